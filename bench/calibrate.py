"""Sweep recall constants over memory-eval/v1 files: how the recall thresholds were chosen.

    python -m bench.calibrate FILE.json [FILE.json ...] \\
        --grid TRAVEL_FLOOR=1.0,0.8,0.6 score_threshold=0.22,0.25

Each file is written once into a fresh temporary engine (the same loading as
bench.eval); then every point of the grid re-runs only the probes, so a sweep
of dozens of points costs seconds after the load. Names in UPPER case are the
constants of memory/recall.py; lower-case names are fields of
`memory.retrieval` (memory/config.py). Prints one line per grid point with
recall@1, recall@5, MRR, injected recall and abstention per file.

It sweeps the hand-set noisy-OR, so it runs with the learned fusion
(memory/fusion.py, retrained by bench/train_fusion.py) switched off: these
constants decide recall wherever the fusion does not apply.

Tune on the dev/test sets, then look at the holdout once: a constant chosen by
looking at the holdout makes its figures no longer blind.
"""
from __future__ import annotations

import argparse
import itertools
import logging
import sys
import tempfile
from pathlib import Path
from typing import Optional

from bench.eval import EvalFormatError, LoadedSet, Tally, load, load_track_r, score_track_r
from memory import recall as recall_scoring
from memory.config import MemoryConfig, RetrievalConfig
from memory.engine import MemoryEngine

SHOWN = (("r_recall_at_1", "r@1"), ("r_recall_at_5", "r@5"), ("r_mrr", "MRR"),
         ("r_injected_recall", "injR"), ("r_abstention", "abst"))


def parse_grid(items: list[str]) -> dict[str, list[float]]:
    grid: dict[str, list[float]] = {}
    for item in items:
        name, _, values = item.partition("=")
        if not values:
            raise ValueError(f"grid item {item!r} must look like NAME=v1,v2")
        if name.isupper():
            if not isinstance(getattr(recall_scoring, name, None), (int, float)):
                raise ValueError(f"memory/recall.py has no numeric constant {name}")
        elif name not in RetrievalConfig.model_fields:
            raise ValueError(f"memory.retrieval has no field {name}")
        grid[name] = [float(v) for v in values.split(",")]
    return grid


def apply(engine: MemoryEngine, point: dict[str, float]) -> None:
    for name, value in point.items():
        if name.isupper():
            setattr(recall_scoring, name, value)
        else:
            setattr(engine.config.retrieval, name, value)


def line(metrics: dict) -> str:
    return " ".join(f"{label} {metrics[key]:.3f}" if metrics[key] is not None else f"{label} -"
                    for key, label in SHOWN)


def main(argv: Optional[list[str]] = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.calibrate", description=__doc__.splitlines()[0])
    parser.add_argument("files", type=Path, nargs="+")
    parser.add_argument("--grid", nargs="*", default=[], help="NAME=v1,v2 … (UPPER: memory/recall.py, lower: memory.retrieval)")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.WARNING)
    try:
        grid = parse_grid(args.grid)
        sets = [(path.stem, load(path)) for path in args.files]
    except (ValueError, EvalFormatError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    defaults = {name: getattr(recall_scoring, name) if name.isupper() else None for name in grid}
    with tempfile.TemporaryDirectory(prefix="yitu-calibrate-") as tmp:
        loaded: list[tuple[str, MemoryEngine, LoadedSet]] = []
        try:
            for i, (name, data) in enumerate(sets):
                cfg = MemoryConfig(data_dir=Path(tmp) / str(i))
                cfg.retrieval.learned_fusion = False  # these constants shape the noisy-OR, the fusion's fallback
                engine = MemoryEngine(cfg)
                loaded.append((name, engine, load_track_r(engine, data)))
                print(f"loaded {name}", file=sys.stderr, flush=True)
            names = list(grid)
            for values in itertools.product(*(grid[n] for n in names)) if names else [()]:
                point = dict(zip(names, values))
                parts = []
                for name, engine, got in loaded:
                    apply(engine, point)
                    parts.append(f"{name}: {line(score_track_r(engine, got, Tally()))}")
                label = " ".join(f"{k}={v:g}" for k, v in point.items()) or "defaults"
                print(f"{label} | " + " | ".join(parts), flush=True)
        finally:
            for name, value in defaults.items():
                if value is not None:
                    setattr(recall_scoring, name, value)
            for _, engine, _ in loaded:
                engine.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
