"""launch(): serve a built demo with the app's theme, CSS and (optionally) login."""
from __future__ import annotations

import logging
from pathlib import Path
from typing import Any, Optional

import gradio as gr

from .accounts import AccountError, authenticator, load_users

log = logging.getLogger(__name__)

STYLE = Path(__file__).resolve().parent / "assets" / "style.css"
# System CJK fonts first: nothing is fetched from a font CDN.
FONTS = ["PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "WenQuanYi Micro Hei",
         "system-ui", "sans-serif"]


def theme() -> gr.themes.Base:
    return gr.themes.Soft(primary_hue="teal", secondary_hue="amber", neutral_hue="slate", radius_size="md",
                          font=FONTS, font_mono=["ui-monospace", "Consolas", "monospace"])


def launch(demo: gr.Blocks, settings: Any, *, prevent_thread_lock: bool = False, port: Optional[int] = None,
           quiet: bool = False) -> tuple:
    """Start the server; returns gradio's (app, local_url, share_url). With auth on, a users file is required."""
    server = settings.server
    auth = None
    if server.auth:
        if not server.users_file:
            raise AccountError("登录模式需要一个用户文件：--users-file 或配置 server.users_file")
        users = load_users(Path(server.users_file))
        auth = authenticator(users)
        log.info("login required: %d users from %s", len(users), server.users_file)
    return demo.launch(
        server_name=server.host,
        server_port=port if port is not None else server.port,
        share=server.share,
        auth=auth,
        auth_message="请登录忆途。每个账号只能看到自己的记忆。",
        prevent_thread_lock=prevent_thread_lock,
        quiet=quiet,
        show_error=False,
        footer_links=["gradio", "settings"],
        run_history=False,  # would keep inputs/outputs (memories) in the browser's storage
        ssr_mode=False,
        theme=theme(),
        css_paths=[STYLE],
    )
