"""The waitlist's fixtures: the service's clock pinned and moved by the tests (never slept on), a salon with one
stylist, and the receptionist's requests over real NATS."""

import json
from collections.abc import Iterator
from datetime import date, timedelta

import pytest

from booking.waitlist.service import run_due
from ringbook.booking.v1 import rpc_pb2 as rpc
from ringbook_common import clock
from ringbook_common.bus.rpc import request
from ringbook_common.testing import clock as pinned

from ..factories import add_staff, at, next_weekday, set_up_salon


@pytest.fixture
def moved_clock(tmp_path) -> Iterator[pinned.PinnedClock]:
    with pinned.pinned_here(tmp_path / "clock.json") as moved:
        yield moved


@pytest.fixture
def day() -> date:
    """A Wednesday a week or more ahead."""
    return next_weekday(2)


@pytest.fixture
async def salon(app, client, owner, moved_clock, day):
    """Salon Uno in New York, Maria working Monday to Friday; the clock at 10:00 the day before `day`."""
    moved_clock.set(at(day - timedelta(days=1), "10:00"))
    await set_up_salon(app, owner)
    await add_staff(client, owner, "maria", "Maria")
    return owner


async def ask(bus, method: str, message, reply_type):
    return await request(bus, f"rpc.booking.{method}", message, reply_type, timeout=5)


async def join(bus, owner, *, phone: str, name: str = "Ana", day: date, service: str = "cut", staff: str = "",
               earliest: str = "", latest: str = "", part_of_day: str = "", last_day: date | None = None,
               language: str = "", consent: str = "call", location: str = "") -> rpc.JoinWaitlistReply:
    return await ask(bus, "join_waitlist", rpc.JoinWaitlistRequest(
        tenant_id=owner.tenant_id, location_id=location, service_id=service, staff_id=staff,
        first_day=day.isoformat(), last_day=last_day.isoformat() if last_day else "", earliest=earliest,
        latest=latest, part_of_day=part_of_day, customer_name=name, customer_phone=phone, language=language,
        consent=consent), rpc.JoinWaitlistReply)


async def answer(bus, owner, *, phone: str, yes: bool, location: str = "") -> rpc.AnswerOfferReply:
    return await ask(bus, "answer_offer", rpc.AnswerOfferRequest(tenant_id=owner.tenant_id, location_id=location,
                                                                 phone=phone, yes=yes), rpc.AnswerOfferReply)


async def loop(app, settings) -> int:
    """One round of the job loop at the service's now."""
    return await run_due(app.state.sessionmaker, app.state.messenger, settings, now=clock.now())


def texts_to(settings, phone: str) -> list[str]:
    if not settings.dev_outbox_file.exists():
        return []
    lines = [json.loads(line) for line in settings.dev_outbox_file.read_text().splitlines()]
    return [line["body"] for line in lines if line["channel"] == "sms" and line["to"] == phone]


async def holds(db) -> int:
    [row] = await db.rows("SELECT count(DISTINCT hold_id) AS n FROM appointment_blocks WHERE hold_id IS NOT NULL")
    return int(row["n"])


async def offers(db) -> list[dict]:
    return [dict(row) for row in await db.rows(
        "SELECT o.status, o.starts_at, e.customer_phone AS phone FROM waitlist_offers o "
        "JOIN waitlist_entries e ON e.id = o.entry_id ORDER BY o.sent_at, e.joined_at")]
