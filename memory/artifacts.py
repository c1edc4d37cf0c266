"""Small trained models shipped as .npz files, each tied to the embedder it was trained for."""
from __future__ import annotations

import hashlib
import json
import logging
from pathlib import Path
from typing import Optional

import numpy as np

log = logging.getLogger(__name__)


def file_digest(path: Path) -> str:
    """A short content digest ("" for a missing file): a model records the digests of the files it was trained with."""
    return hashlib.sha256(path.read_bytes()).hexdigest()[:16] if path.exists() else ""


def save_npz(path: Path, embedder: str, info: dict, **arrays: np.ndarray) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    meta = json.dumps({"embedder": embedder, **info}, ensure_ascii=False)
    with open(path, "wb") as fh:  # a file handle: np.savez would append ".npz" to other names
        np.savez_compressed(fh, meta=np.array(meta), **arrays)


def load_npz(path: Path, embedder: str) -> Optional[tuple[dict[str, np.ndarray], dict]]:
    """(arrays, meta) of the file at `path` if it was trained for `embedder`, else None (and why, in the log)."""
    if not path.exists():
        log.info("no trained model at %s: recall goes on without it", path)
        return None
    with np.load(path, allow_pickle=False) as data:
        meta = json.loads(str(data["meta"]))
        arrays = {name: data[name] for name in data.files if name != "meta"}
    if meta.get("embedder") != embedder:
        log.info("%s was trained for %s, not %s: not used", path.name, meta.get("embedder"), embedder)
        return None
    return arrays, meta
