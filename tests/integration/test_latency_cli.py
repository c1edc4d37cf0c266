"""bench.latency and bench.first_token run end to end on a small store; latency says how much CPU the host took away."""
import json
import subprocess
import sys
from pathlib import Path

from bench.latency import steal_share

ROOT = Path(__file__).resolve().parents[2]


def test_steal_share_is_the_stolen_part_of_the_ticks_in_between():
    assert steal_share((10, 1000), (60, 1200)) == 0.25
    assert steal_share((10, 1000), (10, 1100)) == 0.0
    # no ticks passed, or no /proc/stat: no figure rather than a made-up one
    assert steal_share((10, 1000), (10, 1000)) is None
    assert steal_share(None, (10, 1000)) is None


def test_cli_prints_every_figure_for_a_small_store():
    out = subprocess.run([sys.executable, "-m", "bench.latency", "--memories", "60", "--users", "3",
                          "--queries", "12", "--json"], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr
    figures = json.loads(out.stdout)
    assert figures["memories"] == 60 and figures["users"] == 3 and figures["queries"] == 12
    assert 0 < figures["recall_p50_ms"] <= figures["recall_p95_ms"]
    assert figures["insert_per_s"] > 0
    assert 0 < figures["recall_long_p50_ms"] <= figures["recall_long_p95_ms"]
    assert figures["long_message_chars"] >= 60  # long enough for the clipping to matter
    share = figures["steal_share"]
    assert share is None or 0.0 <= share <= 1.0
    if Path("/proc/stat").exists():
        assert share is not None


def test_first_token_cli_reports_short_and_long_turns_apart():
    out = subprocess.run([sys.executable, "-m", "bench.first_token", "--memories", "60", "--users", "3",
                          "--turns", "10", "--json"], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr
    figures = json.loads(out.stdout)
    assert figures["turns"] == 10 and figures["memories"] == 65  # 60 synthetic + the seed user's 5
    for name in ("pipeline", "pipeline_long", "first_delta", "recall"):
        assert 0 < figures[f"{name}_p50_ms"] <= figures[f"{name}_p95_ms"]
    # recall is part of the pipeline, which is part of the wait for the first delta
    assert figures["recall_p50_ms"] <= figures["pipeline_p50_ms"] <= figures["first_delta_p50_ms"]
