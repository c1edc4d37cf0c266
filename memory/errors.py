"""The memory engine's named errors. They become user-facing text at the edges (ui/, app.py)."""


class MemoryError_(Exception):
    """Base class for memory engine errors."""


class NotFound(MemoryError_):
    """The memory does not exist for this owner (it may exist for someone else: never say so)."""


class InvalidMemory(MemoryError_):
    """Content or fields fail validation; the message says which and why."""


class EmbeddingError(MemoryError_):
    """The embedder could not produce vectors."""


class ImportFormatError(MemoryError_):
    """An import file is malformed or belongs to another account; nothing was changed."""
