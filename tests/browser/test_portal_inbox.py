"""The inbox in Chromium against the real stack: a client texts the salon's number (through the gateway, signed as
Twilio signs); the owner sees the conversation, takes it over, replies (booking sends the text) and hands it back;
taken over again and left for a day on the stack's moved clock, it goes back to the agent and the owner is
e-mailed. Screenshots at 1280 and 375 px."""

import re
from datetime import UTC, datetime, timedelta
from urllib.parse import urlencode

import httpx
import pytest
from playwright.async_api import expect

from ringbook_common.messaging.twilio import SIGNATURE_HEADER, request_signature
from ringbook_common.testing.wait import eventually
from ringbook_devstack.text import PATH, form

CLIENT = "+15550108821"
WIDE = {"width": 1280, "height": 900}
PHONE = {"width": 375, "height": 740}
REPLY = "Hi, this is the owner: Friday at 3 works, shall I book it?"


@pytest.fixture
def pinned(stack):
    stack.pin_clock(datetime.now(UTC))
    yield stack
    stack.unpin_clock()


async def text(gateway, stack, *, to: str, body: str) -> None:
    fields = form(to=to, sender=CLIENT, body=body)
    public_url = f"http://localhost:{stack.gateway_port}{PATH}"
    token = (stack.secrets_dir / "text-provider-token").read_text().strip()
    response = await gateway.post(PATH, content=urlencode(fields), headers={
        "content-type": "application/x-www-form-urlencoded",
        SIGNATURE_HEADER: request_signature(public_url, fields, token)})
    assert response.status_code == 200, response.text


async def outbox(owner: httpx.AsyncClient, to: str, channel: str, containing: str) -> dict:
    async def arrived() -> dict | None:
        found = (await owner.get("/dev/outbox", params={"to": to})).json()
        return next((one for one in found if one["channel"] == channel and containing in one["body"]), None)
    return await eventually(arrived, timeout=30)


async def test_the_owner_takes_a_text_conversation_over_replies_and_hands_it_back(
        pinned, gateway, owner_session, owner_page, configure_salon, launch_receptionist, screenshots_dir):
    stack = pinned
    async with owner_session(name="Ines Inbox") as owner:
        await configure_salon(owner, name="Salon Buzon")
        number = (await launch_receptionist(owner))["phoneNumber"]
        email = (await owner.get("/portal/whoami")).json()["user"]["email"]
        await text(gateway, stack, to=number, body="Hi! Do you have anything Friday afternoon?")

        async with owner_page(owner, "/app/inbox", heading="Inbox", viewport=WIDE) as page:
            # The local line's number texts: the owner is told clients text it.
            await expect(page.get_by_text(re.compile(r"Clients text \(\d{3}\) \d{3}-\d{4}"))).to_be_visible()
            conversation = page.get_by_role("list", name="Conversations").get_by_role("button", name=re.compile("8821"))
            # The receptionist has answered the client: its reply is the thread's last text.
            await expect(conversation).to_contain_text("Receptionist:")
            await expect(conversation).to_contain_text("1 new")
            await conversation.click()
            texts = page.get_by_role("list", name="Texts")
            await expect(texts.get_by_role("listitem").first).to_contain_text("Client")
            await expect(texts.get_by_role("listitem").first).to_contain_text("anything Friday afternoon?")
            await expect(page.get_by_text("Receptionist answering").last).to_be_visible()

            await page.get_by_role("button", name="Take over").click()
            await expect(page.get_by_text("You are answering").last).to_be_visible()
            await page.get_by_label("Your reply").fill(REPLY)
            await page.get_by_role("button", name="Send").click()
            mine = texts.get_by_role("listitem").filter(has_text=REPLY)
            await expect(mine).to_contain_text("You")
            await expect(page.get_by_label("Your reply")).to_have_value("")
            sent = await outbox(owner, CLIENT, "sms", REPLY)
            assert sent["body"] == REPLY  # booking sent it, through the salon's limits
            await page.screenshot(path=f"{screenshots_dir}/inbox-1280.png", full_page=True)

            await page.get_by_role("button", name="Hand back to the agent").click()
            await expect(page.get_by_role("button", name="Take over")).to_be_visible()
            await expect(page.get_by_label("Your reply")).to_have_count(0)

            await page.get_by_role("button", name="Take over").click()
            await expect(page.get_by_role("button", name="Hand back to the agent")).to_be_visible()
            stack.move_clock(timedelta(hours=24, minutes=1))
            notice = await outbox(owner, email, "email", "nobody has written in it for 24 hours")
            assert notice["subject"] == "A text conversation went back to your receptionist"
            await page.reload()
            await page.get_by_role("list", name="Conversations").get_by_role("button", name=re.compile("8821")).click()
            await expect(page.get_by_text(re.compile("Nobody wrote for 24 hours"))).to_be_visible()
            await expect(page.get_by_role("button", name="Take over")).to_be_visible()
            assert page.problems == []

        async with owner_page(owner, "/app/inbox", heading="Inbox", viewport=PHONE, is_mobile=True,
                              has_touch=True) as phone:
            await phone.get_by_role("list", name="Conversations").get_by_role("button", name=re.compile("8821")).click()
            await expect(phone.get_by_role("button", name="Back to conversations")).to_be_visible()
            await expect(phone.get_by_role("list", name="Texts")).to_contain_text(REPLY)
            await phone.screenshot(path=f"{screenshots_dir}/inbox-375.png", full_page=True)
            assert await phone.evaluate("document.scrollingElement.scrollWidth - window.innerWidth") == 0
            await phone.get_by_role("button", name="Back to conversations").click()
            await phone.screenshot(path=f"{screenshots_dir}/inbox-375-list.png", full_page=True)
            assert phone.problems == []
