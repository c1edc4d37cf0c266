"""忆途 entry point: settings → engine → assistant → build_demo() → launch.

    python app.py [--data-dir DIR] [--host H] [--port P] [--auth --users-file F] [--cli] [--reindex]
"""
from __future__ import annotations

import argparse
import logging
import os
import sys
from pathlib import Path
from typing import Any, Optional

log = logging.getLogger("yitu")


def parse_args(argv: Optional[list[str]] = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python app.py", description="忆途：记得你的旅行规划助手")
    p.add_argument("--config", help="YAML/TOML config file (also YITU_CONFIG)")
    p.add_argument("--data-dir", help="every file the app writes goes under this folder (YITU_DATA_DIR)")
    p.add_argument("--host", help="default: GRADIO_SERVER_NAME or 127.0.0.1")
    p.add_argument("--port", type=int, help="default: GRADIO_SERVER_PORT or 7860")
    p.add_argument("--auth", action="store_true", default=None, help="require login (needs --users-file)")
    p.add_argument("--users-file", help="YAML/JSON list of users for --auth")
    p.add_argument("--llm-base-url", help="OpenAI-compatible base URL (OPENAI_BASE_URL)")
    p.add_argument("--llm-model", help="model name (YITU_LLM_MODEL / OPENAI_MODEL)")
    p.add_argument("--extractor", choices=["auto", "rules", "llm"], help="memory extractor (YITU_EXTRACTOR)")
    p.add_argument("--cli", action="store_true", help="chat in the terminal instead of the web UI")
    p.add_argument("--user", default="chenmo", help="account for --cli")
    p.add_argument("--reindex", action="store_true", help="rebuild the vector index from SQL and exit")
    p.add_argument("--janitor", action="store_true", help="run memory hygiene for every account and exit")
    p.add_argument("-v", "--verbose", action="store_true")
    return p.parse_args(argv)


def cli_overrides(args: argparse.Namespace) -> dict[str, Any]:
    """Only flags the user actually gave, as a nested settings tree."""
    tree: dict[str, Any] = {}

    def put(path: tuple[str, ...], value: Any) -> None:
        if value is None:
            return
        node = tree
        for key in path[:-1]:
            node = node.setdefault(key, {})
        node[path[-1]] = value

    put(("config",), args.config)
    put(("memory", "data_dir"), args.data_dir)
    put(("server", "host"), args.host)
    put(("server", "port"), args.port)
    put(("server", "auth"), args.auth)
    put(("server", "users_file"), args.users_file)
    put(("llm", "base_url"), args.llm_base_url)
    put(("llm", "model"), args.llm_model)
    put(("memory", "writing", "extractor"), args.extractor)
    return tree


def prepare_environment(data_dir: Path) -> None:
    """Keep every library offline and every written file under the data dir (SPEC §3)."""
    import llama_index.core

    data_dir.mkdir(parents=True, exist_ok=True)
    bundled = Path(llama_index.core.__file__).parent / "_static" / "tiktoken_cache"
    os.environ.setdefault("TIKTOKEN_CACHE_DIR", str(bundled))
    os.environ["GRADIO_ANALYTICS_ENABLED"] = "False"
    os.environ["ANONYMIZED_TELEMETRY"] = "False"
    os.environ["HF_HUB_OFFLINE"] = "1"
    os.environ.setdefault("GRADIO_TEMP_DIR", str((data_dir / "tmp").resolve()))
    os.environ.setdefault("NLTK_DATA", str(Path(llama_index.core.__file__).parent / "_static" / "nltk_cache"))


def build_llm(settings):
    if not settings.llm.configured:
        return None
    from assistant.llm import LLMClientConfig, OpenAICompatibleLLM

    return OpenAICompatibleLLM(
        LLMClientConfig(
            base_url=settings.llm.base_url,
            api_key=settings.llm.api_key.get_secret_value(),
            model=settings.llm.model,
            timeout_s=settings.llm.timeout_s,
            max_retries=settings.llm.max_retries,
            temperature=settings.llm.temperature,
        )
    )


def build_components(settings, *, embedder=None, pipeline_poll_s: float = 1.0):
    """Engine, writing pipeline and assistant, wired the one way: assistant → memory.

    `embedder` lets tests share one loaded model across several app instances.
    """
    from llama_index.core import Settings as LlamaSettings

    from assistant.chat import Assistant
    from assistant.offline.knowledge import load_knowledge
    from assistant.offline.planner import OfflinePlanner
    from memory.engine import MemoryEngine
    from memory.pipeline import WritingPipeline

    engine = MemoryEngine(settings.memory, embedder=embedder)
    LlamaSettings.embed_model = engine.embedder  # never the OpenAI default
    LlamaSettings.llm = None
    llm = build_llm(settings)
    pipeline = WritingPipeline(engine, llm=llm, config=settings.memory.writing, poll_s=pipeline_poll_s)
    assistant = Assistant(engine, llm=llm, planner=OfflinePlanner(load_knowledge()), pipeline=pipeline)
    return engine, pipeline, assistant


def main(argv: Optional[list[str]] = None) -> int:
    args = parse_args(argv)
    logging.basicConfig(
        level=logging.DEBUG if args.verbose else logging.INFO,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    from settings import SettingsError, load_settings

    try:
        settings = load_settings(cli_overrides(args))
    except SettingsError as exc:
        print(f"配置错误：{exc}", file=sys.stderr)
        return 2
    if settings.server.auth and not settings.server.users_file:
        print("配置错误：--auth 需要 --users-file（用户名与密码哈希列表）", file=sys.stderr)
        return 2
    prepare_environment(settings.data_dir)

    if args.reindex:
        from memory.engine import MemoryEngine

        engine = MemoryEngine(settings.memory)
        print(f"reindexed {engine.reindex()} memories")
        engine.close()
        return 0
    if args.janitor:
        from memory.janitor import main as janitor_main

        return janitor_main(["--data-dir", str(settings.data_dir)])

    engine, pipeline, assistant = build_components(settings)
    pipeline.start()
    try:
        if args.cli:
            from assistant.cli import run_cli
            from memory.models import Owner

            run_cli(assistant, Owner(settings.memory.default_tenant, args.user))
            return 0
        from ui.layout import build_demo
        from ui.server import launch

        demo = build_demo(assistant=assistant, engine=engine, settings=settings, pipeline=pipeline)
        mode = "离线模式（未连接大模型）" if not settings.llm.configured else f"LLM {settings.llm.model}"
        log.info("忆途 starting on http://%s:%s (%s, data dir %s)", settings.server.host,
                 settings.server.port, mode, settings.data_dir.resolve())
        launch(demo, settings)
    finally:
        pipeline.stop(flush_timeout=5)
        engine.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
