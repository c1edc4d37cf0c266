"""Accounts: demo accounts seeded with a few memories, and login users from a file.

Demo mode (the default) shows a switcher; with auth on, the user id comes only
from the authenticated request and the users file is the list of who may log in.
Passwords are kept only as PBKDF2 hashes; a plain `password` in the file is
hashed at load time (fine for demos; use `password_hash` elsewhere:
`python -m ui.accounts hash-password`).
"""
from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import logging
import re
import secrets
import sys
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Awaitable, Callable, Iterable, Optional

import yaml

from memory.engine import MemoryEngine
from memory.models import MemoryCandidate, Owner

log = logging.getLogger(__name__)

PBKDF2_ITERATIONS = 200_000
USER_ID_RE = re.compile(r"^[A-Za-z0-9_.@-]{1,64}$")
MAX_DISPLAY_NAME = 24


class AccountError(ValueError):
    """A users file or an account name is invalid; the message says why (in Chinese)."""


# ---------------------------------------------------------------- demo accounts

# (content, type, slot, importance, the user's words) — a few facts per account so the demo isn't empty
DEMO_MEMORIES: dict[str, list[tuple[str, str, str, float, str]]] = {
    "chenmo": [
        ("用户喜欢住安静的民宿", "preference", "hotel.quiet", 0.75, "我喜欢住安静一点的民宿"),
        ("用户喜欢拍照，偏爱能看日落的地方", "preference", "like.photo", 0.7, "我爱拍照，最好能看日落"),
        ("用户每晚住宿预算不超过600元", "constraint", "budget.hotel", 0.8, "住宿一晚别超过600"),
    ],
    "lilei": [
        ("用户吃素", "constraint", "diet.vegetarian", 0.95, "我吃素的"),
        ("用户常带6岁的儿子一起出行", "relation", "companion.child", 0.85, "我一般带着6岁的儿子出去玩"),
        ("用户住在北京", "profile", "home_city", 0.8, "我住在北京"),
    ],
    "alice": [
        ("用户不吃辣", "constraint", "diet.spicy", 0.9, "I can't eat spicy food"),
        ("用户晕车，长途大巴要尽量避免", "constraint", "transport.carsick", 0.85, "我晕车，别坐长途大巴"),
        ("用户喜欢博物馆和美术馆", "preference", "like.museum", 0.75, "I love museums and galleries"),
    ],
}


def seed_demo_accounts(engine: MemoryEngine, demo_accounts: Iterable, tenant_id: str) -> list[Owner]:
    """Create the demo accounts once, each with its preset memories. Idempotent."""
    existing = {a.user_id for a in engine.store.list_accounts(tenant_id)}
    owners = []
    for acc in demo_accounts:
        owner = Owner(tenant_id, acc.user_id)
        owners.append(owner)
        if acc.user_id in existing:
            continue
        engine.store.ensure_account(owner, display_name=acc.display_name, is_demo=True)
        for content, mtype, slot, importance, words in DEMO_MEMORIES.get(acc.user_id, []):
            cand = MemoryCandidate(content=content, memory_type=mtype, slot=slot, importance=importance,
                                   confidence=0.9, source_type="system_preset", source_excerpt=words,
                                   extractor="system")
            engine.remember(owner, cand, actor="system", reason="演示账号预置记忆")
        log.info("seeded demo account %s", acc.user_id)
    return owners


def new_demo_account(engine: MemoryEngine, tenant_id: str, display_name: str) -> Owner:
    name = clean_display_name(display_name)
    owner = Owner(tenant_id, f"u_{uuid.uuid4().hex[:10]}")
    engine.store.ensure_account(owner, display_name=name, is_demo=True)
    return owner


def clean_display_name(value: Optional[str]) -> str:
    name = " ".join((value or "").split())
    if not name:
        raise AccountError("请先填写新账号的名字")
    if len(name) > MAX_DISPLAY_NAME:
        raise AccountError(f"名字太长了，请控制在 {MAX_DISPLAY_NAME} 个字以内")
    return name


# ---------------------------------------------------------------- login users


@dataclass(frozen=True)
class User:
    username: str
    password_hash: str = ""  # pbkdf2_sha256$iterations$salt$hex
    password_sha256: str = ""  # legacy: unsalted hex digest
    display_name: str = ""
    admin: bool = False  # may change the app-wide LLM/recall settings

    def check(self, password: str) -> bool:
        if self.password_hash:
            return verify_password(password, self.password_hash)
        if self.password_sha256:
            digest = hashlib.sha256(password.encode("utf-8")).hexdigest()
            return hmac.compare_digest(digest, self.password_sha256.lower())
        return False


def hash_password(password: str, *, salt: Optional[str] = None, iterations: int = PBKDF2_ITERATIONS) -> str:
    salt = salt or secrets.token_hex(16)
    digest = hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), salt.encode("ascii"), iterations).hex()
    return f"pbkdf2_sha256${iterations}${salt}${digest}"


def verify_password(password: str, encoded: str) -> bool:
    try:
        algo, iterations, salt, digest = encoded.split("$")
        if algo != "pbkdf2_sha256":
            return False
        computed = hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), salt.encode("ascii"), int(iterations)).hex()
    except (ValueError, UnicodeEncodeError):
        return False
    return hmac.compare_digest(computed, digest)


def load_users(path: Path) -> dict[str, User]:
    """Read {users: [{username, password | password_hash | password_sha256, display_name, admin}]}."""
    try:
        raw = path.read_text(encoding="utf-8")
        data = json.loads(raw) if path.suffix.lower() == ".json" else yaml.safe_load(raw)
    except (OSError, ValueError, yaml.YAMLError) as exc:
        raise AccountError(f"无法读取用户文件 {path}：{exc}") from exc
    entries = data.get("users") if isinstance(data, dict) else None
    if not isinstance(entries, list) or not entries:
        raise AccountError(f"用户文件 {path} 需要一个非空的 users 列表")
    users: dict[str, User] = {}
    for i, entry in enumerate(entries):
        if not isinstance(entry, dict):
            raise AccountError(f"用户文件第 {i + 1} 项不是一个映射")
        username = str(entry.get("username", "")).strip()
        if not USER_ID_RE.match(username):
            raise AccountError(f"用户文件第 {i + 1} 项的 username 不合法（字母、数字、_.@- ，最多 64 位）")
        if username in users:
            raise AccountError(f"用户文件里 {username} 出现了两次")
        plain = entry.get("password")
        user = User(
            username=username,
            password_hash=str(entry.get("password_hash") or (hash_password(str(plain)) if plain else "")),
            password_sha256=str(entry.get("password_sha256") or ""),
            display_name=str(entry.get("display_name") or username)[:MAX_DISPLAY_NAME],
            admin=bool(entry.get("admin", False)),
        )
        if not (user.password_hash or user.password_sha256):
            raise AccountError(f"用户 {username} 没有设置密码（password / password_hash / password_sha256）")
        users[username] = user
    return users


def check_login(users: dict[str, User], username: str, password: str) -> bool:
    user = users.get(username or "")
    if user is None:
        hash_password(password or "", salt="0" * 32)  # same work either way: no user-name oracle
        return False
    return user.check(password or "")


def authenticator(users: dict[str, User]) -> Callable[[str, str], Awaitable[bool]]:
    """The callable gradio's launch(auth=…) awaits; PBKDF2 runs off the event loop."""

    async def check(username: str, password: str) -> bool:
        return await asyncio.to_thread(check_login, users, username, password)

    return check


def ensure_login_accounts(engine: MemoryEngine, users: dict[str, User], tenant_id: str) -> None:
    for user in users.values():
        engine.store.ensure_account(Owner(tenant_id, user.username), display_name=user.display_name)


def main(argv: list[str]) -> int:
    if len(argv) >= 1 and argv[0] == "hash-password":
        import getpass

        password = argv[1] if len(argv) > 1 else getpass.getpass("密码：")
        print(hash_password(password))
        return 0
    print("用法：python -m ui.accounts hash-password [密码]", file=sys.stderr)
    return 2


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main(sys.argv[1:]))
