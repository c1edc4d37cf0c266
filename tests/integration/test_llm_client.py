"""OpenAICompatibleLLM against the fake OpenAI server over real loopback HTTP."""

from __future__ import annotations

import logging
import socket
import threading
import time
from collections.abc import Iterator
from dataclasses import replace

import openai
import pytest

from assistant.errors import LLMAuthError, LLMBadResponse, LLMError, LLMRateLimited, LLMUnavailable
from assistant.llm import LLMClientConfig, OpenAICompatibleLLM, ThinkFilter
from tests.fakes import FakeOpenAIServer, FakeReply, fake_embedding

KEY = "sk-test-secret-0123456789"
MESSAGES = [{"role": "system", "content": "你是旅行规划助手。"}, {"role": "user", "content": "三亚怎么玩？"}]


@pytest.fixture
def server() -> Iterator[FakeOpenAIServer]:
    with FakeOpenAIServer(models=("fake-model",)) as srv:
        yield srv


def make_config(srv: FakeOpenAIServer, **overrides: object) -> LLMClientConfig:
    base = LLMClientConfig(
        base_url=srv.base_url,
        api_key=KEY,
        model="fake-model",
        timeout_s=2.0,
        max_retries=2,
        backoff_base_s=0.05,
        backoff_max_s=0.2,
    )
    return replace(base, **overrides)  # type: ignore[arg-type]


@pytest.fixture
def llm(server: FakeOpenAIServer) -> Iterator[OpenAICompatibleLLM]:
    with OpenAICompatibleLLM(make_config(server)) as client:
        yield client


def chat_bodies(srv: FakeOpenAIServer) -> list[dict]:
    return [r.body for r in srv.requests_to("chat")]


# -- streaming -------------------------------------------------------------


def test_stream_yields_deltas_in_order_and_reassembles_split_utf8(server, llm):
    chunks = ["你好", "，三亚", "🌴"]
    server.enqueue(FakeReply.chat("你好，三亚🌴", chunks=chunks, split_utf8=True))

    assert list(llm.stream(MESSAGES)) == chunks


def test_stream_survives_tiny_network_writes(server, llm):
    server.enqueue(FakeReply.chat("海边漫步🌊然后吃椰子鸡", write_size=3))

    assert "".join(llm.stream(MESSAGES)) == "海边漫步🌊然后吃椰子鸡"


def test_stream_strips_think_blocks_split_across_chunks(server, llm):
    chunks = ["<thi", "nk>用户想去三亚", "，先想想</th", "ink>\n\n推荐", "亚龙湾。<", "think>再想</think>完"]
    server.enqueue(FakeReply.chat("".join(chunks), chunks=chunks))

    deltas = list(llm.stream(MESSAGES))

    assert "".join(deltas) == "推荐亚龙湾。完"
    assert all(deltas)


def test_request_carries_bearer_key_model_and_messages(server, llm):
    "".join(llm.stream(MESSAGES))

    (req,) = server.requests
    assert req.path == "/v1/chat/completions"
    assert req.headers["authorization"] == f"Bearer {KEY}"
    assert req.body["messages"] == MESSAGES
    assert req.body["model"] == "fake-model"
    assert req.body["stream"] is True
    assert req.body["temperature"] == pytest.approx(0.3)


def test_stream_drop_midway_raises_unavailable_with_partial_text_and_no_retry(server, llm):
    server.enqueue(FakeReply.chat("第一天去天涯海角，第二天去蜈支洲岛", chunks=["第一天", "去天涯海角，", "第二天去蜈支洲岛"], drop_after=2))
    got: list[str] = []

    with pytest.raises(LLMUnavailable) as info:
        for delta in llm.stream(MESSAGES):
            got.append(delta)

    assert got == ["第一天", "去天涯海角，"]
    assert info.value.partial_text == "第一天去天涯海角，"
    assert len(server.requests) == 1  # retrying would duplicate text already shown


def test_stream_drop_before_first_delta_is_retried(server, llm):
    server.enqueue(FakeReply.chat("你好", drop_after=0), FakeReply.chat("你好"))

    assert "".join(llm.stream(MESSAGES)) == "你好"
    assert len(server.requests) == 2


def test_malformed_sse_raises_bad_response(server, llm):
    server.enqueue(
        FakeReply.sse(
            'data: {"id":"x","object":"chat.completion.chunk","created":0,"model":"m",'
            '"choices":[{"index":0,"delta":{"content":"好"},"finish_reason":null}]}\n\n',
            "data: {not json at all\n\n",
            "data: [DONE]\n\n",
        )
    )

    with pytest.raises(LLMBadResponse) as info:
        list(llm.stream(MESSAGES))
    assert info.value.partial_text == "好"
    assert len(server.requests) == 1


def test_stream_error_event_midway_is_unavailable(server, llm):
    server.enqueue(FakeReply.sse('data: {"error": {"message": "overloaded", "type": "server_error"}}\n\n'))
    server.enqueue(FakeReply.chat("恢复了"))

    # nothing was shown yet, so the failure is retried
    assert "".join(llm.stream(MESSAGES)) == "恢复了"


# -- retries and error mapping ---------------------------------------------


def test_500_then_success_is_retried(server, llm):
    server.enqueue(FakeReply.error(500, "boom"), FakeReply.chat("成功"))

    assert "".join(llm.stream(MESSAGES)) == "成功"
    assert len(server.requests) == 2


def test_500_forever_gives_unavailable_after_all_attempts(server):
    server.default_reply = FakeReply.error(500, "boom")
    with OpenAICompatibleLLM(make_config(server, max_retries=2)) as client:
        with pytest.raises(LLMUnavailable) as info:
            list(client.stream(MESSAGES))

    assert len(server.requests) == 3
    assert "大模型" in info.value.user_message
    assert info.value.status_code == 500
    assert info.value.partial_text == ""


def test_429_is_retried_then_rate_limited(server):
    server.default_reply = FakeReply.error(429, "slow down")
    with OpenAICompatibleLLM(make_config(server, max_retries=1)) as client:
        with pytest.raises(LLMRateLimited) as info:
            client.complete(MESSAGES)
    assert len(server.requests) == 2
    assert "限流" in info.value.user_message


def test_429_with_retry_after_then_success(server):
    sleeps: list[float] = []
    server.enqueue(FakeReply.error(429, "slow down", retry_after=0.15), FakeReply.chat("好了"))
    with OpenAICompatibleLLM(make_config(server), sleep=sleeps.append) as client:
        assert client.complete(MESSAGES) == "好了"
    assert sleeps and sleeps[0] >= 0.15  # honoured, within backoff_max_s


def test_backoff_grows_exponentially_with_jitter(server):
    sleeps: list[float] = []
    server.default_reply = FakeReply.error(503, "down")
    config = make_config(server, max_retries=3, backoff_base_s=0.1, backoff_max_s=10)
    with OpenAICompatibleLLM(config, sleep=sleeps.append) as client:
        with pytest.raises(LLMUnavailable):
            client.complete(MESSAGES)
    assert len(sleeps) == 3
    for i, s in enumerate(sleeps):
        assert 0.1 * 2**i * 0.5 <= s <= 0.1 * 2**i


def test_401_is_auth_error_without_retry(server):
    server.require_key = "sk-the-right-key"
    with OpenAICompatibleLLM(make_config(server)) as client:
        with pytest.raises(LLMAuthError) as info:
            list(client.stream(MESSAGES))
    assert len(server.requests) == 1
    assert "API Key" in info.value.user_message


def test_other_4xx_is_not_retried(server, llm):
    server.enqueue(FakeReply.error(404, "The model `nope` does not exist"))

    with pytest.raises(LLMError) as info:
        llm.complete(MESSAGES)
    assert type(info.value) is LLMError
    assert info.value.status_code == 404
    assert len(server.requests) == 1


def test_timeout_gives_unavailable(server):
    server.enqueue(FakeReply.delay(1.5), FakeReply.delay(1.5))
    config = make_config(server, timeout_s=0.25, max_retries=1)
    started = time.monotonic()
    with OpenAICompatibleLLM(config) as client:
        with pytest.raises(LLMUnavailable) as info:
            list(client.stream(MESSAGES))
    assert time.monotonic() - started < 1.4  # gave up on the client timeout, not the server
    assert len(server.requests) == 2
    assert "超时" in info.value.user_message


def test_timeout_then_success_is_retried(server):
    server.enqueue(FakeReply.delay(1.0), FakeReply.chat("及时回复"))
    with OpenAICompatibleLLM(make_config(server, timeout_s=0.25)) as client:
        assert client.complete(MESSAGES) == "及时回复"
    assert len(server.requests) == 2


def test_stall_midstream_after_text_is_unavailable_with_partial(server):
    server.enqueue(FakeReply.chat("慢慢说", chunks=["慢", "慢", "说"], drop_after=2, stall_s=1.0))
    with OpenAICompatibleLLM(make_config(server, timeout_s=0.25)) as client:
        got: list[str] = []
        with pytest.raises(LLMUnavailable) as info:
            for delta in client.stream(MESSAGES):
                got.append(delta)
    assert got == ["慢", "慢"] and info.value.partial_text == "慢慢"
    assert len(server.requests) == 1


def test_connection_refused_is_unavailable():
    with socket.socket() as s:  # a port that nothing listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    config = LLMClientConfig(
        base_url=f"http://127.0.0.1:{port}/v1", api_key=KEY, model="m", max_retries=1, backoff_base_s=0.01
    )
    with OpenAICompatibleLLM(config) as client:
        with pytest.raises(LLMUnavailable):
            client.complete(MESSAGES)
        assert isinstance(client.ping(), str)


# -- complete / complete_json / ping ---------------------------------------


def test_complete_returns_text_without_think(server, llm):
    server.enqueue(FakeReply.chat("<think>嗯</think>\n三亚四季如春。"))

    assert llm.complete(MESSAGES) == "三亚四季如春。"
    assert server.requests[0].body.get("stream") in (None, False)


def test_complete_empty_choices_is_bad_response(server, llm):
    server.enqueue(FakeReply.json({"id": "x", "object": "chat.completion", "created": 0, "model": "m", "choices": []}))

    with pytest.raises(LLMBadResponse):
        llm.complete(MESSAGES)


def test_complete_json_sends_response_format(server, llm):
    server.enqueue(FakeReply.chat('{"facts": []}'))

    assert llm.complete_json("抽取记忆，输出 JSON。", "我不吃海鲜") == '{"facts": []}'
    body = server.requests[0].body
    assert body["response_format"] == {"type": "json_object"}
    assert body["messages"][1] == {"role": "user", "content": "我不吃海鲜"}


def test_complete_json_falls_back_when_response_format_rejected(server):
    server.reject_params = frozenset({"response_format"})
    server.default_reply = FakeReply.chat('{"facts": ["不吃海鲜"]}')
    with OpenAICompatibleLLM(make_config(server)) as client:
        assert client.complete_json("输出 JSON", "我不吃海鲜") == '{"facts": ["不吃海鲜"]}'
        first, second = chat_bodies(server)
        assert "response_format" in first and "response_format" not in second

        # the fallback is remembered: the next call goes straight to plain mode
        client.complete_json("输出 JSON", "我花生过敏")
        assert len(chat_bodies(server)) == 3
        assert "response_format" not in chat_bodies(server)[2]


def test_complete_json_unrelated_400_is_raised_and_json_mode_kept(server, llm):
    server.enqueue(FakeReply.error(400, "context too long"), FakeReply.error(400, "context too long"))

    with pytest.raises(LLMError) as info:
        llm.complete_json("输出 JSON", "很长的对话……")
    assert info.value.status_code == 400 and len(server.requests) == 2

    llm.complete_json("输出 JSON", "短一点")
    assert "response_format" in chat_bodies(server)[2]  # one failure did not disable json mode


def test_complete_json_mentions_json_for_openai(server, llm):
    llm.complete_json("抽取用户的长期偏好。", "我喜欢安静的酒店")

    assert "JSON" in server.requests[0].body["messages"][0]["content"]


def test_ping_true_when_model_listed(server, llm):
    assert llm.ping() is True
    assert [r.path for r in server.requests] == ["/v1/models"]


def test_ping_unlisted_model_falls_back_to_tiny_completion(server):
    with OpenAICompatibleLLM(make_config(server, model="qwen-plus")) as client:
        assert client.ping() is True
    assert [r.path for r in server.requests] == ["/v1/models", "/v1/chat/completions"]
    assert server.requests[1].body["max_tokens"] == 1


def test_ping_bad_key_returns_chinese_reason(server):
    server.require_key = "sk-other"
    with OpenAICompatibleLLM(make_config(server)) as client:
        result = client.ping()
    assert isinstance(result, str) and "API Key" in result


def test_api_key_never_logged_or_in_errors(server, caplog):
    caplog.set_level(logging.DEBUG)
    server.enqueue(FakeReply.error(401, f"Incorrect API key provided: {KEY}"))
    with OpenAICompatibleLLM(make_config(server)) as client:
        assert KEY not in repr(client.config)
        with pytest.raises(LLMAuthError) as info:
            client.complete(MESSAGES)
    assert KEY not in str(info.value)
    assert KEY not in caplog.text


# -- the fake server itself -------------------------------------------------


def test_fake_embeddings_are_deterministic_in_both_encodings(server):
    client = openai.OpenAI(base_url=server.base_url, api_key=KEY, max_retries=0)
    as_b64 = client.embeddings.create(model="e", input=["三亚", "大理"]).data
    as_float = client.embeddings.create(model="e", input="三亚", encoding_format="float").data
    wide = client.embeddings.create(model="e", input="三亚", dimensions=32, encoding_format="float").data

    assert as_b64[0].embedding == pytest.approx(as_float[0].embedding, abs=1e-6)
    assert as_float[0].embedding == fake_embedding("三亚", 16)
    assert as_b64[0].embedding != pytest.approx(as_b64[1].embedding)
    assert len(wide[0].embedding) == 32
    client.close()


def test_fake_server_stops_promptly_with_a_client_waiting():
    srv = FakeOpenAIServer().start()
    srv.enqueue(FakeReply.delay(30, then=FakeReply.json({"object": "list", "data": []})), route="models")
    errors: list[BaseException] = []

    def call() -> None:
        try:
            openai.OpenAI(base_url=srv.base_url, api_key=KEY, max_retries=0, timeout=10).models.list()
        except openai.OpenAIError as exc:
            errors.append(exc)

    worker = threading.Thread(target=call)
    worker.start()
    while not srv.requests:
        time.sleep(0.01)
    started = time.monotonic()
    srv.stop()
    worker.join(timeout=5)
    assert time.monotonic() - started < 2
    assert not worker.is_alive() and errors


def test_think_filter_holds_back_only_possible_tags():
    f = ThinkFilter()
    assert f.feed("a<") == "a"
    assert f.feed("b") == "<b"
    assert f.feed("<thin") == ""
    assert f.flush() == "<thin"  # never closed as a tag: it was text
