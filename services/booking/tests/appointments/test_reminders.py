"""Reminder jobs: confirmation at booking, a reminder 24 h before, moved by reschedule, cancelled by cancel,
late jobs sent or skipped by the rule, and sent once."""

import json
from datetime import timedelta

from booking.reminders.service import send_due
from ringbook.booking.v1.events_pb2 import SmsFailed
from ringbook_common.infra.ports import free_port
from ringbook_common.messaging.delivery import Messenger
from ringbook_common.messaging.twilio import TwilioSms

from ..factories import add_staff, at, book, next_weekday, set_up_salon


def sms_to(settings, phone: str) -> list[str]:
    if not settings.dev_outbox_file.exists():
        return []
    lines = [json.loads(line) for line in settings.dev_outbox_file.read_text().splitlines()]
    return [line["body"] for line in lines if line["channel"] == "sms" and line["to"] == phone]


async def jobs(db, appointment_id: str) -> list[tuple]:
    rows = await db.rows("SELECT kind, send_at, sent_at IS NOT NULL AS sent, cancelled_at IS NOT NULL AS cancelled,"
                         " skipped_at IS NOT NULL AS skipped FROM reminder_jobs WHERE appointment_id = :id "
                         "ORDER BY id", id=appointment_id)
    return [(r["kind"], r["send_at"], r["sent"], r["cancelled"], r["skipped"]) for r in rows]


async def test_confirmation_now_reminder_before_and_cancel_stops_it(app, client, owner, db, settings):
    await set_up_salon(app, owner)
    await add_staff(client, owner, "maria", "Maria")
    day = next_weekday()
    phone = "+15550102001"
    appointment = (await book(client, owner, phone=phone, start=at(day, "10:00").isoformat(), serviceId="cut",
                              staffId="maria")).json()
    [confirmation, reminder] = await jobs(db, appointment["id"])
    assert reminder[:2] == ("reminder", at(day, "10:00") - timedelta(hours=24))
    now = confirmation[1] + timedelta(seconds=1)
    assert await send_due(app.state.sessionmaker, app.state.messenger, settings, now=now) >= 1
    assert len(sms_to(settings, phone)) == 1 and "Haircut" in sms_to(settings, phone)[0]
    # A second replica (or round) finds nothing left to send.
    assert await send_due(app.state.sessionmaker, app.state.messenger, settings, now=now) == 0

    moved = await client.patch(f"/api/appointments/{appointment['id']}", headers=owner.headers,
                               json={"start": at(day, "14:00").isoformat()})
    assert moved.status_code == 200
    pending = [j for j in await jobs(db, appointment["id"]) if not (j[2] or j[3] or j[4])]
    assert [j[0] for j in pending] == ["reminder", "moved"]
    assert pending[0][1] == at(day, "14:00") - timedelta(hours=24)
    assert await send_due(app.state.sessionmaker, app.state.messenger, settings, now=pending[1][1]) == 1
    assert sms_to(settings, phone)[1].startswith("Moved: your Haircut at ")
    assert sms_to(settings, phone)[1].endswith(" at 2:00 PM. Reply or call us to change or cancel.")

    await client.patch(f"/api/appointments/{appointment['id']}", headers=owner.headers,
                       json={"status": "cancelled"})
    # Past the reminder's time: only the cancellation goes out.
    assert await send_due(app.state.sessionmaker, app.state.messenger, settings,
                          now=at(day, "13:00") - timedelta(hours=2)) == 1
    assert [body.split(":")[0] for body in sms_to(settings, phone)] == ["You're booked", "Moved", "Cancelled"]
    assert sms_to(settings, phone)[2].endswith(" at 2:00 PM. Reply or call us to book again.")
    assert all(j[2] or j[3] for j in await jobs(db, appointment["id"]))


async def test_a_move_before_the_confirmation_went_out_sends_only_the_confirmation(app, client, owner, db, settings):
    await set_up_salon(app, owner)
    await add_staff(client, owner, "maria", "Maria")
    day = next_weekday()
    phone = "+15550102004"
    appointment = (await book(client, owner, phone=phone, start=at(day, "10:00").isoformat(), serviceId="cut",
                              staffId="maria")).json()
    moved = await client.patch(f"/api/appointments/{appointment['id']}", headers=owner.headers,
                               json={"start": at(day, "11:00").isoformat()})
    assert moved.status_code == 200
    assert [j[0] for j in await jobs(db, appointment["id"]) if not j[3]] == ["confirmation", "reminder"]
    confirmation_due = (await jobs(db, appointment["id"]))[0][1]
    assert await send_due(app.state.sessionmaker, app.state.messenger, settings,
                          now=confirmation_due + timedelta(seconds=1)) == 1
    [confirmation] = sms_to(settings, phone)
    assert confirmation.startswith("You're booked: Haircut") and " at 11:00 AM." in confirmation


async def test_with_confirmations_off_a_cancellation_sends_nothing(app, client, owner, db, settings):
    await set_up_salon(app, owner, sms_confirmations=False)
    await add_staff(client, owner, "maria", "Maria")
    day = next_weekday()
    appointment = (await book(client, owner, start=at(day, "10:00").isoformat(), serviceId="cut",
                              staffId="maria")).json()
    await client.patch(f"/api/appointments/{appointment['id']}", headers=owner.headers,
                       json={"status": "cancelled"})
    # Confirmations off: no notice either.
    assert [j[0] for j in await jobs(db, appointment["id"])] == ["reminder"]


async def test_a_late_reminder_is_sent_more_than_an_hour_before_else_skipped(app, client, owner, db, settings):
    await set_up_salon(app, owner)
    await add_staff(client, owner, "maria", "Maria")
    day = next_weekday()
    early, late = "+15550102002", "+15550102003"
    a = (await book(client, owner, phone=early, start=at(day, "10:00").isoformat(), serviceId="cut",
                    staffId="maria")).json()
    b = (await book(client, owner, phone=late, start=at(day, "15:00").isoformat(), serviceId="cut",
                    staffId="maria")).json()
    assert a["id"] and b["id"]
    # The service was down: it comes back at 13:30 on the day. 10:00 is over, 15:00 is 90 minutes away.
    sent = await send_due(app.state.sessionmaker, app.state.messenger, settings, now=at(day, "13:30"))
    assert sent == 2  # 15:00's confirmation and reminder; nothing for 10:00, which has started
    assert sms_to(settings, early) == []
    assert [body.split(":")[0] for body in sms_to(settings, late)] == ["You're booked", "Reminder"]
    assert await send_due(app.state.sessionmaker, app.state.messenger, settings, now=at(day, "14:30")) == 0


async def test_the_owners_sms_choices_decide_which_texts_are_scheduled(app, client, owner, db, make_owner):
    day = next_weekday()
    await set_up_salon(app, owner, sms_confirmations=False, reminder_hours_before=3)
    await add_staff(client, owner, "maria", "Maria")
    appointment = (await book(client, owner, start=at(day, "10:00").isoformat(), serviceId="cut",
                              staffId="maria")).json()
    assert [j[:2] for j in await jobs(db, appointment["id"])] == [("reminder", at(day, "07:00"))]

    quiet = make_owner()
    await set_up_salon(app, quiet, sms_reminders=False)
    await add_staff(client, quiet, "sam", "Sam")
    booked = (await book(client, quiet, start=at(day, "10:00").isoformat(), serviceId="cut", staffId="sam")).json()
    assert [j[0] for j in await jobs(db, booked["id"])] == ["confirmation"]
    # An event from before the choices existed leaves them as the owner set them.
    await set_up_salon(app, quiet)
    [profile] = await db.rows("SELECT confirmations_enabled, reminders_enabled, reminder_hours_before "
                              "FROM tenant_profiles WHERE tenant_id = :t", t=quiet.tenant_id)
    assert dict(profile) == {"confirmations_enabled": True, "reminders_enabled": False, "reminder_hours_before": 24}


async def test_a_text_the_provider_keeps_refusing_is_given_up_and_reported(app, client, owner, db, settings):
    await set_up_salon(app, owner)
    await add_staff(client, owner, "maria", "Maria")
    appointment = (await book(client, owner, start=at(next_weekday(), "10:00").isoformat(), serviceId="cut",
                              staffId="maria")).json()
    # Twilio's protocol, but nothing listens there: every send fails.
    unreachable = Messenger(app.state.messenger.mailer, TwilioSms(
        account_sid="AC00000000000000000000000000000000", auth_token="unused", sender="+15550100000",
        base_url=f"http://127.0.0.1:{free_port()}", timeout=2))
    [confirmation, _] = await jobs(db, appointment["id"])
    due = confirmation[1] + timedelta(seconds=1)
    for _ in range(settings.reminder_max_attempts):
        assert await send_due(app.state.sessionmaker, unreachable, settings, now=due) == 0
    [(_, failed)] = await db.events("booking.sms_failed", SmsFailed)
    assert (failed.appointment_id, failed.kind, failed.attempts) == (
        appointment["id"], "confirmation", settings.reminder_max_attempts)
    assert (await jobs(db, appointment["id"]))[0][4] is True  # skipped: never tried again
