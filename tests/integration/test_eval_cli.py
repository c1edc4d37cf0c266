"""bench.eval runs any memory-eval/v1 file unchanged, including odd ones, and prints exactly its keys."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

from bench.eval import METRIC_KEYS, evaluate

ROOT = Path(__file__).resolve().parents[2]
SHARED_EXAMPLE = ROOT.parent / "shared" / "eval" / "example.json"

ODD_FILE = {
    "format": "memory-eval/v1",
    "name": "odd",
    "users": [
        {
            "user_id": "u1",
            "memories": [
                {"id": "a", "content": "用户不吃香菜", "type": "habit", "importance": "0.8", "created_at": "2026-01-02"},
                {"id": "b", "content": "用户对猫毛过敏"},
                {"id": "c", "content": "   "},
                {"id": 7, "content": "用户喜欢爬山", "type": "preference", "created_at": "2026-03-01T10:00:00Z"},
            ],
            "probes": [
                {"id": "p1", "query": "推荐几家餐厅", "relevant": ["a"]},
                {"id": "p2", "query": "周末去哪爬山", "relevant": [7]},
                {"id": "p3", "query": "今天美元汇率多少", "relevant": []},
            ],
        },
        {"user_id": "u1", "tenant_id": "other", "memories": [{"id": "x", "content": "用户不吃香菜，也不吃葱"}],
         "probes": [{"id": "q", "query": "推荐几家餐厅", "relevant": ["x"], "forbid": [["猫毛"]]}]},
        {"user_id": "empty"},
    ],
}


def test_odd_file_runs_and_reports_every_key(tmp_path: Path):
    path = tmp_path / "odd.json"
    path.write_text(json.dumps(ODD_FILE, ensure_ascii=False), encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "bench.eval", str(path), "--track", "all", "--json"],
                         cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr
    metrics = json.loads(out.stdout.strip().splitlines()[-1])
    assert list(metrics) == METRIC_KEYS
    assert "'c' not loaded" in out.stderr  # the blank memory is reported, not fatal
    assert metrics["cross_user_leaks"] == 0 and metrics["forbidden_hits"] == 0
    assert metrics["r_recall_at_5"] == 1.0  # both answerable probes find their memory (int ids included)
    assert metrics["e_hit_rate"] is None  # no `expect` anywhere: nothing to score, not zero


def test_bad_format_is_a_clear_error(tmp_path: Path):
    path = tmp_path / "bad.json"
    path.write_text('{"format": "something-else", "users": []}', encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "bench.eval", str(path), "--json"], cwd=ROOT,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 2 and "memory-eval/v1" in out.stderr


@pytest.mark.skipif(not SHARED_EXAMPLE.exists(), reason="../shared/eval/example.json not present")
def test_shared_example_meets_the_bars():
    m = evaluate(SHARED_EXAMPLE, "all")["metrics"]
    assert m["r_recall_at_5"] >= 0.95 and m["r_mrr"] >= 0.85
    assert m["r_injected_recall"] >= 0.9 and m["r_abstention"] >= 0.6
    assert m["e_hit_rate"] >= 0.9 and m["e_extraction_recall"] >= 0.9 and m["e_noise_ratio"] <= 0.1
    assert m["forbidden_hits"] == 0 and m["cross_user_leaks"] == 0


def test_calibrate_sweeps_a_grid_over_one_load_and_restores_constants(tmp_path: Path, capsys):
    from bench import calibrate
    from memory import recall as recall_scoring

    path = tmp_path / "odd.json"
    path.write_text(json.dumps(ODD_FILE, ensure_ascii=False), encoding="utf-8")
    before = recall_scoring.TRAVEL_FLOOR
    assert calibrate.main([str(path), "--grid", "TRAVEL_FLOOR=1.0,0.6", "score_threshold=0.25,0.99"]) == 0
    lines = [ln for ln in capsys.readouterr().out.splitlines() if ln.strip()]
    assert len(lines) == 4 and all(ln.count("odd: r@1") == 1 for ln in lines)
    # a threshold nothing reaches injects nothing: injected recall 0, every abstention right
    strict = [ln for ln in lines if "score_threshold=0.99" in ln]
    assert len(strict) == 2 and all("injR 0.000 abst 1.000" in ln for ln in strict)
    assert recall_scoring.TRAVEL_FLOOR == before
    assert calibrate.main([str(path), "--grid", "NO_SUCH=1"]) == 2
    assert calibrate.main([str(path), "--grid", "bogus=1"]) == 2
