"""Our texts and e-mails are not a relay: a new salon cannot text any number as often as it likes, names that
reach a text carry no links, and a caller's words never reach a mail header.

Texts leave booking's job loop a moment after the booking; a test waits until the loop has dealt with every job
of its appointments (read from booking's database) before it counts what reached the outbox.
"""

import ast
import asyncio
import itertools
import uuid
from datetime import datetime
from pathlib import Path

import httpx
import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import create_async_engine

from ringbook_common.testing.wait import eventually

NEW_TENANT_PER_NUMBER = 3
BURST = 20
SERVICES = Path(__file__).resolve().parents[2] / "services"
# The one place a text is handed to the SMS port: booking's limiter.
THE_LIMITER = SERVICES / "booking" / "booking" / "texting" / "service.py"


# Numbers of a block no other test texts, each handed out once: four random digits in the 555 block met other
# tests' numbers (and each other) now and then, and a second text to the same number failed the count.
_PHONES = itertools.count(uuid.uuid4().int % 5000)


def unique_phone() -> str:
    return f"+1415557{next(_PHONES) % 10000:04d}"


def texts_handed_to_the_sms_port() -> list[str]:
    """Where product code builds an `Sms` or calls an SMS sender's `send`, outside the messaging ports."""
    found = []
    for module in SERVICES.glob("*/*/**/*.py"):
        if "tests" in module.parts or module.parent.name == "messaging":
            continue
        for node in ast.walk(ast.parse(module.read_text())):
            if not isinstance(node, ast.Call):
                continue
            call = node.func
            named_sms = isinstance(call, ast.Name) and call.id == "Sms"
            sends_sms = (isinstance(call, ast.Attribute) and call.attr == "send"
                         and isinstance(call.value, ast.Attribute) and call.value.attr == "sms")
            if named_sms or sends_sms:
                found.append(f"{module.relative_to(SERVICES)}:{node.lineno}")
    return found


def test_every_text_is_sent_by_the_one_limiter():
    """A later feature that texts (a waitlist, nudges) goes through booking.texting, or this names it."""
    outside = [place for place in texts_handed_to_the_sms_port()
               if not place.startswith(str(THE_LIMITER.relative_to(SERVICES)))]
    assert outside == [], f"texts sent around the limiter: {outside}"
    assert texts_handed_to_the_sms_port(), "the limiter no longer sends texts: this check sees nothing"


async def desk_slots(owner: httpx.AsyncClient, service_id: str = "haircut") -> list[str]:
    """Bookable slots of the next week that cannot overlap one another (each on the hour)."""
    async def offered() -> list[str] | None:
        response = await owner.get("/api/availability", params={"serviceId": service_id})
        slots = response.json().get("slots", []) if response.status_code == 200 else []
        on_the_hour = [s["slotId"] for s in slots if datetime.fromisoformat(s["start"]).minute == 0]
        return on_the_hour if len(on_the_hour) >= BURST else None
    return (await eventually(offered))[:BURST]


async def book_at_the_desk(owner: httpx.AsyncClient, slot_ids: list[str], phone: str, *,
                           name: str = "Dana Client") -> list[str]:
    """Books every slot for `phone` at once; answers the ids of the appointments made."""
    answers = await asyncio.gather(*(owner.post("/api/appointments", json={
        "slotId": slot_id, "customerName": name, "customerPhone": phone}) for slot_id in slot_ids))
    assert {a.status_code for a in answers} <= {201, 409}, [a.text for a in answers if a.status_code != 201]
    return [a.json()["id"] for a in answers if a.status_code == 201]


async def texts_settled(stack, appointment_ids: list[str]) -> None:
    """Until booking's job loop has sent, withheld or skipped every confirmation of these appointments."""
    engine = create_async_engine(stack.database_url("booking"))

    async def settled() -> bool:
        async with engine.connect() as connection:
            pending = (await connection.execute(text(
                "SELECT count(*) FROM reminder_jobs WHERE appointment_id = ANY(CAST(:ids AS uuid[])) "
                "AND kind = 'confirmation' AND sent_at IS NULL AND skipped_at IS NULL AND cancelled_at IS NULL"),
                {"ids": appointment_ids})).scalar_one()
        return pending == 0
    try:
        await eventually(settled, timeout=60)
    finally:
        await engine.dispose()


async def texts_to(gateway: httpx.AsyncClient, phone: str) -> list[dict]:
    return [m for m in (await gateway.get("/dev/outbox", params={"to": phone})).json() if m["channel"] == "sms"]


@pytest.fixture
async def operator(gateway_url, stack):
    token = (stack.secrets_dir / "admin-token").read_text().strip()
    async with httpx.AsyncClient(base_url=gateway_url, timeout=15, headers={"x-admin-token": token}) as client:
        yield client


@pytest.fixture
async def new_salon(owner_session, configure_salon):
    async with owner_session(name="Nadia Newcomer") as owner:
        owner.tenant_id = await configure_salon(owner, name=f"Fresh Cuts {uuid.uuid4().hex[:6]}")
        yield owner


async def test_a_new_salons_burst_of_desk_bookings_texts_one_number_at_most_three_times(new_salon, gateway, stack):
    phone = unique_phone()
    booked = await book_at_the_desk(new_salon, await desk_slots(new_salon), phone)
    assert len(booked) == BURST  # every booking succeeds, texted or not

    await texts_settled(stack, booked)
    confirmations = [m for m in await texts_to(gateway, phone) if m["body"].startswith("You're booked")]
    assert len(confirmations) == NEW_TENANT_PER_NUMBER, f"{len(confirmations)} texts reached {phone}"


async def tenant_row(operator: httpx.AsyncClient, tenant_id: str) -> dict:
    [row] = [t for t in (await operator.get("/api/admin/tenants", params={"pageSize": 100})).json()
             if t["tenantId"] == tenant_id]
    return row


async def test_the_texts_held_back_are_counted_for_the_operator_without_the_number(new_salon, stack, operator):
    phone = unique_phone()
    booked = await book_at_the_desk(new_salon, (await desk_slots(new_salon))[:5], phone)
    await texts_settled(stack, booked)

    async def counted() -> dict | None:
        row = await tenant_row(operator, new_salon.tenant_id)
        return row if row["texting"]["withheld"] == len(booked) - NEW_TENANT_PER_NUMBER else None
    row = await eventually(counted)
    assert row["texting"]["dailyLimit"] == 100 and row["texting"]["perNumberLimit"] == NEW_TENANT_PER_NUMBER
    log = (await operator.get("/api/admin/audit-logs", params={
        "tenantId": new_salon.tenant_id, "action": "booking.text_withheld"})).json()
    assert len(log) == 2 and all(phone[2:] not in entry["details"] for entry in log), log


async def test_an_operator_raises_a_salons_text_limit_and_the_audit_log_records_it(
        new_salon, gateway, stack, operator):
    raised = await operator.put(f"/api/admin/tenants/{new_salon.tenant_id}/text-limit", json={"dailyLimit": 500})
    assert raised.status_code == 200, raised.text
    assert raised.json()["texting"]["dailyLimit"] == 500

    entries = (await operator.get("/api/admin/audit-logs", params={
        "tenantId": new_salon.tenant_id, "action": "admin.text_limit_set"})).json()
    assert len(entries) == 1 and "dailyLimit=500" in entries[0]["details"], entries

    refused = await operator.put(f"/api/admin/tenants/{new_salon.tenant_id}/text-limit",
                                 json={"dailyLimit": 0})
    assert refused.status_code == 422 and "dailyLimit" in refused.json()["fields"], refused.text
    unknown = await operator.put(f"/api/admin/tenants/{uuid.uuid4()}/text-limit", json={"dailyLimit": 500})
    assert unknown.status_code == 404, unknown.text

    # The raised limit reaches the sender (over the bus): a vetted salon may text one client more than three times
    # a day. Each try texts a number of its own, so a try made before the limit arrived spoils nothing.
    slots = iter(await desk_slots(new_salon))

    async def four_texts_reach_one_number() -> bool:
        phone = unique_phone()
        booked = await book_at_the_desk(new_salon, [next(slots) for _ in range(4)], phone)
        await texts_settled(stack, booked)
        return len(await texts_to(gateway, phone)) == 4
    assert await eventually(four_texts_reach_one_number)


async def test_a_link_in_a_salon_or_service_name_never_reaches_a_text(owner_session, configure_salon, gateway,
                                                                       stack):
    service = {"serviceId": "promo", "name": "Cut - claim at http://evil.example/win",
               "durationMin": 45, "bufferMin": 15, "price": 45}
    async with owner_session() as owner:
        await configure_salon(owner, name="Glow www.evil.example bit.ly/prize", services=[service])
        phone = unique_phone()
        booked = await book_at_the_desk(owner, (await desk_slots(owner, "promo"))[:1], phone)
        await texts_settled(stack, booked)
    [confirmation] = await texts_to(gateway, phone)
    body = confirmation["body"].lower()
    assert confirmation["body"].startswith("You're booked: Cut - claim at")
    for link in ("http", "://", "www.", "evil.example", "bit.ly"):
        assert link not in body, confirmation["body"]


OWNER_PHONE = "(415) 867-5309"  # the owner's phone of every salon the shared fixtures set up


@pytest.fixture
async def launched_salon(owner_session, configure_salon, launch_receptionist):
    async with owner_session(name="Rosa Owner") as owner:
        owner.tenant_id = await configure_salon(owner, name="Line Break Salon")
        owner.number = (await launch_receptionist(owner))["phoneNumber"]
        owner.email = (await owner.get("/portal/whoami")).json()["user"]["email"]
        yield owner


async def test_a_line_break_in_a_callers_words_never_reaches_a_mail_header(launched_salon, voice_call, gateway):
    async with voice_call(launched_salon.number, caller="+14155550177") as call:
        answer = await call.function("request_callback", name="Eve\r\nBcc: victim@evil.example\r\n\r\nHi",
                                     reason="Refund\nSubject: hacked", urgency="urgent")
    assert answer["ok"], answer

    async def mailed() -> list[dict] | None:
        messages = (await gateway.get("/dev/outbox", params={"to": launched_salon.email})).json()
        return [m for m in messages if m["channel"] == "email" and "Eve" in m["subject"]] or None
    [mail] = await eventually(mailed)
    assert not any(character in mail["subject"] for character in "\r\n\t\x00"), repr(mail["subject"])
    assert mail["subject"].startswith("Urgent Call-back request from Eve")
    assert len(mail["subject"]) <= 120


async def test_an_owners_call_back_texts_pass_the_same_limits(launched_salon, voice_call, gateway, operator):
    """Call-back notices go to the owner's phone, a number the owner chose: booking sends them, counted with
    every other text of the salon, so a burst of calls cannot turn them into a relay."""
    tag = uuid.uuid4().hex[:6]
    for number in range(NEW_TENANT_PER_NUMBER + 2):  # one call each: a call files one call-back
        async with voice_call(launched_salon.number, caller="+14155550178") as call:
            answer = await call.function("request_callback", name=f"Caller {tag} {number}", reason="a quote")
            assert answer["ok"], answer

    async def mailed() -> list[dict] | None:
        messages = (await gateway.get("/dev/outbox", params={"to": launched_salon.email})).json()
        mine = [m for m in messages if tag in m["subject"]]
        return mine if len(mine) == NEW_TENANT_PER_NUMBER + 2 else None
    await eventually(mailed)  # every notice is e-mailed, and the call-backs are on the dashboard

    async def owner_texts() -> list[dict]:
        return [m for m in await texts_to(gateway, OWNER_PHONE) if tag in m["body"]]

    async def settled() -> bool:  # every text sent or withheld (or more sent than the limits allow)
        row = await tenant_row(operator, launched_salon.tenant_id)
        return row.get("texting", {}).get("withheld") == 2 or len(await owner_texts()) > NEW_TENANT_PER_NUMBER
    await eventually(settled, timeout=60)
    texts = await owner_texts()
    assert len(texts) == NEW_TENANT_PER_NUMBER, f"{len(texts)} call-back texts reached the owner's phone"
