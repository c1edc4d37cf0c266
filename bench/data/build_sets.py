#!/usr/bin/env python3
"""Build the project's own memory-eval/v1 sets from hand-written sources.

    python bench/data/build_sets.py           # write the JSON files, check them, print a summary
    python bench/data/build_sets.py --check   # only check the JSON files already on disk

Sources (all hand-written, reviewable) live in bench/data/src/:
  background_pool.py   ~490 background statements (work, family, hobbies, past trips …)
  retrieval_dev.py     track R users/probes, dev split (tune on this)
  retrieval_test.py    track R users/probes, test split (held out)
  dialogue.py          track E multi-session dialogues, gold facts and probes
Outputs (bench/data/):
  zh_retrieval_dev.json, zh_retrieval_test.json, zh_dialogue.json

Pure python, deterministic: background sampling and timestamps come from
random.Random seeded with a fixed seed plus the set and user names, so a rebuild
produces byte-identical files.

Probe ids carry their kind as a suffix ("p3-para"): para = paraphrase with few
shared characters, task = a request whose relevant memories follow from intent,
direct = a direct question about the user, abst = needs no personal memory
(relevant: []), expiry = asked after a dated memory has expired (that memory is
forbidden), bg = targets a background memory.
"""
from __future__ import annotations

import argparse
import importlib.util
import json
import random
import re
import sys
import unicodedata
from collections import Counter
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path

SEED = 20260712
TZ = "+08:00"
HERE = Path(__file__).resolve().parent
SRC = HERE / "src"
FORMAT = "memory-eval/v1"
TYPES = {"preference", "profile", "constraint", "goal", "event", "relation"}
KINDS = ("para", "task", "direct", "abst", "expiry", "bg")
R_FILES = {"dev": "zh_retrieval_dev.json", "test": "zh_retrieval_test.json"}
E_FILE = "zh_dialogue.json"


def load_src(name: str):
    spec = importlib.util.spec_from_file_location(f"_yitu_bench_src_{name}", SRC / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def fold(text: str) -> str:
    return unicodedata.normalize("NFKC", text).lower()


def ts(value: str) -> str:
    """'2026-08-12T21:40:00' -> '2026-08-12T21:40:00+08:00' (already-zoned values pass through)."""
    return value if value.endswith(TZ) else value + TZ


def parse_ts(value: str) -> datetime:
    return datetime.fromisoformat(value)


# --------------------------------------------------------------------------- background pool


@dataclass
class BgItem:
    topic: str
    mtype: str
    text: str
    tags: set = field(default_factory=set)
    excl: dict = field(default_factory=dict)  # family -> cluster


def parse_pool(text: str) -> list[BgItem]:
    items: list[BgItem] = []
    topic = mtype = None
    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith("##"):
            parts = line[2:].split()
            topic, mtype = parts[0], parts[-1]
            assert mtype in TYPES, f"bad type in pool header: {line}"
            continue
        tags, excl = set(), {}
        m = re.match(r"^\[([^\]]+)\]\s*(.+)$", line)
        if m:
            for tag in (t.strip() for t in m.group(1).split(",")):
                if ":" in tag:
                    fam, cl = tag.split(":", 1)
                    excl[fam] = cl
                else:
                    tags.add(tag)
            line = m.group(2).strip()
        assert topic, "statement before the first topic header"
        assert line.startswith("用户"), f"background statement must be third person: {line}"
        items.append(BgItem(topic, mtype, line, tags, excl))
    texts = [it.text for it in items]
    dup = [t for t, c in Counter(texts).items() if c > 1]
    assert not dup, f"duplicate background statements: {dup}"
    return items


def _random_time(rng: random.Random, first: str, last: str) -> str:
    d0 = datetime.fromisoformat(first + "T00:00:00")
    d1 = datetime.fromisoformat(last + "T00:00:00")
    day = d0 + timedelta(days=rng.randint(0, (d1 - d0).days))
    moment = day.replace(hour=rng.randint(7, 23), minute=rng.randint(0, 59), second=rng.randint(0, 59))
    return ts(moment.isoformat())


def sample_background(user: dict, pool: list[BgItem], places: list[str], rng: random.Random) -> list[BgItem]:
    n = user.get("background", 0)
    if not n:
        return []
    by_text = {it.text: it for it in pool}
    pins = list(user.get("bg_pin", []))
    for pin in pins:
        assert pin in by_text, f"{user['user_id']}: pinned statement not in pool: {pin}"
    core_text = " ".join(c[3] for c in user["core"])
    answered = " ".join(p[2] for p in user["probes"] if p[3])  # abstention queries keep their hard negatives
    blocked_places = {pl for pl in places if pl in core_text or pl in answered}
    forbid_kws = {fold(k) for p in user["probes"] if len(p) > 4 and p[4] for alts in p[4] for k in alts}
    ex_topics = set(user.get("bg_exclude_topics", []))
    ex_tags = set(user.get("bg_exclude_tags", []))
    ex_kw = list(user.get("bg_exclude_kw", []))

    def clean(it: BgItem) -> bool:
        return (not any(pl in it.text for pl in blocked_places)
                and not any(k in fold(it.text) for k in forbid_kws))

    def allowed(it: BgItem) -> bool:
        return (it.topic not in ex_topics and not (it.tags & ex_tags)
                and not any(k in it.text for k in ex_kw) and clean(it))

    for pin in pins:
        assert clean(by_text[pin]), f"{user['user_id']}: pinned statement clashes with the user's places/forbids: {pin}"
    cands = [it for it in pool if it.text not in pins and allowed(it)]
    forced = {fam: cl for pin in pins for fam, cl in by_text[pin].excl.items()}
    families = sorted({fam for it in cands for fam in it.excl} | set(forced))
    chosen = {}
    for fam in families:
        clusters = sorted({it.excl[fam] for it in cands if fam in it.excl})
        chosen[fam] = forced.get(fam) or rng.choice(clusters)
    cands = [it for it in cands if all(chosen[f] == c for f, c in it.excl.items())]
    k = n - len(pins)
    assert len(cands) >= k, f"{user['user_id']}: only {len(cands)} background candidates for {k}"
    picked = rng.sample(cands, k) + [by_text[p] for p in pins]
    rng.shuffle(picked)
    return picked


# --------------------------------------------------------------------------- builders


def build_retrieval(split: str, src, pool: list[BgItem], places: list[str]) -> dict:
    users_out = []
    for user in src.USERS:
        tenant = user.get("tenant_id", "default")
        rng = random.Random(f"{SEED}:{split}:{tenant}:{user['user_id']}")
        first, last = user["window"]
        memories = []
        for core in user["core"]:
            mid, mtype, imp, content = core[:4]
            created = core[4] if len(core) > 4 and core[4] else None
            valid_until = core[5] if len(core) > 5 else None
            mem = {"id": mid, "content": content, "type": mtype, "importance": imp,
                   "created_at": ts(created) if created else _random_time(rng, first, last)}
            if valid_until:
                mem["valid_until"] = ts(valid_until)
            memories.append(mem)
        text_to_id = {}
        for i, it in enumerate(sample_background(user, pool, places, rng), 1):
            bid = f"b{i:03d}"
            text_to_id[it.text] = bid
            memories.append({"id": bid, "content": it.text, "type": it.mtype,
                             "importance": round(rng.choice([0.5, 0.55, 0.6, 0.6, 0.65, 0.7, 0.75, 0.8]), 2),
                             "created_at": _random_time(rng, first, last)})
        probes = []
        for p in user["probes"]:
            pid, at, query, relevant = p[:4]
            forbid = p[4] if len(p) > 4 else None
            rel = []
            for r in relevant:
                if r.startswith("@"):
                    assert r[1:] in text_to_id, f"{user['user_id']} {pid}: {r} not sampled"
                    rel.append(text_to_id[r[1:]])
                else:
                    rel.append(r)
            probe = {"id": pid, "at": ts(at), "query": query, "relevant": rel}
            if forbid:
                probe["forbid"] = forbid
            probes.append(probe)
        out = {"user_id": user["user_id"], "tenant_id": tenant, "memories": memories, "probes": probes}
        users_out.append(out)
    return {"format": FORMAT, "name": src.NAME, "users": users_out}


def build_dialogue(src) -> dict:
    users_out = []
    for user in src.USERS:
        sessions = []
        for sid, started, turns in user["sessions"]:
            t0 = parse_ts(ts(started))
            out_turns = []
            for i, (role, text) in enumerate(turns):
                out_turns.append({"role": {"U": "user", "A": "assistant"}[role], "content": text,
                                  "at": (t0 + timedelta(minutes=i)).isoformat()})
            sessions.append({"session_id": sid, "started_at": ts(started), "turns": out_turns})
        probes = []
        for p in user["probes"]:
            pid, at, query, expect = p[:4]
            probe = {"id": pid, "at": ts(at), "query": query, "expect": expect}
            if len(p) > 4 and p[4]:
                probe["forbid"] = p[4]
            probes.append(probe)
        users_out.append({"user_id": user["user_id"], "tenant_id": user.get("tenant_id", "default"),
                          "sessions": sessions, "gold": user["gold"], "probes": probes})
    return {"format": FORMAT, "name": src.NAME, "users": users_out}


# --------------------------------------------------------------------------- writing


def dumps(data: dict) -> str:
    """Readable JSON: structure indented, one memory / turn / probe per line."""
    j = lambda o: json.dumps(o, ensure_ascii=False)  # noqa: E731
    lines = ["{", f'  "format": {j(data["format"])},', f'  "name": {j(data["name"])},', '  "users": [']
    for ui, user in enumerate(data["users"]):
        lines.append("    {")
        body = []
        for key, value in user.items():
            if key in ("memories", "probes", "gold"):
                inner = ",\n".join(f"        {j(x)}" for x in value)
                body.append(f'      {j(key)}: [\n{inner}\n      ]')
            elif key == "sessions":
                sess = []
                for s in value:
                    turns = ",\n".join(f"            {j(t)}" for t in s["turns"])
                    sess.append(f'        {{"session_id": {j(s["session_id"])}, "started_at": {j(s["started_at"])}, '
                                f'"turns": [\n{turns}\n        ]}}')
                body.append(f'      "sessions": [\n' + ",\n".join(sess) + "\n      ]")
            else:
                body.append(f"      {j(key)}: {j(value)}")
        lines.append(",\n".join(body))
        lines.append("    }" + ("," if ui < len(data["users"]) - 1 else ""))
    lines += ["  ]", "}"]
    text = "\n".join(lines) + "\n"
    assert json.loads(text) == data
    return text


# --------------------------------------------------------------------------- checks


def kind_of(pid: str) -> str:
    kind = pid.split("-", 1)[1] if "-" in pid else "?"
    assert kind in KINDS, f"probe id {pid!r} has no known kind suffix"
    return kind


def _owner(u: dict) -> tuple[str, str]:
    return (u.get("tenant_id") or "default", u["user_id"])


def _check_common(data: dict, where: str) -> None:
    assert data.get("format") == FORMAT, f"{where}: format"
    assert isinstance(data.get("name"), str) and data["name"], f"{where}: name"
    owners = [_owner(u) for u in data["users"]]
    assert len(owners) == len(set(owners)), f"{where}: duplicate (tenant, user_id)"
    queries = [fold(p["query"]).strip() for u in data["users"] for p in u["probes"]]
    dup = [q for q, c in Counter(queries).items() if c > 1]
    assert not dup, f"{where}: duplicated probe queries {dup}"


def check_retrieval(data: dict, where: str) -> dict:
    _check_common(data, where)
    users = data["users"]
    assert len(users) >= 10, f"{where}: needs >= 10 users"
    stats = Counter()
    kinds = Counter()
    rel_sizes = Counter()
    heavy = 0
    for u in users:
        who = f"{where}:{u.get('tenant_id')}/{u['user_id']}"
        assert "sessions" not in u and "gold" not in u, who
        mems = u["memories"]
        ids = [m["id"] for m in mems]
        assert len(ids) == len(set(ids)), f"{who}: duplicate memory ids"
        contents = [m["content"] for m in mems]
        assert len(contents) == len(set(contents)), f"{who}: duplicate memory contents"
        core = [m for m in mems if m["id"].startswith("m")]
        bg = [m for m in mems if m["id"].startswith("b")]
        assert 5 <= len(core) <= 12, f"{who}: {len(core)} core memories"
        assert not bg or 150 <= len(bg) <= 250, f"{who}: {len(bg)} background memories"
        heavy += len(mems) >= 150
        by_id = {m["id"]: m for m in mems}
        latest = max(parse_ts(m["created_at"]) for m in mems)
        for m in mems:
            assert m["type"] in TYPES, f"{who}: type {m['type']}"
            assert 0.5 <= m["importance"] <= 0.95, f"{who}: importance {m['importance']}"
            assert m["created_at"].endswith(TZ), f"{who}: created_at tz"
            assert parse_ts(m["created_at"]).year in (2025, 2026), f"{who}: created_at year"
            assert m["content"].startswith("用户"), f"{who}: content must be a third-person fact"
        pids = [p["id"] for p in u["probes"]]
        assert len(pids) == len(set(pids)), f"{who}: duplicate probe ids"
        for p in u["probes"]:
            kind = kind_of(p["id"])
            kinds[kind] += 1
            at = parse_ts(p["at"])
            assert at > latest, f"{who} {p['id']}: probe asked before some memory was created"
            rel = p["relevant"]
            assert len(rel) == len(set(rel)) and all(r in by_id for r in rel), f"{who} {p['id']}: relevant ids"
            assert (kind == "abst") <= (not rel), f"{who} {p['id']}: abst probe must have relevant []"
            if kind == "bg":
                assert any(r.startswith("b") for r in rel), f"{who} {p['id']}: bg probe must cite a background memory"
            rel_sizes[len(rel)] += 1
            expired = set()
            src_probe = _SRC_PROBES.get((where, _owner(u), p["id"]))
            if src_probe and len(src_probe) > 5:
                expired = set(src_probe[5])
            if kind == "expiry":
                assert expired, f"{who} {p['id']}: expiry probe must name the expired memory"
            for eid in expired:
                assert eid not in rel, f"{who} {p['id']}: expired memory listed as relevant"
                m = by_id[eid]
                assert m["type"] in ("event", "goal"), f"{who} {p['id']}: expired memory must be an event/goal"
                assert any(any(fold(k) in fold(m["content"]) for k in alts) for alts in p.get("forbid", [])), \
                    f"{who} {p['id']}: forbid does not name the expired memory"
                if "valid_until" in m:
                    assert parse_ts(m["valid_until"]) < at, f"{who} {p['id']}: memory not yet expired"
            for alts in p.get("forbid", []):
                assert alts and all(isinstance(k, str) and k for k in alts), f"{who} {p['id']}: forbid"
                for m in mems:
                    if m["id"] in expired:
                        continue
                    hit = [k for k in alts if fold(k) in fold(m["content"])]
                    assert not hit, f"{who} {p['id']}: forbid {hit} occurs in own memory {m['id']} {m['content']}"
        stats["memories"] += len(mems)
        stats["core"] += len(core)
        stats["background"] += len(bg)
        stats["probes"] += len(u["probes"])
    assert stats["probes"] >= 60, f"{where}: needs >= 60 probes"
    share = sum(n for k, n in rel_sizes.items() if k == 0) / stats["probes"]
    assert 0.18 <= share <= 0.30, f"{where}: abstention share {share:.2f}"
    assert heavy * 2 >= len(users), f"{where}: only {heavy} users with >= 150 memories"
    forbids = sum(1 for u in users for p in u["probes"] if p.get("forbid"))
    return {"users": len(users), "tenants": len({u.get('tenant_id') for u in users}),
            "users_150plus": heavy, **stats, "kinds": dict(kinds), "relevant_sizes": dict(sorted(rel_sizes.items())),
            "abstention_share": round(share, 3), "probes_with_forbid": forbids}


def check_dialogue(data: dict, where: str) -> dict:
    _check_common(data, where)
    users = data["users"]
    assert len(users) >= 10, f"{where}: needs >= 10 users"
    st = Counter()
    english_users = 0
    for u in users:
        who = f"{where}:{u['user_id']}"
        assert "memories" not in u, f"{who}: track E users carry no memories"
        assert 2 <= len(u["sessions"]) <= 4, f"{who}: sessions"
        assert 4 <= len(u["gold"]) <= 8, f"{who}: {len(u['gold'])} gold facts"
        assert 3 <= len(u["probes"]) <= 6, f"{who}: probes"
        user_text = ""
        last = None
        for s in u["sessions"]:
            assert 3 <= len(s["turns"]) <= 10, f"{who} {s['session_id']}: {len(s['turns'])} turns"
            start = parse_ts(s["started_at"])
            assert last is None or start > last, f"{who}: sessions out of order"
            last = start
            for t in s["turns"]:
                assert t["role"] in ("user", "assistant") and t["content"], who
                if t["role"] == "user":
                    user_text += "\n" + fold(t["content"])
            st["turns"] += len(s["turns"])
        if re.search(r"\b(i'm|i am|my name)\b", user_text):
            english_users += 1
        for alts in u["gold"]:
            assert any(fold(k) in user_text for k in alts), f"{who}: gold {alts} is not in anything the user said"
        gold_kws = {fold(k) for alts in u["gold"] for k in alts}
        for p in u["probes"]:
            assert parse_ts(p["at"]) > last, f"{who} {p['id']}: probe before the last session"
            assert "relevant" not in p, who
            for alts in p["expect"]:
                assert {fold(k) for k in alts} & gold_kws, f"{who} {p['id']}: expect {alts} not among gold"
            for alts in p.get("forbid", []):
                for k in alts:
                    clash = [g for g in gold_kws if fold(k) in g or g in fold(k)]
                    assert not clash, f"{who} {p['id']}: forbid {k!r} overlaps gold keywords {clash}"
            st["expect_facts"] += len(p["expect"])
            st["abstain_probes"] += not p["expect"]
            st["probes_with_forbid"] += bool(p.get("forbid"))
        st["sessions"] += len(u["sessions"])
        st["gold"] += len(u["gold"])
        st["probes"] += len(u["probes"])
    assert english_users >= 1, f"{where}: needs an English-speaking user"
    return {"users": len(users), **st, "english_users": english_users}


_SRC_PROBES: dict = {}


def _index_src_probes(where: str, src) -> None:
    for user in src.USERS:
        owner = (user.get("tenant_id", "default"), user["user_id"])
        for p in user["probes"]:
            _SRC_PROBES[(where, owner, p[0])] = p


def check_cross(dev: dict, test: dict) -> None:
    od = {_owner(u) for u in dev["users"]}
    ot = {_owner(u) for u in test["users"]}
    assert not od & ot, f"dev and test share users {od & ot}"
    qd = {fold(p["query"]) for u in dev["users"] for p in u["probes"]}
    qt = {fold(p["query"]) for u in test["users"] for p in u["probes"]}
    assert not qd & qt, f"dev and test share queries {qd & qt}"
    cd = {m["content"] for u in dev["users"] for m in u["memories"] if m["id"].startswith("m")}
    ct = {m["content"] for u in test["users"] for m in u["memories"] if m["id"].startswith("m")}
    assert not cd & ct, f"dev and test share core facts {cd & ct}"
    ids = [u["user_id"] for u in dev["users"] + test["users"]]
    shared_ids = {i for i, c in Counter(ids).items() if c > 1}
    for i in shared_ids:  # the same user_id may only recur under a different tenant
        tenants = [u.get("tenant_id") for u in dev["users"] + test["users"] if u["user_id"] == i]
        assert len(tenants) == len(set(tenants)), f"user_id {i} repeated within one tenant"


# --------------------------------------------------------------------------- main


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true", help="check the JSON files on disk, do not rebuild")
    args = ap.parse_args(argv)

    pool_src = load_src("background_pool")
    pool = parse_pool(pool_src.POOL)
    srcs = {"dev": load_src("retrieval_dev"), "test": load_src("retrieval_test")}
    dialog_src = load_src("dialogue")
    for split, src in srcs.items():
        _index_src_probes(R_FILES[split], src)

    if not args.check:
        for split, src in srcs.items():
            data = build_retrieval(split, src, pool, pool_src.PLACE_WORDS)
            (HERE / R_FILES[split]).write_text(dumps(data), encoding="utf-8")
        (HERE / E_FILE).write_text(dumps(build_dialogue(dialog_src)), encoding="utf-8")

    loaded = {name: json.loads((HERE / name).read_text(encoding="utf-8")) for name in (*R_FILES.values(), E_FILE)}
    print(f"background pool: {len(pool)} distinct statements in {len({it.topic for it in pool})} topics")
    for name in R_FILES.values():
        summary = check_retrieval(loaded[name], name)
        size = (HERE / name).stat().st_size
        print(f"{name} ({size / 1024:.0f} KiB): {json.dumps(summary, ensure_ascii=False)}")
    check_cross(loaded[R_FILES["dev"]], loaded[R_FILES["test"]])
    summary = check_dialogue(loaded[E_FILE], E_FILE)
    size = (HERE / E_FILE).stat().st_size
    print(f"{E_FILE} ({size / 1024:.0f} KiB): {json.dumps(summary, ensure_ascii=False)}")
    print("all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
