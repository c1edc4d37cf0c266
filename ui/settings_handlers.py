"""Settings (LLM endpoint, extractor, recall parameters) and insights handlers (R45).

The API key goes one way: from the password box into the server's settings.
No handler ever returns it, so it is never echoed back to any browser. With
auth on, only users marked `admin` in the users file may change these
app-wide settings (an endpoint swap would otherwise route everyone's prompts).
"""
from __future__ import annotations

import logging
from datetime import datetime, timezone
from typing import Any, Optional

import gradio as gr
from pydantic import SecretStr, ValidationError

from assistant.chat import OFFLINE_HINT
from assistant.llm import LLMClientConfig, OpenAICompatibleLLM
from memory.config import RetrievalConfig

from . import insights, render
from .context import AppContext

log = logging.getLogger(__name__)

LLM_FORM_OUTPUTS = ("llm_base_url", "llm_model", "llm_key", "llm_status", "mode")
# learned_fusion last: with it on, the threshold and weights apply only once it is switched off
RECALL_FIELDS = ("top_k_inject", "score_threshold", "w_similarity", "w_importance", "w_recency", "learned_fusion")
INSIGHT_OUTPUTS = ("ins_summary", "ins_hit", "ins_activity", "ins_noise", "ins_types")
_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)


class SettingsHandlers:
    def __init__(self, ctx: AppContext) -> None:
        self.ctx = ctx

    def load(self, request: gr.Request):
        """Form values for this browser; the key box stays empty and only says whether a key is set."""
        llm = self.ctx.settings.llm
        admin = self.ctx.is_admin(request)
        r = self.ctx.engine.config.retrieval
        note = "" if admin else "只有管理员可以修改这些设置。"
        return (
            gr.update(value=llm.base_url, interactive=admin),
            gr.update(value=llm.model, interactive=admin),
            gr.update(value="", placeholder=_key_placeholder(llm.api_key), interactive=admin),
            render.status_line(note, "error") if note else "",
            gr.update(value=self.ctx.engine.config.writing.extractor, interactive=admin),
            *(gr.update(value=getattr(r, f), interactive=admin) for f in RECALL_FIELDS),
        )

    def test_llm(self, base_url: str, model: str, key: str, request: gr.Request):
        self._require_admin(request)
        client = self._client(base_url, model, key)
        try:
            result = client.ping()
        finally:
            client.close()
        if result is True:
            return render.status_line(f"连接成功：{model} 可以使用。")
        return render.status_line(f"连接失败：{result}", "error")

    def save_llm(self, base_url: str, model: str, key: str, request: gr.Request):
        self._require_admin(request)
        base_url, model = (base_url or "").strip(), (model or "").strip()
        llm = self.ctx.settings.llm
        api_key = SecretStr(key) if key else llm.api_key
        self.ctx.settings.llm = llm.model_copy(update={"base_url": base_url, "model": model, "api_key": api_key})
        if base_url and model:
            self.ctx.assistant.set_llm(OpenAICompatibleLLM(self._config(base_url, model, api_key)))
            message = f"已连接大模型：{model}。"
            log.info("settings: llm set to model=%s base_url=%s (key %s)", model, base_url,
                     "set" if api_key.get_secret_value() else "empty")
        else:
            self.ctx.assistant.set_llm(None)
            message = "已切回离线模式。"
        self._reconfigure_pipeline()
        return self._form(message)

    def disconnect(self, request: gr.Request):
        self._require_admin(request)
        self.ctx.assistant.set_llm(None)
        self._reconfigure_pipeline()
        return self._form("已断开大模型，切回离线模式。")

    def save_memory_settings(self, extractor: str, *values: Any, request: gr.Request):
        self._require_admin(request)
        config = self.ctx.engine.config
        try:
            retrieval = RetrievalConfig.model_validate(
                {**config.retrieval.model_dump(), **dict(zip(RECALL_FIELDS, values))}
            )
            writing = config.writing.model_validate({**config.writing.model_dump(), "extractor": extractor})
        except ValidationError as exc:
            return render.status_line(f"参数不合法：{exc.errors()[0].get('msg', '')}", "error")
        config.retrieval = retrieval  # recall reads it on every call: applies to the next turn
        log.info("settings: extractor=%s retrieval=%s", extractor, dict(zip(RECALL_FIELDS, values)))
        config.writing.extractor = writing.extractor  # in place: the pipeline holds this same object
        self._reconfigure_pipeline()
        return render.status_line("已保存，下一轮对话生效。")

    # ------------------------------------------------------------ helpers
    def _form(self, message: str) -> tuple:
        llm = self.ctx.settings.llm
        a = self.ctx.assistant
        return (llm.base_url, llm.model, gr.update(value="", placeholder=_key_placeholder(llm.api_key)),
                render.status_line(message), render.mode_badge(a.mode, a.mode_label, OFFLINE_HINT))

    def _client(self, base_url: str, model: str, key: str) -> OpenAICompatibleLLM:
        if not (base_url or "").strip() or not (model or "").strip():
            raise gr.Error("请填写接口地址和模型名。")
        api_key = SecretStr(key) if key else self.ctx.settings.llm.api_key
        return OpenAICompatibleLLM(self._config(base_url.strip(), model.strip(), api_key, quick=True))

    def _config(self, base_url: str, model: str, api_key: SecretStr, quick: bool = False) -> LLMClientConfig:
        llm = self.ctx.settings.llm
        return LLMClientConfig(
            base_url=base_url, api_key=api_key.get_secret_value(), model=model,
            timeout_s=min(llm.timeout_s, 10.0) if quick else llm.timeout_s,
            max_retries=0 if quick else llm.max_retries, temperature=llm.temperature,
        )

    def _reconfigure_pipeline(self) -> None:
        """Point the writing pipeline at the current extractor choice and LLM."""
        pipeline = self.ctx.pipeline
        if pipeline is None:
            return
        extractor, llm = self.ctx.engine.config.writing.extractor, self.ctx.assistant.llm
        pipeline.configure(extractor=extractor, llm=llm)

    def _require_admin(self, request: Optional[gr.Request]) -> None:
        if not self.ctx.is_admin(request):
            raise gr.Error("只有管理员可以修改这些设置。")


class InsightHandlers:
    def __init__(self, ctx: AppContext) -> None:
        self.ctx = ctx

    def refresh(self, account: Optional[str], request: gr.Request):
        owner = self.ctx.owner(request, account)
        store = self.ctx.engine.store
        traces = store.list_traces(owner, limit=5000)
        events = store.events_since(owner, _EPOCH, limit=10000)
        ins = insights.compute(traces, events, self.ctx.engine.list_memories(owner))
        if not self.ctx.views.shows_account(request, owner):  # switched account while this was computed
            return (gr.skip(),) * 5
        return insights.summary_markdown(ins), ins.hit_rate, ins.activity, ins.noise, ins.by_type


def _key_placeholder(key: SecretStr) -> str:
    return "已设置（出于安全不显示）；留空表示不修改" if key.get_secret_value() else "未设置（本地模型可留空）"
