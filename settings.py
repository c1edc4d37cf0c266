"""The app's one typed settings object, read once by app.py.

Precedence: defaults < config file (YAML or TOML; --config or YITU_CONFIG) <
environment < command-line flags. Environment variables use the YITU_ prefix
with `__` between sections (YITU_MEMORY__RETRIEVAL__TOP_K_INJECT=3), plus a
few conventional shortcuts: YITU_DATA_DIR, YITU_EXTRACTOR, YITU_LLM_MODEL,
OPENAI_BASE_URL / OPENAI_API_KEY / OPENAI_MODEL, GRADIO_SERVER_NAME /
GRADIO_SERVER_PORT. Nothing else in the project reads the environment.
"""
from __future__ import annotations

import json
import os
import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Optional

import yaml
from pydantic import BaseModel, Field, SecretStr, ValidationError

from memory.config import MemoryConfig


class LLMSettings(BaseModel):
    base_url: str = ""
    api_key: SecretStr = SecretStr("")
    model: str = ""
    timeout_s: float = 60.0
    max_retries: int = 2
    temperature: float = 0.3

    @property
    def configured(self) -> bool:
        return bool(self.base_url and self.model)


class DemoAccount(BaseModel):
    user_id: str
    display_name: str


class ServerSettings(BaseModel):
    host: str = "127.0.0.1"
    port: int = 7860
    auth: bool = False
    # YAML/JSON file: {users: [{username, password | password_sha256, display_name}]}
    users_file: Optional[Path] = None
    share: bool = False


class AppSettings(BaseModel):
    memory: MemoryConfig = MemoryConfig()
    llm: LLMSettings = LLMSettings()
    server: ServerSettings = ServerSettings()
    demo_accounts: list[DemoAccount] = Field(
        default_factory=lambda: [
            DemoAccount(user_id="chenmo", display_name="陈默"),
            DemoAccount(user_id="lilei", display_name="李雷"),
            DemoAccount(user_id="alice", display_name="Alice"),
        ]
    )

    @property
    def data_dir(self) -> Path:
        return self.memory.data_dir


class SettingsError(ValueError):
    """A config file or value is invalid; the message says where."""


_SHORTCUTS = {
    "YITU_DATA_DIR": ("memory", "data_dir"),
    "YITU_EXTRACTOR": ("memory", "writing", "extractor"),
    "YITU_LLM_MODEL": ("llm", "model"),
    "YITU_LLM_BASE_URL": ("llm", "base_url"),
    "YITU_LLM_API_KEY": ("llm", "api_key"),
    "YITU_AUTH": ("server", "auth"),
    "YITU_USERS_FILE": ("server", "users_file"),
    "YITU_SQL_URL": ("memory", "storage", "sql_url"),
    "OPENAI_BASE_URL": ("llm", "base_url"),
    "OPENAI_API_KEY": ("llm", "api_key"),
    "OPENAI_MODEL": ("llm", "model"),
    "GRADIO_SERVER_NAME": ("server", "host"),
    "GRADIO_SERVER_PORT": ("server", "port"),
}
# Conventional names lose to the project's own when both are set.
_WEAK = {"OPENAI_BASE_URL", "OPENAI_API_KEY", "OPENAI_MODEL", "GRADIO_SERVER_NAME", "GRADIO_SERVER_PORT"}


def _set(tree: dict, path: tuple[str, ...], value: Any) -> None:
    for key in path[:-1]:
        tree = tree.setdefault(key, {})
    tree[path[-1]] = value


def _merge(base: dict, extra: Mapping) -> dict:
    out = dict(base)
    for key, value in extra.items():
        if isinstance(value, Mapping) and isinstance(out.get(key), dict):
            out[key] = _merge(out[key], value)
        else:
            out[key] = value
    return out


def read_config_file(path: Path) -> dict:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise SettingsError(f"cannot read config file {path}: {exc}") from exc
    try:
        if path.suffix.lower() == ".toml":
            data = tomllib.loads(text)
        elif path.suffix.lower() == ".json":
            data = json.loads(text)
        else:
            data = yaml.safe_load(text) or {}
    except (tomllib.TOMLDecodeError, yaml.YAMLError, json.JSONDecodeError) as exc:
        raise SettingsError(f"config file {path} is not valid: {exc}") from exc
    if not isinstance(data, dict):
        raise SettingsError(f"config file {path} must hold a mapping at the top level")
    return data


def env_overrides(env: Mapping[str, str]) -> dict:
    tree: dict = {}
    for name in sorted(_SHORTCUTS, key=lambda n: n not in _WEAK):  # weak first, strong overwrite
        if env.get(name):
            _set(tree, _SHORTCUTS[name], env[name])
    for name, value in env.items():
        if name.startswith("YITU_") and "__" in name:
            path = tuple(part.lower() for part in name[5:].split("__"))
            _set(tree, path, value)
    return tree


def load_settings(cli: Optional[Mapping[str, Any]] = None, env: Optional[Mapping[str, str]] = None) -> AppSettings:
    """Build the settings from file < env < CLI. `cli` holds nested dicts of explicit flags only."""
    env = os.environ if env is None else env
    cli = dict(cli or {})
    config_path = cli.pop("config", None) or env.get("YITU_CONFIG")
    tree: dict = read_config_file(Path(config_path)) if config_path else {}
    tree = _merge(tree, env_overrides(env))
    tree = _merge(tree, cli)
    try:
        settings = AppSettings.model_validate(tree)
    except ValidationError as exc:
        raise SettingsError(f"invalid settings: {exc}") from exc
    return settings
