"""OpenAI-compatible chat client: streaming, timeouts, our own retries, mapped errors.

Works with any endpoint that speaks `/v1/chat/completions` (OpenAI, DeepSeek,
DashScope compatible mode, Ollama, vLLM, llama.cpp server). Configuration is
passed in; nothing here reads the environment.
"""

from __future__ import annotations

import json
import logging
import random
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator, TypeVar

import openai
import pydantic

from assistant.errors import LLMAuthError, LLMBadResponse, LLMError, LLMRateLimited, LLMUnavailable

log = logging.getLogger(__name__)

T = TypeVar("T")

# Some local servers reject an empty bearer; any placeholder is accepted by them.
_NO_KEY_PLACEHOLDER = "sk-no-key-required"


@dataclass(frozen=True)
class LLMClientConfig:
    base_url: str
    api_key: str = field(repr=False)  # repr=False keeps the key out of logs and tracebacks
    model: str
    timeout_s: float = 30
    max_retries: int = 2
    temperature: float = 0.3
    backoff_base_s: float = 0.5  # first retry waits ~this long, doubling each time
    backoff_max_s: float = 8.0


class ThinkFilter:
    """Removes `<think>…</think>` from a stream whose tags may be cut across chunks."""

    OPEN, CLOSE = "<think>", "</think>"

    def __init__(self) -> None:
        self._buf = ""
        self._inside = False
        self._trim_lead = False  # models put blank lines after </think>; don't show them

    def feed(self, text: str) -> str:
        self._buf += text
        out: list[str] = []
        while True:
            tag = self.CLOSE if self._inside else self.OPEN
            idx = self._buf.find(tag)
            if idx >= 0:
                if not self._inside:
                    out.append(self._buf[:idx])
                self._buf = self._buf[idx + len(tag) :]
                self._inside = not self._inside
                self._trim_lead = not self._inside
                continue
            keep = _partial_suffix(self._buf, tag)  # might be the start of a tag
            if not self._inside:
                out.append(self._buf[: len(self._buf) - keep])
            self._buf = self._buf[len(self._buf) - keep :]
            return self._visible("".join(out))

    def flush(self) -> str:
        """End of stream: a held-back half tag was real text; an unclosed think is dropped."""
        rest, self._buf = ("" if self._inside else self._buf), ""
        return self._visible(rest)

    def _visible(self, text: str) -> str:
        if self._trim_lead and text:
            text = text.lstrip()
            self._trim_lead = not text
        return text


def _partial_suffix(text: str, tag: str) -> int:
    """Length of the longest suffix of `text` that is a proper prefix of `tag`."""
    for n in range(min(len(tag) - 1, len(text)), 0, -1):
        if text.endswith(tag[:n]):
            return n
    return 0


def strip_think(text: str) -> str:
    f = ThinkFilter()
    return f.feed(text) + f.flush()


class OpenAICompatibleLLM:
    def __init__(self, config: LLMClientConfig, *, sleep: Callable[[float], None] = time.sleep) -> None:
        self.config = config
        self._sleep = sleep
        self._json_mode_supported: bool | None = None  # learned on first complete_json
        self._client = openai.OpenAI(
            base_url=config.base_url,
            api_key=config.api_key or _NO_KEY_PLACEHOLDER,
            timeout=config.timeout_s,
            max_retries=0,  # we retry ourselves so a stream never restarts after text was shown
        )

    def close(self) -> None:
        self._client.close()

    def __enter__(self) -> OpenAICompatibleLLM:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- public API ----------------------------------------------------------
    def stream(self, messages: list[dict[str, Any]]) -> Iterator[str]:
        """Yield visible text deltas in order; retries only before the first delta."""
        attempt = 0
        started = time.monotonic()
        while True:
            shown: list[str] = []
            try:
                yield from self._stream_once(messages, shown)
                log.info(
                    "llm stream model=%s attempts=%d chars=%d %.0fms",
                    self.config.model, attempt + 1, sum(map(len, shown)), _ms(started),
                )
                return
            except Exception as exc:  # noqa: BLE001 - every failure is mapped below
                err = self._map_error(exc, partial_text="".join(shown))
                if shown or not self._should_retry(err, attempt):
                    log.warning(
                        "llm stream failed model=%s attempts=%d shown=%d: %s",
                        self.config.model, attempt + 1, len(err.partial_text), self._redact(str(err)),
                    )
                    raise err from exc
                self._backoff(attempt, err, exc)
                attempt += 1

    def complete(self, messages: list[dict[str, Any]]) -> str:
        return self._with_retries("complete", lambda: self._complete_once(messages, {}))

    def complete_json(self, system: str, user: str) -> str:
        """Ask for a JSON object; falls back to plain output where json mode is rejected."""
        if "json" not in (system + user).lower():
            # OpenAI refuses json_object mode unless the prompt mentions JSON.
            system = system + "\n\nRespond with a single JSON object."
        messages = [{"role": "system", "content": system}, {"role": "user", "content": user}]
        if self._json_mode_supported is not False:
            extra = {"response_format": {"type": "json_object"}}
            try:
                text = self._with_retries("complete_json", lambda: self._complete_once(messages, extra))
                self._json_mode_supported = True
                return text
            except LLMError as err:
                if err.status_code not in (400, 422) or self._json_mode_supported:
                    raise
                log.info("llm endpoint rejected response_format (status %s); retrying without", err.status_code)
        text = self._with_retries("complete_json", lambda: self._complete_once(messages, {}))
        # Only now is it clear the 400 was about json mode, not about the request itself.
        if self._json_mode_supported is None:
            self._json_mode_supported = False
        return text

    def ping(self) -> bool | str:
        """True when the endpoint answers for this model, else a Chinese reason for the UI."""
        try:
            listed = [m.id for m in self._client.models.list()]
        except Exception as exc:  # noqa: BLE001
            err = self._map_error(exc)
            if isinstance(err, (LLMAuthError, LLMUnavailable)):
                log.warning("llm ping failed model=%s: %s", self.config.model, self._redact(str(err)))
                return err.user_message
            listed = []  # some servers lack /models; a tiny completion decides instead
        if self.config.model in listed:
            return True
        try:
            self._complete_once([{"role": "user", "content": "ping"}], {"max_tokens": 1}, allow_empty=True)
            return True
        except Exception as exc:  # noqa: BLE001
            err = self._map_error(exc)
            log.warning("llm ping failed model=%s: %s", self.config.model, self._redact(str(err)))
            return err.user_message

    # -- one attempt -----------------------------------------------------------
    def _stream_once(self, messages: list[dict[str, Any]], shown: list[str]) -> Iterator[str]:
        think = ThinkFilter()
        sdk_stream = self._client.chat.completions.create(
            model=self.config.model,
            messages=messages,  # type: ignore[arg-type]
            temperature=self.config.temperature,
            stream=True,
        )
        with sdk_stream:  # closes the HTTP response if our consumer stops early
            for chunk in sdk_stream:
                choices = getattr(chunk, "choices", None) or []  # usage-only chunks have none
                delta = getattr(choices[0], "delta", None) if choices else None
                piece = getattr(delta, "content", None)
                if not piece:
                    continue
                if not isinstance(piece, str):
                    raise LLMBadResponse(f"delta content is {type(piece).__name__}")
                visible = think.feed(piece)
                if visible:
                    shown.append(visible)
                    yield visible
        tail = think.flush()
        if tail:
            shown.append(tail)
            yield tail
        if not shown:
            raise LLMBadResponse("stream ended without visible text")

    def _complete_once(
        self, messages: list[dict[str, Any]], extra: dict[str, Any], *, allow_empty: bool = False
    ) -> str:
        resp = self._client.chat.completions.create(
            model=self.config.model,
            messages=messages,  # type: ignore[arg-type]
            temperature=self.config.temperature,
            **extra,
        )
        choices = getattr(resp, "choices", None)
        if not choices:
            raise LLMBadResponse(f"no choices in response: {type(resp).__name__}")
        content = getattr(getattr(choices[0], "message", None), "content", None)
        if content is None and allow_empty:
            return ""
        if not isinstance(content, str):
            raise LLMBadResponse("response has no text content")
        text = strip_think(content)
        if not text and not allow_empty:
            raise LLMBadResponse("response has no visible text")
        return text

    # -- retries and error mapping -------------------------------------------
    def _with_retries(self, what: str, call: Callable[[], T]) -> T:
        attempt = 0
        started = time.monotonic()
        while True:
            try:
                result = call()
                log.info("llm %s model=%s attempts=%d %.0fms", what, self.config.model, attempt + 1, _ms(started))
                return result
            except Exception as exc:  # noqa: BLE001 - every failure is mapped below
                err = self._map_error(exc)
                if not self._should_retry(err, attempt):
                    log.warning(
                        "llm %s failed model=%s attempts=%d: %s",
                        what, self.config.model, attempt + 1, self._redact(str(err)),
                    )
                    raise err from exc
                self._backoff(attempt, err, exc)
                attempt += 1

    def _should_retry(self, err: LLMError, attempt: int) -> bool:
        return isinstance(err, (LLMUnavailable, LLMRateLimited)) and attempt < self.config.max_retries

    def _backoff(self, attempt: int, err: LLMError, exc: BaseException) -> None:
        delay = min(self.config.backoff_max_s, self.config.backoff_base_s * 2**attempt)
        delay *= 0.5 + random.random() / 2  # jitter so parallel callers don't retry in lockstep
        retry_after = _retry_after(exc)
        if retry_after is not None:
            delay = max(delay, min(retry_after, self.config.backoff_max_s))
        log.info(
            "llm retry %d/%d in %.2fs after %s", attempt + 1, self.config.max_retries, delay, type(err).__name__
        )
        self._sleep(delay)

    def _map_error(self, exc: BaseException, *, partial_text: str = "") -> LLMError:
        if isinstance(exc, LLMError):
            exc.partial_text = exc.partial_text or partial_text
            return exc
        msg = self._redact(f"{type(exc).__name__}: {exc}")
        kind: type[LLMError]
        status: int | None = None
        if isinstance(exc, openai.APIConnectionError):  # includes APITimeoutError
            kind = LLMUnavailable
        elif isinstance(exc, openai.APIStatusError):
            status = exc.status_code
            if status in (401, 403):
                kind = LLMAuthError
            elif status == 429:
                kind = LLMRateLimited
            elif status >= 500:
                kind = LLMUnavailable
            else:
                return LLMError(
                    msg,
                    user_message=f"大模型服务拒绝了这次请求（HTTP {status}），请在设置里检查模型名称和接口地址。",
                    partial_text=partial_text,
                    status_code=status,
                )
        elif isinstance(exc, openai.APIResponseValidationError) or isinstance(
            exc, (json.JSONDecodeError, UnicodeDecodeError, pydantic.ValidationError)
        ):
            kind = LLMBadResponse
        elif isinstance(exc, openai.APIError):
            # An `{"error": …}` event inside an otherwise healthy stream: a server-side failure.
            kind = LLMUnavailable
        else:
            kind = LLMError
        return kind(msg, partial_text=partial_text, status_code=status)

    def _redact(self, text: str) -> str:
        key = self.config.api_key
        return text.replace(key, "***") if key and len(key) >= 4 else text


def _retry_after(exc: BaseException) -> float | None:
    response = getattr(exc, "response", None)
    value = response.headers.get("retry-after") if response is not None else None
    try:
        return float(value) if value is not None else None
    except ValueError:  # HTTP-date form: fall back to our own backoff
        return None


def _ms(started: float) -> float:
    return (time.monotonic() - started) * 1000
