"""Texts to a salon's number are turns of the same conversation as a call, through the whole product: Twilio's
signed webhook through the gateway, the engine and the agent's functions with their guards, and every reply sent by
booking (its limit, the opt-outs) into the dev outbox. Graded on what happened: appointments, call-backs,
waitlist entries and the texts sent, never on exact words.

The stack's clock is pinned to a Wednesday morning in the salon's zone, so "Friday afternoon" and the waitlist's
quiet hours never depend on when the test runs."""

import uuid
from datetime import UTC, date, datetime
from urllib.parse import urlencode
from zoneinfo import ZoneInfo

import httpx
import pytest
from sqlalchemy import text as sql

from ringbook_common.db import create_engine
from ringbook_common.messaging.twilio import SIGNATURE_HEADER, request_signature
from ringbook_common.testing.wait import eventually
from ringbook_devstack.text import PATH
from tests.conftest import SimulatedCall, _configure_salon, _launch_receptionist, signed_in_owner

ZONE = ZoneInfo("America/New_York")
WEDNESDAY_MORNING = datetime(2027, 3, 3, 10, 0, tzinfo=ZONE)
FRIDAY = date(2027, 3, 5)
EVERY_DAY = {str(day): {"open": "09:00", "close": "18:00", "closed": False} for day in range(7)}
SERVICES = [{"serviceId": "haircut", "name": "Haircut", "durationMin": 45, "bufferMin": 15, "price": 45},
            {"serviceId": "color", "name": "Color", "durationMin": 90, "bufferMin": 0, "price": 120}]
STAFF = [{"name": "Sam Lee", "title": "Barber", "email": "sam@salon.example"},
         {"name": "Jo Park", "title": "Stylist", "email": "jo@salon.example"}]


class Texter:
    """A client texting the salon's number as Twilio forwards it; what booking sent them is read from the dev
    outbox."""

    def __init__(self, gateway: httpx.AsyncClient, stack, *, number: str, phone: str) -> None:
        self.gateway, self.stack, self.number, self.phone = gateway, stack, number, phone
        self.seen = 0
        self.last: list[tuple[str, str]] = []

    async def post(self, fields: list[tuple[str, str]]) -> None:
        token = (self.stack.secrets_dir / "text-provider-token").read_text().strip()
        public_url = f"http://localhost:{self.stack.gateway_port}{PATH}"
        response = await self.gateway.post(PATH, content=urlencode(fields), headers={
            "content-type": "application/x-www-form-urlencoded",
            SIGNATURE_HEADER: request_signature(public_url, fields, token)})
        assert response.status_code == 200, response.text

    def fields(self, body: str) -> list[tuple[str, str]]:
        sid = "SM" + uuid.uuid4().hex
        return [("MessageSid", sid), ("SmsSid", sid), ("From", self.phone), ("To", self.number), ("Body", body),
                ("NumMedia", "0"), ("AccountSid", "AC" + "0" * 32), ("ApiVersion", "2010-04-01")]

    async def sent(self) -> list[str]:
        found = (await self.gateway.get("/dev/outbox", params={"to": self.phone})).json()
        return [entry["body"] for entry in sorted(found, key=lambda entry: entry["sentAt"])
                if entry["channel"] == "sms"]

    async def senders(self) -> list[str]:
        """The numbers the texts to the client came from (empty: the shared sender)."""
        found = (await self.gateway.get("/dev/outbox", params={"to": self.phone})).json()
        return [entry["from"] for entry in found if entry["channel"] == "sms"]

    async def next_texts(self) -> list[str]:
        """The texts sent to the client since the last look, once there is at least one."""
        async def new() -> list[str] | None:
            found = (await self.sent())[self.seen:]
            return found or None
        found = await eventually(new, timeout=30)
        self.seen += len(found)
        return found

    async def says(self, body: str) -> str:
        """The agent's reply to the text (sent by booking)."""
        fields = self.fields(body)
        await self.post(fields)
        self.last = fields
        return "\n".join(await self.next_texts())


@pytest.fixture(scope="module")
def pinned(stack):
    stack.pin_clock(WEDNESDAY_MORNING.astimezone(UTC))
    yield stack
    stack.unpin_clock()


@pytest.fixture(scope="module")
async def salon(gateway_url, pinned):
    """A launched salon open every day 9-6, two services, two stylists, and Spanish."""
    async with signed_in_owner(gateway_url, name="Tina Text") as owner:
        await _configure_salon(owner, name="Salon Texto", services=SERVICES, staff=STAFF, hours=EVERY_DAY,
                               languages=["Spanish"])
        owner.number = (await _launch_receptionist(owner))["phoneNumber"]
        yield owner


@pytest.fixture
async def receptionist_db(stack):
    engine = create_engine(stack.database_url("receptionist"))
    yield engine
    await engine.dispose()


def texter(gateway, stack, salon, phone: str) -> Texter:
    return Texter(gateway, stack, number=salon.number, phone=phone)


async def appointments_of(owner, phone: str, day: date) -> list[dict]:
    found = (await owner.get("/api/dashboard/appointments", params={
        "from": day.isoformat(), "to": day.isoformat()})).json()["appointments"]
    return [a for a in found if a["customerPhone"] == phone and a["status"] != "cancelled"]


def listed_times(reply: str) -> list[str]:
    """The offered times, one per line."""
    return [line for line in reply.splitlines() if any(c.isdigit() for c in line) and ":" in line]


async def test_a_client_books_a_haircut_by_text_and_a_retried_webhook_books_nothing_more(salon, gateway, pinned):
    client = texter(gateway, pinned, salon, "+14155550201")
    offered = await client.says("hi can I get a haircut friday afternoon? its Ana")
    assert len(listed_times(offered)) >= 2, offered
    read_back = await client.says("the first one")
    assert "Ana" in read_back, await client.sent()
    await client.says("yes")
    [booked] = await appointments_of(salon, client.phone, FRIDAY)
    assert booked["customerName"].startswith("Ana")
    assert int(booked["time"][:2]) >= 12
    assert booked["source"] == "ai_receptionist"
    threads = (await salon.get("/api/receptionist/texts/threads")).json()["threads"]
    [thread] = [thread for thread in threads if thread["phone"] == client.phone]
    assert thread["clientName"] == booked["customerName"]  # the owner's inbox names the client
    # The local line's number texts: the agent's replies and booking's confirmation come from it.
    assert (await salon.get("/api/receptionist/status")).json()["texting"] == "own"
    assert set(await client.senders()) == {salon.number}

    texts_before = len(await client.sent())
    await client.post(client.last)  # Twilio delivers the confirming text again
    await client.post(client.fields("yes"))  # and the client says yes once more
    assert len(await appointments_of(salon, client.phone, FRIDAY)) == 1
    assert len(await client.sent()) >= texts_before


async def test_a_spanish_texter_books_in_spanish(salon, gateway, pinned):
    client = texter(gateway, pinned, salon, "+14155550202")
    offered = await client.says("Hola, quiero un corte de pelo el viernes por la tarde. Soy Lucía Gómez")
    assert len(listed_times(offered)) >= 2, offered
    await client.says("la primera")
    await client.says("sí")
    [booked] = await appointments_of(salon, client.phone, FRIDAY)
    assert booked["customerName"].startswith("Luc")


async def test_a_texter_asks_prices_and_hours(salon, gateway, pinned):
    client = texter(gateway, pinned, salon, "+14155550203")
    prices = await client.says("how much is a haircut?")
    assert "45" in prices
    hours = await client.says("and what are your hours?")
    assert "9" in hours and "6" in hours


async def test_a_texter_leaves_a_message(salon, gateway, pinned, receptionist_db):
    client = texter(gateway, pinned, salon, "+14155550204")
    await client.says("can someone call me back please?")
    await client.says("it's about a gift voucher")
    await client.says("Tom Baker")
    await client.says("tomorrow morning")
    async with receptionist_db.connect() as connection:
        rows = (await connection.execute(sql("SELECT name, call_id FROM callbacks WHERE phone = :phone"),
                                         {"phone": client.phone})).all()
    assert [row.name for row in rows] == ["Tom Baker"], await client.sent()
    assert rows[0].call_id.startswith("text:")


async def test_the_agent_is_quiet_in_a_thread_the_owner_took_over(salon, gateway, pinned, receptionist_db):
    client = texter(gateway, pinned, salon, "+14155550205")
    await client.says("hi what are your hours?")
    async with receptionist_db.begin() as connection:
        await connection.execute(sql("UPDATE text_threads SET taken_over_at = now() WHERE phone = :phone"),
                                 {"phone": client.phone})
    await client.post(client.fields("can I book a haircut friday?"))
    async with receptionist_db.connect() as connection:
        answered = (await connection.execute(sql(
            "SELECT count(*) FROM text_messages m JOIN text_threads t ON t.id = m.thread_id "
            "WHERE t.phone = :phone AND m.direction = 'out'"), {"phone": client.phone})).scalar_one()
    assert answered == 1
    assert len(await client.sent()) == 1


async def test_a_client_confirms_by_replying_c_and_a_move_clears_the_mark(salon, gateway, pinned):
    client = texter(gateway, pinned, salon, "+14155550211")
    slots = (await salon.get("/api/availability", params={
        "serviceId": "haircut", "from": FRIDAY.isoformat(), "to": FRIDAY.isoformat()})).json()["slots"]
    made = await salon.post("/api/appointments", json={
        "slotId": slots[3]["slotId"], "customerName": "Cora Reply", "customerPhone": client.phone})
    assert made.status_code == 201, made.text

    assert await client.says("c")
    [confirmed] = await appointments_of(salon, client.phone, FRIDAY)
    assert confirmed["confirmedAt"], await client.sent()
    assert await client.says("Yes!")  # no question asked, no waitlist offer: the reminder's yes, kept as it was
    [again] = await appointments_of(salon, client.phone, FRIDAY)
    assert again["confirmedAt"] == confirmed["confirmedAt"]

    moved = await salon.patch(f"/api/appointments/{confirmed['id']}", json={"slotId": slots[-1]["slotId"]})
    assert moved.status_code == 200, moved.text
    assert moved.json()["confirmedAt"] == ""
    assert await client.says("Confirmo.")  # the word, in the client's language
    [reconfirmed] = await appointments_of(salon, client.phone, FRIDAY)
    assert reconfirmed["time"] == slots[-1]["start"][11:16] and reconfirmed["confirmedAt"]

    stranger = texter(gateway, pinned, salon, "+14155550212")
    assert await stranger.says("C")  # told there is nothing to confirm
    assert await appointments_of(salon, stranger.phone, FRIDAY) == []


async def fill(owner, day: date) -> list[str]:
    """Every free haircut of the day booked by the owner for others; their ids."""
    booked: list[str] = []
    while True:
        slots = (await owner.get("/api/availability", params={
            "serviceId": "haircut", "from": day.isoformat(), "to": day.isoformat()})).json()["slots"]
        if not slots:
            return booked
        response = await owner.post("/api/appointments", json={
            "slotId": slots[0]["slotId"], "customerName": "Walk In", "customerPhone": "+14155550290"})
        assert response.status_code == 201, response.text
        booked.append(response.json()["id"])


async def test_a_texter_who_finds_nothing_free_joins_the_waitlist_and_a_yes_books_the_freed_time(
        gateway_url, gateway, pinned):
    async with signed_in_owner(gateway_url, name="Wanda Wait") as owner:
        await _configure_salon(owner, name="Salon Espera", services=SERVICES, staff=STAFF[:1], hours=EVERY_DAY)
        owner.number = (await _launch_receptionist(owner))["phoneNumber"]
        taken = await fill(owner, FRIDAY)
        client = texter(gateway, pinned, owner, "+14155550206")

        await client.says("can I get a haircut on friday? it's Lena Fox")
        await client.says("yes please")
        entries = (await owner.get("/api/waitlist")).json()
        waiting = [e for e in entries["entries"] if e["customerPhone"] == client.phone]
        assert len(waiting) == 1 and waiting[0]["consent"] == "text", await client.sent()

        cancelled = await owner.patch(f"/api/appointments/{taken[2]}", json={"status": "cancelled"})
        assert cancelled.status_code == 200, cancelled.text
        assert await client.next_texts()  # booking's offer of the freed time
        await client.says("yes")
        [booked] = await appointments_of(owner, client.phone, FRIDAY)
        assert booked["customerName"] == "Lena Fox"

        late = texter(gateway, pinned, owner, "+14155550207")
        assert await late.says("yes")  # no live offer: told kindly
        assert await appointments_of(owner, late.phone, FRIDAY) == []


async def test_a_caller_who_finds_nothing_free_joins_the_waitlist_on_the_call_and_books_the_freed_time_by_text(
        gateway_url, gateway, pinned):
    async with signed_in_owner(gateway_url, name="Carla Call") as owner:
        await _configure_salon(owner, name="Salon Llamada", services=SERVICES, staff=STAFF[:1], hours=EVERY_DAY)
        owner.number = (await _launch_receptionist(owner))["phoneNumber"]
        taken = await fill(owner, FRIDAY)
        caller = "+14155550208"

        call = await SimulatedCall.dial(owner, "/api/receptionist/test-calls", fromNumber=caller)
        await call.say("Hi, this is Nora Bell, do you have a haircut on Friday?")
        await call.say("Yes, please text me if something opens up")
        await call.say("No, that's everything, bye")
        assert ("join_waitlist", True) in call.tools(), call.call["turns"]
        entries = (await owner.get("/api/waitlist")).json()["entries"]
        [entry] = [e for e in entries if e["customerPhone"] == caller]
        assert (entry["customerName"], entry["consent"]) == ("Nora Bell", "call")
        assert (entry["fromDate"], entry["toDate"]) == (FRIDAY.isoformat(), FRIDAY.isoformat()), entry

        cancelled = await owner.patch(f"/api/appointments/{taken[3]}", json={"status": "cancelled"})
        assert cancelled.status_code == 200, cancelled.text
        client = texter(gateway, pinned, owner, caller)
        assert await client.next_texts()  # the freed time, offered to the caller who joined on the phone
        await client.says("yes")
        [booked] = await appointments_of(owner, caller, FRIDAY)
        assert booked["customerName"] == "Nora Bell"
