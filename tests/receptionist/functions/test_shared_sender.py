"""A location whose number takes calls only, between the real receptionist and the real booking on one NATS: the
receptionist tells booking so (`agent_updated`), booking texts the client from the shared sender and says so
(`text_sent`), and the client's STOP to the shared sender opts them out of that location, which booking then
never texts them from again."""

import json
import uuid
from datetime import UTC, datetime

from sqlalchemy import select

from booking.models import TextOptOut, TextSender
from booking.texting import service as texting
from receptionist.models import SharedSenderRoute
from receptionist.provisioning import events, repository
from ringbook_common.testing.wait import eventually
from services.receptionist.tests.conftest import SHARED_SENDER
from services.receptionist.tests.texts.test_webhook import EMPTY, text

CLIENT = "+15550107171"


async def remind(booking, tenant_id: uuid.UUID) -> bool:
    async with booking.state.sessionmaker() as session, session.begin():
        return await texting.send(session, booking.state.messenger, tenant_id=tenant_id, location_id=tenant_id,
                                  to=CLIENT, body="Reminder: Haircut tomorrow at 10:00 AM. Reply C to confirm.",
                                  purpose="reminder", now=datetime.now(UTC))


async def test_a_reply_to_the_shared_sender_reaches_the_location_and_stop_there_holds(app, booking, client, owner,
                                                                                     phone, test_root):
    tenant_id = uuid.UUID(owner.tenant_id)
    async with app.state.sessionmaker() as session, session.begin():
        agent = await repository.locked_agent(session, tenant_id)
        agent.texting = "shared"
        await events.agent_updated(session, agent)

    async def booking_knows() -> bool:
        async with booking.state.sessionmaker() as session:
            return await session.scalar(select(TextSender.texting).where(TextSender.tenant_id == tenant_id)) \
                == "shared"
    await eventually(booking_knows)
    status = (await client.get("/api/receptionist/status", headers=owner.headers)).json()
    assert (status["texting"], status["sharedNumber"]) == ("shared", "(888) 555-0100")  # what the inbox says

    assert await remind(booking, tenant_id)
    sent = [json.loads(line) for line in (test_root / "booking-outbox.jsonl").read_text().splitlines()]
    [reminder] = [entry for entry in sent if entry["to"] == CLIENT]
    assert reminder["from"] == ""  # the shared sender

    async def routed() -> bool:
        async with app.state.sessionmaker() as session:
            return await session.scalar(select(SharedSenderRoute.location_id).where(
                SharedSenderRoute.phone == CLIENT)) == tenant_id
    await eventually(routed)

    response = await text(client, to=SHARED_SENDER, body="STOP", sender=CLIENT)
    assert (response.status_code, response.text) == (200, EMPTY)

    async def opted_out() -> bool:
        async with booking.state.sessionmaker() as session:
            return bool(await session.scalar(select(TextOptOut.opted_out).where(
                TextOptOut.tenant_id == tenant_id, TextOptOut.location_id == tenant_id,
                TextOptOut.phone == CLIENT)))
    await eventually(opted_out)
    assert not await remind(booking, tenant_id)
