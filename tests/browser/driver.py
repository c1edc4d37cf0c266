"""A small page object for driving 忆途 in Chromium through its stable element ids."""
from __future__ import annotations

import re
import time

from playwright.sync_api import Page, expect

BOT = "#chatbot [data-testid='bot']"
USER = "#chatbot [data-testid='user']"


class Yitu:
    def __init__(self, page: Page) -> None:
        self.page = page
        self.turns = 0  # user turns in the current session, as the layers panel counts them

    # ------------------------------------------------------------ accounts
    def wait_ready(self) -> None:
        expect(self.page.locator("#account-line")).to_contain_text(re.compile("当前账号|已登录"))

    def new_account(self, name: str) -> None:
        self.wait_ready()
        self.page.fill("#new-account-name input, #new-account-name textarea", name)
        self.page.click("#new-account")
        expect(self.page.locator("#account-line")).to_contain_text(name)
        expect(self.page.locator(USER)).to_have_count(0)
        self.turns = 0

    def switch_account(self, name: str) -> None:
        self._choose("#account", name)
        expect(self.page.locator("#account-line")).to_contain_text(name)
        self.turns = 0

    # ------------------------------------------------------------ chat
    def chat_tab(self) -> None:
        self.page.get_by_role("tab", name="对话").click()

    def type_message(self, text: str) -> None:
        self.page.fill("#chat-input textarea", text)

    def send(self, text: str) -> str:
        """Send with Enter and wait until the turn is finished; returns the reply text."""
        self.type_message(text)
        bots = self.page.locator(BOT).count()
        users = self.page.locator(USER).count()
        self.page.press("#chat-input textarea", "Enter")
        # the message must show up as a user bubble: a dropped Enter fails here, not later
        expect(self.page.locator(USER)).to_have_count(users + 1)
        self.wait_turn_done(bots)
        return self.last_reply()

    def wait_turn_done(self, bots_before: int) -> None:
        self.turns += 1
        expect(self.page.locator(BOT)).to_have_count(bots_before + 1)
        # the handler's last step re-renders the layers with the new turn count; the
        # notice timer can show that count earlier (the turn is stored when it starts),
        # so also wait for the reply to stop growing
        expect(self.page.locator("#memory-layers")).to_contain_text(f"本会话 {self.turns} 轮")
        self.wait_reply_settled()

    def wait_reply_settled(self, quiet_s: float = 1.5, timeout_s: float = 30.0) -> None:
        deadline = time.monotonic() + timeout_s
        last, since = None, time.monotonic()
        while time.monotonic() < deadline:
            text = self.last_reply()
            if text != last:
                last, since = text, time.monotonic()
            elif time.monotonic() - since >= quiet_s:
                return
            time.sleep(0.1)
        raise AssertionError(f"the reply was still changing after {timeout_s:.0f} s")

    def new_session(self) -> None:
        self.page.click("#new-session")
        expect(self.page.locator(USER)).to_have_count(0)
        expect(self.page.locator("#memory-layers")).to_contain_text("本会话 0 轮")
        self.turns = 0

    def last_reply(self) -> str:
        return self.page.locator(BOT).last.inner_text()

    def recalled(self) -> str:
        return self.page.locator("#recalled-memories").inner_text()

    def memory_contents(self, where: str) -> list[str]:
        """The memory texts shown in a panel (not their provenance lines)."""
        return self.page.locator(f"{where} .yt-content").all_inner_texts()

    def layers(self) -> str:
        return self.page.locator("#memory-layers").inner_text()

    # ------------------------------------------------------------ memory manager
    def memory_tab(self) -> None:
        self.page.get_by_role("tab", name="记忆管理").click()
        self.page.wait_for_selector("#memory-list")

    def memory_list(self) -> str:
        return self.page.locator("#memory-list").inner_text()

    def add_memory(self, content: str, type_label: str = "约束") -> None:
        # right after an account switch the freshly mounted tab may still apply the switch's cleared value and
        # wipe text just typed: the app then answers "记忆内容不能为空" and the text is typed once more
        status = self.page.locator("#memory-status")
        for _ in range(2):
            self.page.fill("#memory-add-text textarea, #memory-add-text input", content)
            self._choose("#memory-add-type", type_label)
            self.page.click("#memory-add")
            expect(status).to_contain_text(re.compile("已添加|记忆内容不能为空"))
            if "已添加" in status.inner_text():
                break
        expect(status).to_contain_text("已添加")
        expect(self.page.locator("#memory-list")).to_contain_text(content)

    def select_memory(self, content: str) -> None:
        self._choose("#memory-select", content)
        expect(self.page.locator("#memory-edit textarea")).to_have_value(content)

    def edit_selected(self, new_content: str) -> None:
        self.page.fill("#memory-edit textarea", new_content)
        self.page.click("#memory-save")
        expect(self.page.locator("#memory-status")).to_contain_text("已保存为新版本")

    def delete_selected(self) -> None:
        self.page.click("#memory-delete")
        expect(self.page.locator("#memory-status")).to_contain_text("已删除")

    def undo_delete(self) -> None:
        self.page.click("#memory-undo")
        expect(self.page.locator("#memory-status")).to_contain_text("已恢复")

    def _choose(self, elem: str, label: str) -> None:
        self.page.click(f"{elem} input")
        self.page.locator(f"{elem} [role=option]", has_text=label).first.click()


def wait_until(predicate, timeout: float = 15.0, interval: float = 0.2) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(interval)
    return False
