"""Every evaluation and training set on disk is exactly what its build script writes.

The JSON files are generated (bench/data/README.md); a hand edit to one, or a
script changed without a rebuild, would make the figures in the notes
unreproducible. Each script's --check validates its file and compares it
byte for byte with a fresh build.
"""
import subprocess
import sys
from pathlib import Path

import pytest

DATA = Path(__file__).resolve().parents[2] / "bench" / "data"
SCRIPTS = sorted(
    [DATA / "build_sets.py", *DATA.glob("holdout*/build_*.py"), *DATA.glob("train/build_*.py"),
     *DATA.glob("train/set*/build_*.py")]
)


def test_every_set_has_a_build_script():
    names = {p.parent.name for p in SCRIPTS}
    assert {"holdout10", "holdout11", "holdout12", "holdout13", "holdout14", "set2", "set18"} <= names and len(SCRIPTS) >= 35


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: str(p.relative_to(DATA)))
def test_set_matches_its_build_script(script: Path):
    done = subprocess.run([sys.executable, "-B", str(script), "--check"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
