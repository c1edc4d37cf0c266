"""A real-HTTP fake of the OpenAI-compatible API, scriptable like simonw/llm's mock model.

    with FakeOpenAIServer() as srv:
        srv.enqueue(FakeReply.chat("你好", chunks=["你", "好"]))
        client = openai.OpenAI(base_url=srv.base_url, api_key="k")
        ...
        srv.requests[-1].body["messages"]

It speaks HTTP/1.1 over a loopback socket (stdlib only), so clients exercise
their real transport: SSE framing, chunked encoding, partial network writes,
timeouts and dropped connections.
"""

from __future__ import annotations

import base64
import hashlib
import json
import queue
import socket
import struct
import sys
import threading
import time
from dataclasses import dataclass, field, replace
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Iterable, Literal, Sequence

Route = Literal["chat", "embeddings", "models"]

_ROUTES: dict[str, Route] = {
    "/v1/chat/completions": "chat",
    "/v1/embeddings": "embeddings",
    "/v1/models": "models",
}
_ERROR_TYPES = {
    400: "invalid_request_error",
    401: "invalid_request_error",
    403: "permission_error",
    404: "invalid_request_error",
    429: "rate_limit_exceeded",
}


@dataclass(frozen=True)
class FakeReply:
    """One scripted answer. Build with the class methods; fields combine freely."""

    text: str | None = None  # assistant text (JSON completion, or SSE when the request streams)
    chunks: tuple[str, ...] | None = None  # stream deltas; default: `text` cut into 3-char pieces
    json_body: Any = None  # sent verbatim as the JSON body
    status: int = 200
    headers: tuple[tuple[str, str], ...] = ()
    delay_s: float = 0.0  # before the status line, to trip client timeouts
    chunk_delay_s: float = 0.0  # between SSE events
    write_size: int | None = None  # send each SSE event in writes of this many bytes
    split_utf8: bool = False  # send each SSE event in writes cut inside every multi-byte character
    drop_after: int | None = None  # close the socket after this many content events
    stall_s: float = 0.0  # with drop_after: go silent this long before hanging up
    raw_sse: tuple[bytes, ...] | None = None  # exact SSE body writes, for malformed streams
    finish_reason: str = "stop"

    @classmethod
    def chat(
        cls,
        text: str,
        *,
        chunks: Sequence[str] | None = None,
        write_size: int | None = None,
        split_utf8: bool = False,
        drop_after: int | None = None,
        stall_s: float = 0.0,
        delay_s: float = 0.0,
        chunk_delay_s: float = 0.0,
    ) -> FakeReply:
        if chunks is not None and "".join(chunks) != text:
            raise ValueError("chunks must join to text")
        return cls(
            text=text,
            chunks=tuple(chunks) if chunks is not None else None,
            write_size=write_size,
            split_utf8=split_utf8,
            drop_after=drop_after,
            stall_s=stall_s,
            delay_s=delay_s,
            chunk_delay_s=chunk_delay_s,
        )

    @classmethod
    def json(cls, body: Any, *, status: int = 200, delay_s: float = 0.0) -> FakeReply:
        return cls(json_body=body, status=status, delay_s=delay_s)

    @classmethod
    def error(
        cls,
        status: int,
        message: str = "fake error",
        *,
        param: str | None = None,
        retry_after: float | None = None,
    ) -> FakeReply:
        body = {
            "error": {
                "message": message,
                "type": _ERROR_TYPES.get(status, "server_error"),
                "param": param,
                "code": None,
            }
        }
        headers = (("retry-after", str(retry_after)),) if retry_after is not None else ()
        return cls(json_body=body, status=status, headers=headers)

    @classmethod
    def sse(cls, *writes: bytes | str, chunk_delay_s: float = 0.0) -> FakeReply:
        """A stream whose body is exactly these writes (each flushed on its own)."""
        raw = tuple(w.encode() if isinstance(w, str) else w for w in writes)
        return cls(raw_sse=raw, chunk_delay_s=chunk_delay_s)

    @classmethod
    def delay(cls, seconds: float, then: FakeReply | None = None) -> FakeReply:
        base = then or cls.chat("（延迟后的回复）")
        return replace(base, delay_s=seconds)


@dataclass(frozen=True)
class RecordedRequest:
    method: str
    path: str
    headers: dict[str, str]  # lower-cased names
    body: Any  # parsed JSON, or None


@dataclass
class _State:
    queues: dict[Route, queue.Queue[FakeReply]] = field(
        default_factory=lambda: {r: queue.Queue() for r in ("chat", "embeddings", "models")}
    )
    requests: list[RecordedRequest] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)
    stopping: threading.Event = field(default_factory=threading.Event)
    connections: set[socket.socket] = field(default_factory=set)


class FakeOpenAIServer:
    """Loopback HTTP server on port 0; `base_url` ends in `/v1`."""

    def __init__(
        self,
        *,
        default_reply: FakeReply | None = None,
        models: Sequence[str] = ("fake-model",),
        embedding_dim: int = 16,
        require_key: str | None = None,
        reject_params: Iterable[str] = (),
    ) -> None:
        self.default_reply = default_reply or FakeReply.chat("好的。")
        self.models = tuple(models)
        self.embedding_dim = embedding_dim
        self.require_key = require_key  # when set, other bearer keys get a 401
        self.reject_params = frozenset(reject_params)  # chat params answered with a 400
        self._state = _State()
        self._httpd: _Server | None = None
        self._thread: threading.Thread | None = None

    # -- lifecycle ---------------------------------------------------------
    def start(self) -> FakeOpenAIServer:
        httpd = _Server(("127.0.0.1", 0), _Handler)
        httpd.fake = self
        self._httpd = httpd
        self._thread = threading.Thread(target=httpd.serve_forever, args=(0.05,), name="fake-openai", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._httpd is None:
            return
        state = self._state
        state.stopping.set()  # wakes handlers sleeping in a scripted delay
        self._httpd.shutdown()
        with state.lock:
            conns = list(state.connections)
        for conn in conns:  # unblock handlers waiting on idle keep-alive sockets
            try:
                conn.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
        self._httpd.server_close()  # joins handler threads
        if self._thread is not None:
            self._thread.join(timeout=5)
        self._httpd = None

    def __enter__(self) -> FakeOpenAIServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    # -- scripting and inspection -----------------------------------------
    @property
    def base_url(self) -> str:
        assert self._httpd is not None, "server not started"
        host, port = self._httpd.server_address[:2]
        return f"http://{host}:{port}/v1"

    def enqueue(self, *replies: FakeReply, route: Route = "chat") -> None:
        for reply in replies:
            self._state.queues[route].put(reply)

    def next_reply(self, route: Route) -> FakeReply | None:
        try:
            return self._state.queues[route].get_nowait()
        except queue.Empty:
            return None

    @property
    def requests(self) -> list[RecordedRequest]:
        with self._state.lock:
            return list(self._state.requests)

    def requests_to(self, route: Route) -> list[RecordedRequest]:
        return [r for r in self.requests if _ROUTES.get(r.path) == route]

    def clear(self) -> None:
        with self._state.lock:
            self._state.requests.clear()
        for q in self._state.queues.values():
            while not q.empty():
                q.get_nowait()


def fake_embedding(text: str, dim: int) -> list[float]:
    """Deterministic unit vector from a hash: same text, same vector, any process."""
    raw = bytearray()
    block = 0
    while len(raw) < dim * 4:
        raw += hashlib.sha256(f"{block}\x00{text}".encode()).digest()
        block += 1
    ints = struct.unpack(f"<{dim}I", bytes(raw[: dim * 4]))
    vec = [i / 0xFFFFFFFF * 2.0 - 1.0 for i in ints]
    norm = sum(v * v for v in vec) ** 0.5 or 1.0
    return [v / norm for v in vec]


# -- HTTP plumbing ----------------------------------------------------------


class _Server(ThreadingHTTPServer):
    daemon_threads = False  # so server_close() joins handlers and stop() is clean
    block_on_close = True
    fake: FakeOpenAIServer

    def handle_error(self, request: Any, client_address: Any) -> None:
        # Clients hanging up (timeouts, drops) are expected here, not failures.
        if isinstance(sys.exc_info()[1], OSError):
            return
        super().handle_error(request, client_address)


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive and chunked encoding, like real endpoints
    timeout = 10  # idle keep-alive sockets give up eventually
    server: _Server

    # -- connection tracking so stop() can unblock us
    def setup(self) -> None:
        super().setup()
        # No Nagle: each flushed piece leaves as its own segment, so splits reach the client.
        self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        state = self.server.fake._state
        with state.lock:
            state.connections.add(self.connection)

    def finish(self) -> None:
        state = self.server.fake._state
        with state.lock:
            state.connections.discard(self.connection)
        try:
            super().finish()
        except OSError:
            pass

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - stdlib signature
        return  # keep pytest output clean

    # -- dispatch
    def do_GET(self) -> None:
        self._dispatch()

    def do_POST(self) -> None:
        self._dispatch()

    def _dispatch(self) -> None:
        fake = self.server.fake
        body = self._read_json()
        path = self.path.split("?", 1)[0]
        headers = {k.lower(): v for k, v in self.headers.items()}
        with fake._state.lock:
            fake._state.requests.append(RecordedRequest(self.command, path, headers, body))

        route = _ROUTES.get(path)
        if route is None:
            self._send_json(404, FakeReply.error(404, f"no route {path}").json_body)
            return
        if fake.require_key is not None and headers.get("authorization") != f"Bearer {fake.require_key}":
            self._send_json(401, FakeReply.error(401, "Incorrect API key provided").json_body)
            return
        if route == "chat" and isinstance(body, dict):
            rejected = sorted(fake.reject_params & body.keys())
            if rejected:
                msg = f"Unsupported parameter: {rejected[0]}"
                self._send_json(400, FakeReply.error(400, msg, param=rejected[0]).json_body)
                return

        reply = fake.next_reply(route)
        if reply is not None and reply.delay_s and fake._state.stopping.wait(reply.delay_s):
            self.close_connection = True
            return
        if route == "chat":
            self._chat(reply or fake.default_reply, body if isinstance(body, dict) else {})
        elif reply is not None:
            self._send_scripted(reply)
        elif route == "embeddings":
            self._send_json(200, _embeddings_body(body if isinstance(body, dict) else {}, fake.embedding_dim))
        else:
            data = [{"id": m, "object": "model", "created": 0, "owned_by": "fake"} for m in fake.models]
            self._send_json(200, {"object": "list", "data": data})

    def _read_json(self) -> Any:
        length = int(self.headers.get("content-length") or 0)
        raw = self.rfile.read(length) if length else b""
        try:
            return json.loads(raw) if raw else None
        except ValueError:
            return None

    # -- replies
    def _chat(self, reply: FakeReply, req: dict[str, Any]) -> None:
        if reply.text is None:
            if reply.raw_sse is not None:
                self._stream_raw(reply)
            else:
                self._send_scripted(reply)
            return
        if req.get("stream"):
            self._stream_text(reply, req)
        else:
            self._send_json(200, _completion_body(reply, req))

    def _send_scripted(self, reply: FakeReply) -> None:
        self._send_json(reply.status, reply.json_body, reply.headers)

    def _send_json(self, status: int, body: Any, headers: Sequence[tuple[str, str]] = ()) -> None:
        data = json.dumps(body, ensure_ascii=False).encode()
        self.send_response(status)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(data)))
        for name, value in headers:
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(data)
        self.wfile.flush()

    def _start_sse(self) -> None:
        self.send_response(200)
        self.send_header("content-type", "text/event-stream; charset=utf-8")
        self.send_header("cache-control", "no-cache")
        self.send_header("transfer-encoding", "chunked")
        self.end_headers()
        self.wfile.flush()

    def _write_chunk(self, data: bytes) -> None:
        """One HTTP chunk, flushed: one network write as the client sees it."""
        if not data:
            return
        self.wfile.write(b"%x\r\n%s\r\n" % (len(data), data))
        self.wfile.flush()

    def _write_event(self, event: bytes, reply: FakeReply) -> None:
        if reply.chunk_delay_s:
            time.sleep(reply.chunk_delay_s)
        pieces = _cut(event, reply)
        for n, piece in enumerate(pieces):
            if n:
                time.sleep(0.001)  # give the client a chance to read each piece on its own
            self._write_chunk(piece)

    def _end_stream(self) -> None:
        self.wfile.write(b"0\r\n\r\n")
        self.wfile.flush()

    def _drop(self) -> None:
        """Hang up mid-body: no terminating chunk, so the client sees a broken stream."""
        self.wfile.flush()
        try:
            self.connection.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        self.close_connection = True

    def _stream_text(self, reply: FakeReply, req: dict[str, Any]) -> None:
        text = reply.text or ""
        pieces = reply.chunks if reply.chunks is not None else [text[i : i + 3] for i in range(0, len(text), 3)]
        model = str(req.get("model", "fake-model"))
        self._start_sse()
        self._write_event(_sse(_chunk(model, {"role": "assistant", "content": ""}, None)), reply)
        for n, piece in enumerate(pieces):
            if reply.drop_after is not None and n >= reply.drop_after:
                self.server.fake._state.stopping.wait(reply.stall_s)
                self._drop()
                return
            self._write_event(_sse(_chunk(model, {"content": piece}, None)), reply)
        self._write_event(_sse(_chunk(model, {}, reply.finish_reason)), reply)
        if (req.get("stream_options") or {}).get("include_usage"):
            usage = _chunk(model, {}, None) | {"choices": [], "usage": _usage(req, text)}
            self._write_event(_sse(usage), reply)
        self._write_event(b"data: [DONE]\n\n", reply)
        self._end_stream()

    def _stream_raw(self, reply: FakeReply) -> None:
        self._start_sse()
        for write in reply.raw_sse or ():
            if reply.chunk_delay_s:
                time.sleep(reply.chunk_delay_s)
            self._write_chunk(write)
        self._end_stream()


# -- response bodies ----------------------------------------------------------


def _cut(event: bytes, reply: FakeReply) -> list[bytes]:
    """Network writes for one SSE event, per the reply's splitting options."""
    if reply.split_utf8:
        # Cut after the lead byte of every multi-byte character: the client must reassemble.
        cuts = [i + 1 for i, b in enumerate(event) if b >= 0xC0]
        bounds = [0, *cuts, len(event)]
        return [event[a:b] for a, b in zip(bounds, bounds[1:])]
    size = reply.write_size or len(event)
    return [event[i : i + size] for i in range(0, len(event), size)]


def _sse(payload: dict[str, Any]) -> bytes:
    # ensure_ascii=False puts raw multi-byte UTF-8 on the wire, as real servers do.
    return b"data: " + json.dumps(payload, ensure_ascii=False).encode() + b"\n\n"


def _chunk(model: str, delta: dict[str, Any], finish: str | None) -> dict[str, Any]:
    return {
        "id": "chatcmpl-fake",
        "object": "chat.completion.chunk",
        "created": 0,
        "model": model,
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
    }


def _usage(req: dict[str, Any], text: str) -> dict[str, int]:
    prompt = sum(len(str(m.get("content", ""))) for m in req.get("messages", []) if isinstance(m, dict))
    return {"prompt_tokens": prompt, "completion_tokens": len(text), "total_tokens": prompt + len(text)}


def _completion_body(reply: FakeReply, req: dict[str, Any]) -> dict[str, Any]:
    text = reply.text or ""
    return {
        "id": "chatcmpl-fake",
        "object": "chat.completion",
        "created": 0,
        "model": str(req.get("model", "fake-model")),
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": text},
                "finish_reason": reply.finish_reason,
            }
        ],
        "usage": _usage(req, text),
    }


def _embeddings_body(req: dict[str, Any], default_dim: int) -> dict[str, Any]:
    inputs = req.get("input", [])
    texts = [inputs] if isinstance(inputs, str) else [str(t) for t in inputs]
    dim = int(req.get("dimensions") or default_dim)
    data = []
    for i, text in enumerate(texts):
        vec = fake_embedding(text, dim)
        emb: Any = vec
        if req.get("encoding_format") == "base64":  # the SDK asks for this by default
            emb = base64.b64encode(struct.pack(f"<{dim}f", *vec)).decode()
        data.append({"object": "embedding", "index": i, "embedding": emb})
    tokens = sum(len(t) for t in texts)
    return {
        "object": "list",
        "data": data,
        "model": str(req.get("model", "fake-embedding")),
        "usage": {"prompt_tokens": tokens, "total_tokens": tokens},
    }
