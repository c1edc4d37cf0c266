"""Errors raised by the assistant's LLM client.

Each carries a Chinese `user_message` that the UI edge shows as-is; the
exception text itself is technical and meant for logs.
"""

from __future__ import annotations

from typing import ClassVar


class LLMError(Exception):
    """Base class: the LLM call failed and the user should be told so."""

    default_user_message: ClassVar[str] = "大模型服务出错了，请稍后再试。"

    def __init__(
        self,
        message: str = "",
        *,
        user_message: str | None = None,
        partial_text: str = "",
        status_code: int | None = None,
    ) -> None:
        super().__init__(message or type(self).__name__)
        self.user_message = user_message or self.default_user_message
        # Text already shown to the user before the failure, so the UI can keep it.
        self.partial_text = partial_text
        self.status_code = status_code


class LLMUnavailable(LLMError):
    """Connection error, timeout or 5xx that persisted through the retries."""

    default_user_message = "暂时连不上大模型服务（网络错误或超时），请稍后再试，或在设置里检查接口地址。"


class LLMAuthError(LLMError):
    """401/403: the key is wrong or lacks permission; retrying cannot help."""

    default_user_message = "大模型服务拒绝了访问：API Key 无效或没有权限，请在设置里检查。"


class LLMRateLimited(LLMError):
    """429 that persisted through the retries."""

    default_user_message = "大模型服务当前请求太多（被限流），请稍等片刻再试。"


class LLMBadResponse(LLMError):
    """The endpoint answered, but not with something we can use."""

    default_user_message = "大模型返回的内容格式不对，请重试，或在设置里换一个模型。"
