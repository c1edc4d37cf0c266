"""Scriptable test doubles (named Fake…)."""

from tests.fakes.openai_server import FakeOpenAIServer, FakeReply, RecordedRequest, fake_embedding

__all__ = ["FakeOpenAIServer", "FakeReply", "RecordedRequest", "fake_embedding"]
