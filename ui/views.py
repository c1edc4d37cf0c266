"""Which account and chat session each browser tab shows right now.

The notice timer sends the (account, session) it saw when it fired. If the
user opened a new session or switched account while that poll was on its way,
its answer would paint the old session's panel over the new one (CI caught
"本会话 2 轮" after 新会话). Handlers that change the view record it here; the
poll, a reply still streaming and the memory manager's answers are dropped
when their view is no longer shown (in demo mode, account A's list under
account B's name would look like a leak).

Keyed by gradio's per-tab session hash. This is a display guard, not identity:
who a request acts for still comes from `AppContext.owner`.
"""
from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Any, Optional

from memory.models import Owner

MAX_TABS = 4096  # least recently changed tabs are forgotten first; a forgotten tab is simply unguarded


class ShownViews:
    def __init__(self, max_tabs: int = MAX_TABS) -> None:
        self._shown: OrderedDict[str, tuple[Owner, Optional[str]]] = OrderedDict()
        self._max_tabs = max_tabs
        self._lock = threading.Lock()

    def show(self, request: Any, owner: Owner, session_id: Optional[str]) -> None:
        tab = _tab(request)
        if tab is None:
            return
        with self._lock:
            self._shown[tab] = (owner, session_id)
            self._shown.move_to_end(tab)
            while len(self._shown) > self._max_tabs:
                self._shown.popitem(last=False)

    def is_shown(self, request: Any, owner: Owner, session_id: Optional[str]) -> bool:
        """False only when this tab is known to show something else now."""
        tab = _tab(request)
        if tab is None:
            return True
        with self._lock:
            shown = self._shown.get(tab)
        return shown is None or shown == (owner, session_id)

    def shows_account(self, request: Any, owner: Owner) -> bool:
        """False only when this tab is known to show another account now (any session of it)."""
        tab = _tab(request)
        if tab is None:
            return True
        with self._lock:
            shown = self._shown.get(tab)
        return shown is None or shown[0] == owner


def _tab(request: Any) -> Optional[str]:
    return getattr(request, "session_hash", None) or None
