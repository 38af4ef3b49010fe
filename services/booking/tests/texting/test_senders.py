"""The number a location's texts go from: its own once the receptionist says it may text (`agent_updated` with
`texting` own), else the shared sender; every text sent says which (`booking.text_sent`), so a reply to the shared
sender can reach the location that texted last. The latest change wins, whatever order the events arrive in."""

import json
import uuid
from datetime import UTC, datetime, timedelta

from booking.texting import service
from ringbook.booking.v1 import events_pb2 as booking
from ringbook.receptionist.v1 import events_pb2 as receptionist
from ringbook_common.bus.envelope import new_envelope

from ..factories import set_up_salon
from ..locations.factories import two_salons
from .test_opt_outs import apply


def a_client() -> str:
    """A number of its own for each test: the dev outbox and the event log outlive a test."""
    return f"+1555019{uuid.uuid4().int % 10_000:04d}"


def agent_envelope(tenant_id: str, location_id: str, number: str, texting: str, *, at: datetime | None = None):
    event = receptionist.AgentUpdated(tenant_id=tenant_id, status="active", provider="local", phone_number=number,
                                      texting=texting)
    envelope = new_envelope(event, event_type="receptionist.agent_updated", tenant_id=tenant_id,
                            location_id=location_id)
    if at is not None:
        envelope.occurred_at.FromDatetime(at)
    return envelope


async def text(app, tenant_id: str, location_id: str, *, to: str) -> None:
    async with app.state.sessionmaker() as session, session.begin():
        assert await service.send(session, app.state.messenger, tenant_id=uuid.UUID(tenant_id),
                                  location_id=uuid.UUID(location_id), to=to, body="See you Friday",
                                  purpose="reminder", now=datetime.now(UTC))


def senders(settings, to: str) -> list[str]:
    lines = [json.loads(line) for line in settings.dev_outbox_file.read_text().splitlines()]
    return [line["from"] for line in lines if line["channel"] == "sms" and line["to"] == to]


async def sent_to(db, phone: str) -> list[booking.TextSent]:
    return [sent for _, sent in await db.events("booking.text_sent", booking.TextSent) if sent.phone == phone]


class TestSender:
    async def test_a_number_that_texts_sends_its_locations_texts(self, app, owner, db, settings):
        await set_up_salon(app, owner)
        client = a_client()
        await apply(app, agent_envelope(owner.tenant_id, owner.tenant_id, "+14155550111", "own"))
        await text(app, owner.tenant_id, owner.tenant_id, to=client)
        assert senders(settings, client) == ["+14155550111"]
        [sent] = await sent_to(db, client)
        assert (sent.location_id, sent.sender, sent.purpose) == (owner.tenant_id, "+14155550111", "reminder")

    async def test_until_a_number_may_text_the_shared_sender_sends_and_says_so(self, app, owner, db, settings):
        await set_up_salon(app, owner)
        client = a_client()
        await text(app, owner.tenant_id, owner.tenant_id, to=client)  # no number yet
        await apply(app, agent_envelope(owner.tenant_id, owner.tenant_id, "+14155550112", "pending"))
        await text(app, owner.tenant_id, owner.tenant_id, to=client)
        await apply(app, agent_envelope(owner.tenant_id, owner.tenant_id, "+14155550112", "shared"))
        await text(app, owner.tenant_id, owner.tenant_id, to=client)
        assert senders(settings, client) == ["", "", ""]
        assert [sent.sender for sent in await sent_to(db, client)] == ["", "", ""]

    async def test_each_location_texts_from_its_own_number(self, app, client, owner, settings):
        business = await two_salons(app, client, owner)
        await apply(app, agent_envelope(owner.tenant_id, owner.tenant_id, "+12125550111", "own"))
        await apply(app, agent_envelope(owner.tenant_id, business.venice, "+13105550111", "pending"))
        client = a_client()
        await text(app, owner.tenant_id, business.venice, to=client)
        await text(app, owner.tenant_id, owner.tenant_id, to=client)
        assert senders(settings, client) == ["", "+12125550111"]

    async def test_an_older_change_arriving_late_changes_nothing(self, app, owner, settings):
        await set_up_salon(app, owner)
        now = datetime.now(UTC)
        await apply(app, agent_envelope(owner.tenant_id, owner.tenant_id, "+14155550113", "own", at=now))
        await apply(app, agent_envelope(owner.tenant_id, owner.tenant_id, "+14155550113", "pending",
                                        at=now - timedelta(minutes=5)))
        client = a_client()
        await text(app, owner.tenant_id, owner.tenant_id, to=client)
        assert senders(settings, client) == ["+14155550113"]

    async def test_a_text_not_sent_says_nothing_was_sent(self, app, owner, db):
        await set_up_salon(app, owner)
        client = a_client()
        await apply(app, agent_envelope(owner.tenant_id, owner.tenant_id, "+14155550114", "own"))
        await apply(app, new_envelope(receptionist.TextOptedOut(
            tenant_id=owner.tenant_id, location_id=owner.tenant_id, phone=client),
            event_type="receptionist.text_opted_out", tenant_id=owner.tenant_id))
        async with app.state.sessionmaker() as session, session.begin():
            assert not await service.send(session, app.state.messenger, tenant_id=uuid.UUID(owner.tenant_id),
                                          location_id=uuid.UUID(owner.tenant_id), to=client, body="Hi",
                                          purpose="reminder", now=datetime.now(UTC))
        assert await sent_to(db, client) == []
