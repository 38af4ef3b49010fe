"""A client's reply to what the salon texted: "C" confirms their next appointment at the location (the owner sees
the mark, a move clears it); a bare yes answers whichever came last, a waitlist offer or the reminder."""

from datetime import timedelta

from booking.reminders.service import send_due
from ringbook.booking.v1 import rpc_pb2 as rpc
from ringbook_common import clock

from ..factories import at, book
from .conftest import answer, ask, join, loop, texts_to

CLIENT = "+15550123001"


async def confirm(bus, owner, *, phone: str = CLIENT, bare_yes: bool = False) -> rpc.ConfirmAppointmentReply:
    return await ask(bus, "confirm_appointment", rpc.ConfirmAppointmentRequest(
        tenant_id=owner.tenant_id, phone=phone, bare_yes=bare_yes), rpc.ConfirmAppointmentReply)


async def booked(client, owner, day, time: str, *, phone: str = CLIENT) -> str:
    response = await book(client, owner, start=at(day, time).isoformat(), serviceId="cut", staffId="maria",
                          phone=phone)
    assert response.status_code == 201, response.text
    return response.json()["id"]


async def shown(client, owner, appointment_id: str) -> dict:
    """The appointment as the owner's bookings list shows it."""
    listed = (await client.get("/api/dashboard/appointments", headers=owner.headers,
                               params={"pageSize": 200})).json()["appointments"]
    [found] = [appointment for appointment in listed if appointment["id"] == appointment_id]
    return found


async def test_c_confirms_the_next_appointment_once_and_a_move_clears_it(bus, client, salon, day, moved_clock):
    owner = salon
    later = await booked(client, owner, day + timedelta(days=1), "10:00")
    sooner = await booked(client, owner, day, "11:00")
    reply = await confirm(bus, owner)
    assert (reply.outcome, reply.appointment.id) == ("confirmed", sooner)
    assert reply.message.startswith("Confirmed: Haircut at ") and reply.message.endswith("See you then!")
    first = (await shown(client, owner, sooner))["confirmedAt"]
    assert first and (await shown(client, owner, later))["confirmedAt"] == ""

    moved_clock.move(timedelta(minutes=5))
    again = await confirm(bus, owner)
    assert again.outcome == "already" and (await shown(client, owner, sooner))["confirmedAt"] == first

    moved = await client.patch(f"/api/appointments/{sooner}", headers=owner.headers,
                               json={"start": at(day, "15:00").isoformat()})
    assert moved.status_code == 200 and moved.json()["confirmedAt"] == ""
    reply = await confirm(bus, owner)
    assert (reply.outcome, reply.appointment.id, reply.appointment.time) == ("confirmed", sooner, "15:00")


async def test_c_with_nothing_upcoming_says_so_and_changes_nothing(bus, client, salon, day, db):
    owner = salon
    past = await booked(client, owner, day, "09:00", phone="+15550123002")
    cancelled = await client.patch(f"/api/appointments/{past}", headers=owner.headers, json={"status": "cancelled"})
    assert cancelled.status_code == 200
    reply = await confirm(bus, owner, phone="+15550123002")
    assert reply.outcome == "none" and reply.message.startswith("I don't see an upcoming appointment")
    assert await db.rows("SELECT id FROM appointments WHERE confirmed_at IS NOT NULL") == []


async def test_a_bare_yes_answers_the_offer_texted_after_the_reminder(app, bus, client, salon, day, moved_clock,
                                                                      settings):
    owner = salon
    mine = await booked(client, owner, day, "15:00")
    # The reminder (24 hours before) went out; then a time the client waits for was freed and offered.
    moved_clock.set(at(day, "15:00") - timedelta(hours=24))
    assert await send_due(app.state.sessionmaker, app.state.messenger, settings, now=clock.now()) >= 1
    assert any(text.startswith("Reminder:") and "Reply C to confirm" in text for text in texts_to(settings, CLIENT))
    taken = await booked(client, owner, day, "10:00", phone="+15550123009")
    await join(bus, owner, phone=CLIENT, day=day, earliest="10:00", latest="10:00")
    moved_clock.move(timedelta(minutes=1))
    await client.patch(f"/api/appointments/{taken}", headers=owner.headers, json={"status": "cancelled"})
    assert await loop(app, settings) == 1

    assert (await confirm(bus, owner, bare_yes=True)).outcome == "offer"
    assert (await answer(bus, owner, phone=CLIENT, yes=True)).outcome == "booked"
    assert (await shown(client, owner, mine))["confirmedAt"] == ""
    # "C" confirms the next appointment, now the one the offer booked.
    reply = await confirm(bus, owner)
    assert (reply.outcome, reply.appointment.time, reply.appointment.source) == ("confirmed", "10:00", "waitlist")


async def test_a_bare_yes_confirms_once_the_offer_is_a_day_gone(app, bus, client, salon, day, moved_clock, settings,
                                                                 db):
    owner = salon
    taken = await booked(client, owner, day, "10:00", phone="+15550123019")
    await join(bus, owner, phone=CLIENT, day=day, earliest="10:00", latest="10:00")
    await client.patch(f"/api/appointments/{taken}", headers=owner.headers, json={"status": "cancelled"})
    assert await loop(app, settings) == 1
    assert (await confirm(bus, owner, bare_yes=True)).outcome == "offer"  # the offer is live: it is what yes answers
    mine = await booked(client, owner, day + timedelta(days=2), "11:00")
    moved_clock.move(timedelta(minutes=16))
    await loop(app, settings)  # the hold passes; the late yes is still the offer's, told kindly
    assert (await confirm(bus, owner, bare_yes=True)).outcome == "offer"
    moved_clock.move(timedelta(days=1))
    reply = await confirm(bus, owner, bare_yes=True)
    assert (reply.outcome, reply.appointment.id) == ("confirmed", mine)
    [row] = await db.rows("SELECT confirmed_at FROM appointments WHERE id = :id", id=mine)
    assert row["confirmed_at"] is not None
