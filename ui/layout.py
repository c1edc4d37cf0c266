"""build_demo(): the Blocks app — header, one builder per tab, and the event wiring.

Launching is separate (ui/server.py). Every internal event is
`api_visibility="private"`: hidden from the API page and from gradio clients;
and whatever reaches a handler anyway gets its owner from `AppContext.owner`.
"""
from __future__ import annotations

from typing import Any, Optional

import gradio as gr

from . import render
from .accounts import User, ensure_login_accounts, load_users, seed_demo_accounts
from .context import AppContext
from .handlers import ACCOUNT_OUTPUTS, SEND_OUTPUTS, SESSION_OUTPUTS, TICK_OUTPUTS, AccountHandlers, ChatHandlers
from .memory_handlers import EXPORT_OUTPUTS, REFRESH_OUTPUTS, SELECT_OUTPUTS, MemoryHandlers
from .settings_handlers import INSIGHT_OUTPUTS, LLM_FORM_OUTPUTS, RECALL_FIELDS, InsightHandlers, SettingsHandlers

TYPE_CHOICES = [(label, value) for value, label in render.TYPE_LABELS.items() if value != "fact"]
NOTICE_POLL_S = 2.0
CHAT_CONCURRENCY = 8
PRIVATE: dict[str, Any] = {"api_visibility": "private", "show_progress": "hidden"}

Components = dict[str, Any]


def build_demo(*, assistant: Any, engine: Any, settings: Any, pipeline: Any = None,
               users: Optional[dict[str, User]] = None) -> gr.Blocks:
    if users is None:
        users = load_users(settings.server.users_file) if settings.server.auth and settings.server.users_file else {}
    ctx = AppContext(assistant=assistant, engine=engine, settings=settings, pipeline=pipeline, users=users)
    if ctx.auth:
        ensure_login_accounts(engine, users, ctx.tenant)
    else:
        seed_demo_accounts(engine, settings.demo_accounts, ctx.tenant)

    c: Components = {}
    with gr.Blocks(title="忆途 · 记得你的旅行规划助手", analytics_enabled=False, fill_width=True) as demo:
        for name in ("account_state", "session_state", "deleted_state"):
            c[name] = gr.State(None)
        c["chat_state"], c["notices_state"] = gr.State([]), gr.State([])
        build_header(c, auth=ctx.auth)
        with gr.Tabs(elem_id="tabs"):
            with gr.Tab("对话", id="chat-tab"):
                build_chat_tab(c)
            with gr.Tab("记忆管理", id="memory-tab"):
                build_memory_tab(c)
            with gr.Tab("设置", id="settings-tab"):
                build_settings_tab(c)
            with gr.Tab("洞察", id="insights-tab") as c["insights_tab"]:
                build_insights_tab(c)
        c["timer"] = gr.Timer(NOTICE_POLL_S)
        wire(demo, c, ctx)
    demo.queue(default_concurrency_limit=CHAT_CONCURRENCY)
    return demo


# ---------------------------------------------------------------- builders


def build_header(c: Components, *, auth: bool) -> None:
    with gr.Row(elem_id="topbar", equal_height=True):
        with gr.Column(scale=3, min_width=420, elem_id="topbar-left"):
            gr.HTML('<div class="yt-brand">忆途<small>记得你的旅行规划助手</small></div>', elem_id="brand")
            c["mode"] = gr.HTML(elem_id="mode")
        with gr.Column(scale=2, min_width=360, elem_id="topbar-right"):
            c["account_line"] = gr.HTML(elem_id="account-line")
            with gr.Row(elem_id="account-row", equal_height=True):
                c["account"] = gr.Dropdown(show_label=False, elem_id="account", visible=not auth, interactive=True,
                                           container=False, scale=2, min_width=120)
                c["new_account_name"] = gr.Textbox(show_label=False, placeholder="新账号名字", elem_id="new-account-name",
                                                   visible=not auth, container=False, scale=2, min_width=100,
                                                   max_length=24)
                c["new_account"] = gr.Button("新建账号", elem_id="new-account", visible=not auth, size="sm", scale=1,
                                             min_width=80)
                if auth:
                    gr.Button("退出登录", link="/logout", elem_id="logout", size="sm", scale=0, min_width=90)


def build_chat_tab(c: Components) -> None:
    with gr.Row(elem_id="chat-row"):
        with gr.Column(scale=2, min_width=170, elem_id="sessions-col"):
            c["new_session"] = gr.Button("＋ 新会话", elem_id="new-session", variant="secondary")
            c["session_list"] = gr.Radio(label="历史会话", choices=[], elem_id="session-list")
        with gr.Column(scale=7, min_width=360, elem_id="chat-col"):
            c["chatbot"] = gr.Chatbot(
                elem_id="chatbot", show_label=False, height=640, render_markdown=True, sanitize_html=True,
                latex_delimiters=[], allow_tags=False, feedback_options=None, group_consecutive_messages=False,
                buttons=["copy", "copy_all"],
                placeholder="你好，我是忆途。告诉我你想去哪儿、和谁去、有什么忌口或偏好——我会记住，下次直接用上。",
            )
            with gr.Row(elem_id="composer", equal_height=True):
                c["chat_input"] = gr.Textbox(
                    show_label=False, elem_id="chat-input", lines=1, max_lines=6, scale=8, autofocus=True,
                    placeholder="说说你的旅行计划…（Enter 发送，Shift+Enter 换行）",
                )
                c["send"] = gr.Button("发送", elem_id="send", variant="primary", scale=1, min_width=80)
        with gr.Column(scale=4, min_width=300, elem_id="side-col"):
            gr.HTML('<h3 class="yt-h">本轮参考的记忆</h3>')
            c["recalled"] = gr.HTML(render.panel_idle(), elem_id="recalled-memories")
            gr.HTML('<h3 class="yt-h">三层记忆</h3>')
            c["layers"] = gr.HTML(elem_id="memory-layers")


def build_memory_tab(c: Components) -> None:
    with gr.Row():
        with gr.Column(scale=3):
            with gr.Row(equal_height=True):
                c["search"] = gr.Textbox(label="搜索", placeholder="按内容或主题搜索…", elem_id="memory-search", scale=3)
                c["type_filter"] = gr.Dropdown(label="类型", choices=[("全部类型", ""), *TYPE_CHOICES], value="",
                                               elem_id="memory-type-filter", scale=1)
                c["memory_refresh"] = gr.Button("刷新", elem_id="memory-refresh", size="sm", scale=0, min_width=70)
            c["memory_list"] = gr.HTML(elem_id="memory-list")
        with gr.Column(scale=2):
            with gr.Group():
                c["memory_select"] = gr.Dropdown(label="选择一条记忆", choices=[], elem_id="memory-select")
                c["edit_text"] = gr.Textbox(label="内容（改完点保存，会生成新版本）", lines=2, elem_id="memory-edit",
                                            max_length=500)
                c["edit_type"] = gr.Dropdown(label="类型", choices=TYPE_CHOICES, value="preference",
                                             elem_id="memory-edit-type")
            with gr.Row():
                c["save"] = gr.Button("保存为新版本", elem_id="memory-save", variant="primary", size="sm")
                c["wrong"] = gr.Button("这条记错了", elem_id="memory-wrong", size="sm")
                c["delete"] = gr.Button("删除", elem_id="memory-delete", variant="stop", size="sm")
                c["undo"] = gr.Button("撤销删除", elem_id="memory-undo", visible=False, size="sm")
            c["mem_status"] = gr.HTML(elem_id="memory-status")
            gr.HTML('<h3 class="yt-h">版本历史</h3>')
            c["history"] = gr.HTML(render.history_view([], []), elem_id="memory-history")
            with gr.Accordion("手动添加", open=True):
                c["add_text"] = gr.Textbox(label="新记忆", placeholder="例如：用户不喝酒", elem_id="memory-add-text",
                                           max_length=500)
                c["add_type"] = gr.Dropdown(label="类型", choices=TYPE_CHOICES, value="preference",
                                            elem_id="memory-add-type")
                c["add"] = gr.Button("添加", elem_id="memory-add")
            with gr.Accordion("导出 / 导入", open=False):
                c["export"] = gr.Button("导出为 JSON（含历史）", elem_id="memory-export", size="sm")
                c["export_file"] = gr.File(label="导出的文件", interactive=False, elem_id="memory-export-file")
                c["import_file"] = gr.File(label="选择要导入的 JSON 文件", file_types=[".json"], type="filepath",
                                           elem_id="memory-import-file")
                c["import"] = gr.Button("导入", elem_id="memory-import", size="sm")


def build_settings_tab(c: Components) -> None:
    with gr.Row():
        with gr.Column():
            gr.HTML('<h3 class="yt-h">大模型接口（OpenAI 兼容）</h3>')
            c["llm_base_url"] = gr.Textbox(label="接口地址", placeholder="https://api.deepseek.com/v1",
                                           elem_id="llm-base-url")
            c["llm_model"] = gr.Textbox(label="模型名", placeholder="deepseek-chat", elem_id="llm-model")
            c["llm_key"] = gr.Textbox(label="API Key", type="password", elem_id="llm-key")
            with gr.Row():
                c["llm_test"] = gr.Button("测试连接", elem_id="llm-test", size="sm")
                c["llm_save"] = gr.Button("保存并使用", elem_id="llm-save", variant="primary", size="sm")
                c["llm_off"] = gr.Button("断开（离线模式）", elem_id="llm-off", size="sm")
            c["llm_status"] = gr.HTML(elem_id="llm-status")
        with gr.Column():
            gr.HTML('<h3 class="yt-h">记忆参数</h3>')
            c["extractor"] = gr.Radio(label="记忆提取方式", elem_id="extractor",
                                      choices=[("自动（规则 + 大模型）", "auto"), ("仅规则", "rules"), ("仅大模型", "llm")])
            c["top_k_inject"] = gr.Slider(0, 20, step=1, label="每轮最多注入的记忆条数", elem_id="top-k-inject")
            c["score_threshold"] = gr.Slider(0, 1, step=0.01, label="相关度阈值（手动排序时）", elem_id="score-threshold")
            c["w_similarity"] = gr.Slider(0, 1, step=0.05, label="权重：相关度（手动排序时）", elem_id="w-similarity")
            c["w_importance"] = gr.Slider(0, 1, step=0.05, label="权重：重要性（手动排序时）", elem_id="w-importance")
            c["w_recency"] = gr.Slider(0, 1, step=0.05, label="权重：新近度（手动排序时）", elem_id="w-recency")
            c["learned_fusion"] = gr.Checkbox(
                label="学习排序：按训练好的模型判断哪些记忆相关（关闭后按上面的阈值和权重手动排序）",
                elem_id="learned-fusion",
            )
            c["mem_settings_save"] = gr.Button("保存记忆参数", elem_id="memory-settings-save", size="sm")
            c["mem_settings_status"] = gr.HTML(elem_id="memory-settings-status")


def build_insights_tab(c: Components) -> None:
    c["ins_refresh"] = gr.Button("刷新", elem_id="insights-refresh", size="sm")
    c["ins_summary"] = gr.Markdown(elem_id="insights-summary")
    with gr.Row():
        c["ins_hit"] = gr.BarPlot(x="日期", y="命中率", title="记忆命中率（按天）", y_lim=[0, 1], height=260,
                                  elem_id="insights-hit-rate")
        c["ins_activity"] = gr.BarPlot(x="日期", y="数量", color="类别", title="记忆写入 / 使用（按天）", y_lim=[0, None],
                                       height=260, elem_id="insights-activity")
    with gr.Row():
        c["ins_noise"] = gr.BarPlot(x="日期", y="噪音率", title="噪音率：自动写入后被删除或纠正", y_lim=[0, 1], height=260,
                                    elem_id="insights-noise")
        c["ins_types"] = gr.BarPlot(x="类型", y="数量", title="各类型的有效记忆", y_lim=[0, None], height=260,
                                    elem_id="insights-types")


# ---------------------------------------------------------------- wiring


def wire(demo: gr.Blocks, c: Components, ctx: AppContext) -> None:
    def out(names: tuple[str, ...]) -> list:
        return [c[n] for n in names]

    chat, accounts, memory = ChatHandlers(ctx), AccountHandlers(ctx), MemoryHandlers(ctx)
    config, insight = SettingsHandlers(ctx), InsightHandlers(ctx)
    who = [c["account_state"], c["session_state"]]
    scope = [c["search"], c["type_filter"], *who, c["notices_state"]]
    recall_inputs = [c[f] for f in RECALL_FIELDS]

    demo.load(accounts.load, None, out(ACCOUNT_OUTPUTS), **PRIVATE)
    demo.load(config.load, None, [c["llm_base_url"], c["llm_model"], c["llm_key"], c["llm_status"], c["extractor"],
                                  *recall_inputs], **PRIVATE)
    c["account"].input(accounts.switch, [c["account"], *who], out(ACCOUNT_OUTPUTS), **PRIVATE)
    gr.on([c["new_account"].click, c["new_account_name"].submit], accounts.create,
          [c["new_account_name"], *who], out(ACCOUNT_OUTPUTS), **PRIVATE)

    # chat
    gr.on([c["send"].click, c["chat_input"].submit], chat.send,
          [c["chat_input"], c["chat_state"], *who, c["notices_state"]], out(SEND_OUTPUTS),
          # a message sent while the previous turn is still closing runs right after it,
          # instead of being dropped ("once"); an empty box makes the extra run a no-op
          trigger_mode="always_last", concurrency_limit=CHAT_CONCURRENCY, **PRIVATE)
    # the chatbot's own trash button means the same as 新会话 (the turns stay stored)
    gr.on([c["new_session"].click, c["chatbot"].clear], chat.new_session, who, out(SESSION_OUTPUTS), **PRIVATE)
    c["session_list"].input(chat.open_session, [c["session_list"], *who], out(SESSION_OUTPUTS), **PRIVATE)
    c["timer"].tick(chat.tick, [*who, c["notices_state"], c["search"], c["type_filter"]], out(TICK_OUTPUTS),
                    **PRIVATE)

    # memory manager
    gr.on([c["search"].change, c["type_filter"].change, c["memory_refresh"].click], memory.filter,
          [c["search"], c["type_filter"], c["account_state"]], [c["memory_list"], c["memory_select"]],
          trigger_mode="always_last", **PRIVATE)
    c["memory_select"].change(memory.select, [c["memory_select"], c["account_state"]], out(SELECT_OUTPUTS), **PRIVATE)
    c["add"].click(memory.add, [c["add_text"], c["add_type"], *scope], out(REFRESH_OUTPUTS), **PRIVATE)
    c["save"].click(memory.save, [c["memory_select"], c["edit_text"], c["edit_type"], *scope], out(REFRESH_OUTPUTS),
                    **PRIVATE)
    c["delete"].click(memory.delete, [c["memory_select"], *scope], out(REFRESH_OUTPUTS), **PRIVATE)
    c["wrong"].click(memory.wrong, [c["memory_select"], c["edit_text"], c["edit_type"], *scope],
                     out(REFRESH_OUTPUTS), **PRIVATE)
    c["undo"].click(memory.undo, [c["deleted_state"], *scope], out(REFRESH_OUTPUTS), **PRIVATE)
    c["export"].click(memory.export, [c["account_state"]], out(EXPORT_OUTPUTS), **PRIVATE)
    c["import"].click(memory.import_file, [c["import_file"], *scope], out(REFRESH_OUTPUTS), **PRIVATE)

    # settings and insights
    llm_form = [c["llm_base_url"], c["llm_model"], c["llm_key"]]
    c["llm_test"].click(config.test_llm, llm_form, [c["llm_status"]], **PRIVATE)
    c["llm_save"].click(config.save_llm, llm_form, out(LLM_FORM_OUTPUTS), **PRIVATE)
    c["llm_off"].click(config.disconnect, None, out(LLM_FORM_OUTPUTS), **PRIVATE)
    c["mem_settings_save"].click(config.save_memory_settings, [c["extractor"], *recall_inputs],
                                 [c["mem_settings_status"]], **PRIVATE)
    gr.on([c["insights_tab"].select, c["ins_refresh"].click], insight.refresh, [c["account_state"]],
          out(INSIGHT_OUTPUTS), **PRIVATE)
