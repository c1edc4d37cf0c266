"""bench.reader scores a reader's choices with bench.eval's own metric code."""
import json
from pathlib import Path

import pytest

from bench.eval import load
from bench.reader import ROOT, score_reader

SET = {
    "format": "memory-eval/v1", "name": "tiny",
    "users": [{"user_id": "u1", "memories": [{"id": "a", "content": "用户不吃海鲜"}, {"id": "b", "content": "用户怕冷"},
                                              {"id": "c", "content": "用户养了一只猫"}],
               "probes": [{"id": "p1", "query": "推荐餐厅", "relevant": ["a"]},
                          {"id": "p2", "query": "冬天去哪", "relevant": ["a", "b"]},
                          {"id": "p3", "query": "今天几号", "relevant": []}]}],
}


def reader(**answers):
    return {"set": "tiny.json", "users": [{"user_id": "u1", "probes": [
        {"id": pid, "ranked": ranked, "inject": inject} for pid, (ranked, inject) in answers.items()]}]}


def test_a_readers_choices_are_scored_like_the_engines():
    m = score_reader(reader(p1=(["c", "a"], ["a"]), p2=(["b"], ["b"]), p3=([], [])), SET)
    assert m["r_recall_at_1"] == 0.5  # p1 misses at 1; p2 is counted over min(1, 2 relevant)
    assert m["r_mrr"] == 0.75 and m["r_recall_at_5"] == 0.75
    assert m["r_injected_recall"] == 0.75 and m["r_injected_precision"] == 1.0 and m["r_abstention"] == 1.0
    assert score_reader(reader(p1=(["a"], ["a"]), p2=(["a", "b"], ["a", "b"]), p3=(["c"], ["c"])), SET)["r_abstention"] == 0.0


def test_a_missing_answer_or_an_unknown_memory_is_an_error():
    with pytest.raises(ValueError, match="did not answer u1 p3"):
        score_reader(reader(p1=(["a"], []), p2=(["b"], [])), SET)
    with pytest.raises(ValueError, match="no such memories"):
        score_reader(reader(p1=(["zz"], []), p2=(["b"], []), p3=([], [])), SET)


@pytest.mark.parametrize("path", sorted((ROOT / "bench" / "data" / "reader").glob("*.json")), ids=lambda p: p.stem)
def test_the_shipped_reader_files_answer_every_probe_of_their_set(path: Path):
    data = json.loads(path.read_text(encoding="utf-8"))
    metrics = score_reader(data, load(ROOT / data["set"]))
    assert all(v is not None for v in metrics.values())


def test_the_cli_says_what_is_wrong_with_a_bad_file(tmp_path, capsys):
    from bench.reader import main

    assert main([str(tmp_path / "missing.json")]) == 2
    assert "No such file" in capsys.readouterr().err
    bad = tmp_path / "bad.json"
    bad.write_text('{"users": []}', encoding="utf-8")
    assert main([str(bad)]) == 2
    assert "missing field 'set'" in capsys.readouterr().err
