"""Settings precedence: defaults < file < environment < CLI flags."""
from pathlib import Path

import pytest

from settings import SettingsError, load_settings


def test_defaults_match_the_spec():
    s = load_settings({}, env={})
    r = s.memory.retrieval
    assert (r.top_k_candidates, r.top_k_inject) == (20, 5)
    assert (r.w_similarity, r.w_importance, r.w_recency) == (0.5, 0.3, 0.2)
    assert s.memory.max_memories == 200
    assert r.half_lives.for_type("constraint") == 0  # allergies never fade
    assert r.half_lives.for_type("goal") < r.half_lives.for_type("preference")
    assert not s.llm.configured
    assert s.memory.sql_url().startswith("sqlite:///") and s.memory.sql_url().endswith("data/yitu.db")


def test_file_then_env_then_cli(tmp_path: Path):
    cfg = tmp_path / "yitu.yaml"
    cfg.write_text(
        "memory:\n  retrieval:\n    top_k_inject: 3\n    score_threshold: 0.5\n  max_memories: 50\n"
        "server:\n  port: 9000\n",
        encoding="utf-8",
    )
    env = {
        "YITU_CONFIG": str(cfg),
        "YITU_MEMORY__RETRIEVAL__TOP_K_INJECT": "4",
        "YITU_DATA_DIR": str(tmp_path / "d"),
        "GRADIO_SERVER_PORT": "9100",
        "OPENAI_BASE_URL": "http://127.0.0.1:1/v1",
        "OPENAI_API_KEY": "sk-secret",
        "YITU_LLM_MODEL": "qwen-plus",
    }
    s = load_settings({}, env=env)
    assert s.memory.retrieval.top_k_inject == 4  # env beats file
    assert s.memory.retrieval.score_threshold == 0.5  # file beats default
    assert s.memory.max_memories == 50
    assert s.server.port == 9100
    assert s.memory.data_dir == tmp_path / "d"
    assert s.memory.sql_url() == f"sqlite:///{(tmp_path / 'd' / 'yitu.db').resolve()}"
    assert s.llm.configured and s.llm.model == "qwen-plus"
    assert "sk-secret" not in repr(s.llm)  # the key never shows in logs or reprs
    s = load_settings({"server": {"port": 9200}, "memory": {"retrieval": {"top_k_inject": 2}}}, env=env)
    assert s.server.port == 9200 and s.memory.retrieval.top_k_inject == 2  # CLI beats env


def test_toml_file(tmp_path: Path):
    cfg = tmp_path / "yitu.toml"
    cfg.write_text('[memory.writing]\nextractor = "rules"\n', encoding="utf-8")
    assert load_settings({"config": str(cfg)}, env={}).memory.writing.extractor == "rules"


@pytest.mark.parametrize(
    "content, name",
    [("memory: [1, 2", "bad.yaml"), ("- a\n- b\n", "list.yaml"), ("memory:\n  max_memories: lots\n", "type.yaml")],
)
def test_bad_files_give_a_clear_error(tmp_path: Path, content: str, name: str):
    cfg = tmp_path / name
    cfg.write_text(content, encoding="utf-8")
    with pytest.raises(SettingsError) as err:
        load_settings({"config": str(cfg)}, env={})
    assert name in str(err.value) or "invalid settings" in str(err.value)


def test_missing_file_is_an_error(tmp_path: Path):
    with pytest.raises(SettingsError, match="cannot read"):
        load_settings({"config": str(tmp_path / "nope.yaml")}, env={})
