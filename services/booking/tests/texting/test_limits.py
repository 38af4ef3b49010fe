"""The one limiter every text of booking passes: a new tenant's 100 a day and 3 a day to one number, an
established tenant's higher caps, an operator's limit, counts that hold when senders race, and the texts other
services ask booking to send."""

import asyncio
import json
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest

from booking.texting import handlers, repository, service
from booking.texting.queue import send_queued
from ringbook.admin.v1.events_pb2 import TextLimitSet
from ringbook.booking.v1.events_pb2 import TextWithheld
from ringbook.receptionist.v1.events_pb2 import TextRequested
from ringbook_common.bus.envelope import new_envelope
from ringbook_common.infra.ports import free_port
from ringbook_common.messaging.delivery import Messenger
from ringbook_common.messaging.limits import ESTABLISHED_PER_NUMBER, NEW_TENANT_DAILY, NEW_TENANT_PER_NUMBER
from ringbook_common.messaging.twilio import TwilioSms
from ringbook_common.testing.clock import pinned_here
from ringbook_common.testing.wait import eventually

NOW = datetime(2031, 3, 4, 15, 0, tzinfo=UTC)


def texts_to(settings, phone: str) -> list[str]:
    if not settings.dev_outbox_file.exists():
        return []
    lines = [json.loads(line) for line in settings.dev_outbox_file.read_text().splitlines()]
    return [line["body"] for line in lines if line["channel"] == "sms" and line["to"] == phone]


def a_phone() -> str:
    return f"+1555{uuid.uuid4().int % 10**7:07d}"


async def new_tenant(app, *, age: timedelta = timedelta(days=1)) -> uuid.UUID:
    tenant_id = uuid.uuid4()
    async with app.state.sessionmaker() as session, session.begin():
        await repository.record_created(session, tenant_id, created_at=NOW - age)
    return tenant_id


async def send(app, tenant_id: uuid.UUID, to: str, *, now: datetime = NOW, messenger: Messenger | None = None) -> bool:
    async with app.state.sessionmaker() as session, session.begin():
        return await service.send(session, messenger or app.state.messenger, tenant_id=tenant_id,
                                  location_id=tenant_id, to=to,
                                  body="You're booked", purpose="confirmation", now=now)


@pytest.fixture
async def clean(client):
    """Empties booking's tables after the test (the `client` fixture's teardown)."""
    return client


class TestPerNumber:
    async def test_twenty_senders_at_once_text_one_number_three_times(self, app, clean, settings):
        tenant_id, phone = await new_tenant(app), a_phone()
        sent = await asyncio.gather(*(send(app, tenant_id, phone) for _ in range(20)))
        assert sent.count(True) == NEW_TENANT_PER_NUMBER
        assert len(texts_to(settings, phone)) == NEW_TENANT_PER_NUMBER

    async def test_one_number_however_it_is_written(self, app, clean):
        tenant_id = await new_tenant(app)
        for written in ("+1 (555) 010-4242", "+15550104242", "1-555-010-4242"):
            assert await send(app, tenant_id, written)
        assert not await send(app, tenant_id, "+1 555 010 4242")

    async def test_the_next_local_day_counts_afresh(self, app, clean):
        tenant_id, phone = await new_tenant(app), a_phone()
        for _ in range(NEW_TENANT_PER_NUMBER):
            assert await send(app, tenant_id, phone)
        assert not await send(app, tenant_id, phone)
        assert await send(app, tenant_id, phone, now=NOW + timedelta(days=1))

    async def test_a_withheld_text_is_published_without_the_number(self, app, clean, db):
        tenant_id, phone = await new_tenant(app), a_phone()
        for _ in range(NEW_TENANT_PER_NUMBER + 1):
            await send(app, tenant_id, phone)
        [(envelope, withheld)] = await db.events("booking.text_withheld", TextWithheld)
        assert (withheld.tenant_id, withheld.cap, withheld.limit) == (str(tenant_id), "per_number", 3)
        assert phone[2:].encode() not in envelope.SerializeToString()

    async def test_a_failed_send_gives_its_count_back(self, app, clean):
        tenant_id, phone = await new_tenant(app), a_phone()
        down = Messenger(app.state.messenger.mailer, TwilioSms(
            account_sid="AC0", auth_token="t", sender="+15550000000", base_url=f"http://127.0.0.1:{free_port()}",
            timeout=1))
        with pytest.raises(Exception):  # noqa: B017 - whatever the provider's failure, it reaches the caller
            await send(app, tenant_id, phone, messenger=down)
        sent = [await send(app, tenant_id, phone) for _ in range(NEW_TENANT_PER_NUMBER)]
        assert sent == [True] * NEW_TENANT_PER_NUMBER


class TestDailyCap:
    async def test_a_new_tenant_texts_a_hundred_numbers_a_day_and_no_more(self, app, clean, db):
        tenant_id = await new_tenant(app)
        sent = [await send(app, tenant_id, a_phone()) for _ in range(NEW_TENANT_DAILY + 1)]
        assert sent == [True] * NEW_TENANT_DAILY + [False]
        [(_, withheld)] = await db.events("booking.text_withheld", TextWithheld)
        assert (withheld.cap, withheld.limit) == ("daily", NEW_TENANT_DAILY)

    async def test_an_unknown_tenant_counts_as_new(self, app, clean):
        tenant_id, phone = uuid.uuid4(), a_phone()
        sent = [await send(app, tenant_id, phone) for _ in range(NEW_TENANT_PER_NUMBER + 1)]
        assert sent[-1] is False

    async def test_after_two_weeks_a_tenant_texts_more(self, app, clean):
        tenant_id, phone = await new_tenant(app, age=timedelta(days=15)), a_phone()
        sent = [await send(app, tenant_id, phone) for _ in range(ESTABLISHED_PER_NUMBER + 1)]
        assert sent == [True] * ESTABLISHED_PER_NUMBER + [False]
        assert all([await send(app, tenant_id, a_phone()) for _ in range(NEW_TENANT_DAILY)])


class TestOperatorLimit:
    async def apply(self, app, tenant_id: uuid.UUID, limit: int, *, at: datetime) -> None:
        envelope = new_envelope(TextLimitSet(tenant_id=str(tenant_id), daily_limit=limit, operator="ops"),
                                event_type="admin.text_limit_set", tenant_id=str(tenant_id))
        envelope.occurred_at.FromDatetime(at)
        async with app.state.sessionmaker() as session, session.begin():
            await handlers.on_text_limit_set(session, envelope)

    async def test_an_operator_limit_replaces_the_daily_cap(self, app, clean):
        tenant_id = await new_tenant(app)
        await self.apply(app, tenant_id, 5, at=NOW)
        sent = [await send(app, tenant_id, a_phone()) for _ in range(6)]
        assert sent == [True] * 5 + [False]

    async def test_an_older_limit_arriving_late_changes_nothing(self, app, clean):
        tenant_id = await new_tenant(app)
        await self.apply(app, tenant_id, 500, at=NOW)
        await self.apply(app, tenant_id, 2, at=NOW - timedelta(minutes=5))
        async with app.state.sessionmaker() as session:
            assert (await service.tenant_allowance(session, tenant_id, now=NOW)).daily == 500


class TestQueuedTexts:
    """Texts other services ask for (the receptionist's call-back notice) pass the same limits. The job loop sends
    them as soon as they are queued, with the service's clock pinned at NOW."""

    @pytest.fixture(autouse=True)
    def at_now(self, tmp_path) -> Iterator[None]:
        with pinned_here(tmp_path / "clock.json") as moved:
            moved.set(NOW)
            yield

    async def request(self, app, tenant_id: uuid.UUID, to: str, body: str) -> None:
        envelope = new_envelope(TextRequested(tenant_id=str(tenant_id), to=to, body=body, purpose="owner_notice"),
                                event_type="receptionist.text_requested", tenant_id=str(tenant_id))
        async with app.state.sessionmaker() as session, session.begin():
            await handlers.on_text_requested(session, envelope)

    async def handled(self, db, count: int) -> bool:
        """Whether the loop has sent or withheld `count` queued texts."""
        [row] = await db.rows("SELECT count(*) AS n FROM queued_texts WHERE sent_at IS NOT NULL "
                              "OR skipped_at IS NOT NULL")
        return row["n"] == count

    async def test_an_owners_notices_count_against_the_salons_limits(self, app, clean, settings, db):
        tenant_id, phone = await new_tenant(app), a_phone()
        for number in range(NEW_TENANT_PER_NUMBER + 1):
            await self.request(app, tenant_id, phone, f"Ringbook: call-back request {number}")
        await eventually(lambda: self.handled(db, NEW_TENANT_PER_NUMBER + 1))
        assert texts_to(settings, phone) == [f"Ringbook: call-back request {n}" for n in range(NEW_TENANT_PER_NUMBER)]
        [(_, withheld)] = await db.events("booking.text_withheld", TextWithheld)
        assert (withheld.purpose, withheld.cap) == ("owner_notice", "per_number")
        # Nothing is left to send, or to send twice.
        assert await send_queued(app.state.sessionmaker, app.state.messenger, settings, now=NOW) == 0

    async def test_a_confirmation_and_a_notice_share_one_count(self, app, clean, settings, db):
        tenant_id, phone = await new_tenant(app), a_phone()
        for _ in range(NEW_TENANT_PER_NUMBER):
            assert await send(app, tenant_id, phone)
        await self.request(app, tenant_id, phone, "Ringbook: call-back request")
        await eventually(lambda: self.handled(db, 1))
        assert texts_to(settings, phone).count("Ringbook: call-back request") == 0
