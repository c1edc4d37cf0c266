"""How far a careful reader gets on a set: its choices scored as bench.eval scores the engine.

    python -m bench.reader bench/data/reader/holdout14.json [--json]

A reader file (bench/data/reader/) holds, for every probe of one memory-eval/v1
set, the memories a person would bring into the prompt (`ranked`, up to five,
best first) and those they would actually inject (`inject`), chosen by reading
each account's memories and messages without the set's labels. Scored with
bench.eval's own metric code, it says what recall@5 or injected recall a
reader reaches on data whose labels were written by someone else: the room
between the engine and the bars that more modelling could still win.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Optional

from bench.eval import RetrievalScores, load
from bench.latency import emit

ROOT = Path(__file__).resolve().parent.parent


def score_reader(reader: dict, data: dict) -> dict[str, Optional[float]]:
    """The reader's choices against the set's labels; every probe with `relevant` must be answered."""
    answers = {(u.get("tenant_id", "default"), u["user_id"], p["id"]): p
               for u in reader["users"] for p in u["probes"]}
    scores = RetrievalScores()
    for user in data["users"]:
        key = (user.get("tenant_id", "default"), user["user_id"])
        known = {str(m["id"]) for m in user.get("memories") or []}
        for probe in user.get("probes") or []:
            if "relevant" not in probe:
                continue
            answer = answers.get((*key, probe["id"]))
            if answer is None:
                raise ValueError(f"the reader did not answer {key[1]} {probe['id']}")
            unknown = (set(answer["ranked"]) | set(answer["inject"])) - known
            if unknown:
                raise ValueError(f"{key[1]} {probe['id']}: no such memories {sorted(unknown)}")
            scores.add({str(x) for x in probe["relevant"]}, [{m} for m in answer["ranked"]],
                       set(answer["inject"]), len(answer["inject"]))
    return scores.metrics()


def main(argv: Optional[list[str]] = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.reader", description=__doc__.splitlines()[0])
    parser.add_argument("reader", type=Path)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    try:
        reader = json.loads(args.reader.read_text(encoding="utf-8"))
        metrics = score_reader(reader, load(ROOT / reader["set"]))
    except (OSError, ValueError, KeyError, TypeError) as exc:  # EvalFormatError and JSON errors are ValueErrors
        print(f"error: {args.reader}: missing field {exc}" if isinstance(exc, KeyError) else f"error: {exc}", file=sys.stderr)
        return 2
    emit(metrics, as_json=args.json)
    return 0


if __name__ == "__main__":
    sys.exit(main())
