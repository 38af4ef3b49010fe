"""Numbers that opted out of a location's texts (the receptionist's `text_opted_out` / `text_opted_in`, read from
real NATS): no confirmation, reminder or requested text goes to them from that location; opting back in restores
texting; the latest change wins whatever order the events arrive in."""

import logging
import uuid
from datetime import UTC, datetime, timedelta

from booking.reminders.service import send_due
from booking.texting import handlers, service
from booking.texting.queue import send_queued
from ringbook.receptionist.v1 import events_pb2 as receptionist
from ringbook.receptionist.v1.events_pb2 import TextRequested
from ringbook_common.bus.envelope import new_envelope
from ringbook_common.testing.wait import eventually

from ..appointments.test_reminders import jobs, sms_to
from ..factories import NEW_YORK, add_staff, at, book, next_weekday, set_up_salon
from ..locations.factories import LOS_ANGELES, two_salons


def opt_envelope(tenant_id: str, location_id: str, phone: str, *, out: bool, at_: datetime | None = None):
    fields = {"tenant_id": tenant_id, "location_id": location_id, "phone": phone}
    event = receptionist.TextOptedOut(**fields) if out else receptionist.TextOptedIn(**fields)
    envelope = new_envelope(event, event_type="receptionist.text_opted_out" if out else "receptionist.text_opted_in",
                            tenant_id=tenant_id, location_id=location_id)
    if at_ is not None:
        envelope.occurred_at.FromDatetime(at_)
    return envelope


async def publish(bus, envelope) -> None:
    await bus.ensure_stream("receptionist")
    await bus.js.publish(f"ringbook.{envelope.event_type}", envelope.SerializeToString(),
                         headers={"Nats-Msg-Id": envelope.event_id})


async def kept(db, tenant_id: str, phone: str, opted_out: bool) -> None:
    async def applied() -> bool:
        rows = await db.rows("SELECT opted_out FROM text_opt_outs WHERE tenant_id = :t AND phone = :p",
                             t=tenant_id, p=phone)
        return bool(rows) and rows[0]["opted_out"] is opted_out
    await eventually(applied)


async def apply(app, envelope) -> None:
    handler = handlers.HANDLERS[envelope.event_type]
    async with app.state.sessionmaker() as session, session.begin():
        await handler(session, envelope)


async def confirm_and_send(app, client, owner, db, settings, phone: str, *, hour: str, **booking) -> list[tuple]:
    """Book at `hour` next week and run the confirmations due; the appointment's jobs."""
    day, zone = booking.pop("day", None) or next_weekday(), booking.pop("zone", NEW_YORK)
    booked = await book(client, owner, phone=phone, start=at(day, hour, zone).isoformat(), serviceId="cut",
                        staffId="maria", **booking)
    assert booked.status_code == 201, booked.text
    [confirmation, *_] = await jobs(db, booked.json()["id"])
    await send_due(app.state.sessionmaker, app.state.messenger, settings, now=confirmation[1] + timedelta(seconds=1))
    return await jobs(db, booked.json()["id"])


class TestConfirmations:
    async def test_no_confirmation_after_the_opt_out_and_one_again_after_the_opt_in(self, app, client, owner, db,
                                                                                     settings, bus):
        await set_up_salon(app, owner)
        await add_staff(client, owner, "maria", "Maria")
        phone = "+15550193001"
        await publish(bus, opt_envelope(owner.tenant_id, owner.tenant_id, phone, out=True))
        await kept(db, owner.tenant_id, phone, True)

        [confirmation, reminder] = await confirm_and_send(app, client, owner, db, settings, phone, hour="10:00")
        assert confirmation[0] == "confirmation" and confirmation[4]  # skipped, never sent
        assert sms_to(settings, phone) == []
        # Nor the reminder, when its time comes.
        assert await send_due(app.state.sessionmaker, app.state.messenger, settings, now=reminder[1]) == 0
        assert sms_to(settings, phone) == []

        await publish(bus, opt_envelope(owner.tenant_id, owner.tenant_id, phone, out=False))
        await kept(db, owner.tenant_id, phone, False)
        [confirmation, _] = await confirm_and_send(app, client, owner, db, settings, phone, hour="14:00")
        assert confirmation[2]  # sent
        [text] = sms_to(settings, phone)
        assert text.startswith("You're booked")

    async def test_an_opt_out_of_one_location_leaves_the_others_texting(self, app, client, owner, db, settings, bus):
        business = await two_salons(app, client, owner)
        phone = "+15550193002"
        await publish(bus, opt_envelope(owner.tenant_id, business.venice, phone, out=True))
        await kept(db, owner.tenant_id, phone, True)

        at_venice = await confirm_and_send(app, client, owner, db, settings, phone, hour="10:00", day=business.tuesday,
                                           zone=LOS_ANGELES, location=business.venice)
        assert at_venice[0][4] and sms_to(settings, phone) == []
        in_new_york = await confirm_and_send(app, client, owner, db, settings, phone, hour="10:00",
                                             day=business.monday)
        assert in_new_york[0][2]
        assert len(sms_to(settings, phone)) == 1

    async def test_another_business_still_texts_the_number(self, app, client, owner, make_owner, db, settings, bus):
        other = make_owner()
        await publish(bus, opt_envelope(other.tenant_id, other.tenant_id, "+15550193003", out=True))
        await kept(db, other.tenant_id, "+15550193003", True)
        await set_up_salon(app, owner)
        await add_staff(client, owner, "maria", "Maria")
        [confirmation, _] = await confirm_and_send(app, client, owner, db, settings, "+15550193003", hour="10:00")
        assert confirmation[2]


class TestSend:
    async def test_the_number_however_written_and_never_logged(self, app, client, owner, db, caplog):
        await set_up_salon(app, owner)
        tenant_id = uuid.UUID(owner.tenant_id)
        await apply(app, opt_envelope(owner.tenant_id, owner.tenant_id, "+15550193004", out=True))
        with caplog.at_level(logging.INFO, logger="ringbook.booking.texting"):
            async with app.state.sessionmaker() as session, session.begin():
                sent = await service.send(session, app.state.messenger, tenant_id=tenant_id, location_id=tenant_id,
                                          to="(555) 019-3004", body="You're booked", purpose="confirmation",
                                          now=datetime.now(UTC))
        assert sent is False
        assert "opted out" in caplog.text
        assert "0193004" not in caplog.text and "3004" not in caplog.text
        assert await db.count("text_counts") == 0  # nothing counted against the day's limits

    async def test_a_requested_text_to_an_opted_out_number_is_skipped(self, app, client, owner, db, settings):
        await set_up_salon(app, owner)
        phone = "+15550193005"
        await apply(app, opt_envelope(owner.tenant_id, owner.tenant_id, phone, out=True))
        request = new_envelope(TextRequested(tenant_id=owner.tenant_id, to=phone, body="Ringbook: a message",
                                             purpose="owner_notice"),
                               event_type="receptionist.text_requested", tenant_id=owner.tenant_id)
        async with app.state.sessionmaker() as session, session.begin():
            await handlers.on_text_requested(session, request)
        assert await send_queued(app.state.sessionmaker, app.state.messenger, settings, now=datetime.now(UTC)) == 0
        [row] = await db.rows("SELECT sent_at, skipped_at FROM queued_texts")
        assert row["sent_at"] is None and row["skipped_at"] is not None
        assert sms_to(settings, phone) == []


class TestOrder:
    async def test_an_older_opt_out_arriving_late_leaves_the_later_opt_in(self, app, client, owner, db):
        now, phone = datetime.now(UTC), "+15550193006"
        await apply(app, opt_envelope(owner.tenant_id, owner.tenant_id, phone, out=False, at_=now))
        await apply(app, opt_envelope(owner.tenant_id, owner.tenant_id, phone, out=True,
                                      at_=now - timedelta(seconds=5)))
        [row] = await db.rows("SELECT opted_out FROM text_opt_outs")
        assert row["opted_out"] is False

    async def test_a_later_opt_out_wins_over_an_earlier_opt_in(self, app, client, owner, db):
        now, phone = datetime.now(UTC), "+15550193007"
        await apply(app, opt_envelope(owner.tenant_id, owner.tenant_id, phone, out=True, at_=now))
        await apply(app, opt_envelope(owner.tenant_id, owner.tenant_id, phone, out=False,
                                      at_=now - timedelta(seconds=5)))
        await apply(app, opt_envelope(owner.tenant_id, owner.tenant_id, phone, out=True, at_=now))  # again
        [row] = await db.rows("SELECT opted_out, changed_at FROM text_opt_outs")
        assert row["opted_out"] is True and row["changed_at"] == now

    async def test_an_event_naming_no_tenant_changes_nothing(self, app, client, db):
        await apply(app, opt_envelope("not-a-tenant", "x", "+15550193008", out=True))
        assert await db.count("text_opt_outs") == 0
