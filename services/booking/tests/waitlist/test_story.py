"""The waitlist's story in booking alone: a cancelled appointment is offered to the first person waiting, held for
them while callers are offered other times, passed to the second when the first lets the hold pass, booked by the
second's yes, and the first's late yes is told kindly the time has gone; the owner's figures count the refill and
its revenue."""

from datetime import timedelta

from ringbook.booking.v1 import events_pb2 as events
from ringbook.booking.v1 import rpc_pb2 as rpc

from ..factories import at, book
from .conftest import answer, ask, holds, join, loop, offers, texts_to

FIRST, SECOND = "+15550121001", "+15550121002"


async def test_a_cancelled_time_goes_to_the_first_then_the_second_who_books_it(
        app, bus, client, db, salon, moved_clock, day, settings):
    owner = salon
    appointment = (await book(client, owner, start=at(day, "10:00").isoformat(), serviceId="cut",
                              staffId="maria", phone="+15550121000")).json()
    await join(bus, owner, phone=FIRST, name="Ana", day=day, earliest="09:00", latest="12:00")
    moved_clock.move(timedelta(minutes=1))
    await join(bus, owner, phone=SECOND, name="Ben", day=day, part_of_day="morning", language="es")

    cancelled = await client.patch(f"/api/appointments/{appointment['id']}", headers=owner.headers,
                                   json={"status": "cancelled"})
    assert cancelled.status_code == 200
    assert await loop(app, settings) == 1

    [offer] = texts_to(settings, FIRST)
    assert offer.startswith("Good news from Salon Uno: Haircut with Maria is free on Wednesday, ")
    assert offer.endswith(" at 10:00 AM. Reply YES within 15 minutes to book it, or NO to pass.")
    assert texts_to(settings, SECOND) == []
    assert await holds(db) == 1
    # A caller asking meanwhile is offered other times, not the held one.
    asked = await ask(bus, "availability", rpc.AvailabilityRequest(
        tenant_id=owner.tenant_id, service_id="cut", from_date=day.isoformat(), to_date=day.isoformat()),
        rpc.AvailabilityReply)
    starts = {slot.start for slot in asked.slots}
    assert at(day, "10:00").isoformat() not in starts and at(day, "11:00").isoformat() in starts
    # Another round before the hold passes changes nothing.
    assert await loop(app, settings) == 0

    moved_clock.move(timedelta(minutes=15, seconds=1))
    assert await loop(app, settings) == 1
    [offer] = texts_to(settings, SECOND)
    assert offer.startswith("Buenas noticias de Salon Uno: hay hueco para Haircut con Maria el miércoles ")
    assert len(texts_to(settings, FIRST)) == 1
    assert [(o["phone"], o["status"]) for o in await offers(db)] == [(FIRST, "expired"), (SECOND, "live")]

    booked = await answer(bus, owner, phone=SECOND, yes=True)
    assert booked.outcome == "booked"
    assert booked.appointment.source == "waitlist" and booked.appointment.time == "10:00"
    assert booked.appointment.customer_name == "Ben" and booked.message.startswith("Tienes cita: Haircut")
    rows = await db.rows("SELECT source, customer_phone FROM appointments WHERE starts_at = :start "
                         "AND status = 'scheduled'", start=at(day, "10:00"))
    assert [(r["source"], r["customer_phone"]) for r in rows] == [("waitlist", SECOND)]
    assert await holds(db) == 0

    again = await answer(bus, owner, phone=SECOND, yes=True)  # the same yes, sent again
    assert again.outcome == "booked" and again.appointment.id == booked.appointment.id

    late = await answer(bus, owner, phone=FIRST, yes=True)
    assert late.outcome == "gone" and not late.HasField("appointment")
    assert late.message.startswith("Sorry, that time has gone.")
    entries = {r["customer_phone"]: r["status"] for r in await db.rows(
        "SELECT customer_phone, status FROM waitlist_entries")}
    assert entries == {FIRST: "waiting", SECOND: "booked"}

    [(_, refilled)] = await db.events("booking.waitlist_refilled", events.WaitlistRefilled)
    assert refilled.appointment_id == booked.appointment.id and refilled.price_cents == 4500
    assert len(await db.events("booking.waitlist_offer_sent", events.WaitlistOfferSent)) == 2
    assert len(await db.events("booking.waitlist_joined", events.WaitlistJoined)) == 2
    # Nothing is left to offer: the opening closes and nobody is texted again.
    assert await loop(app, settings) == 0
    assert await db.rows("SELECT 1 FROM waitlist_openings WHERE closed_at IS NULL") == []

    figures = (await client.get("/api/dashboard/analytics", headers=owner.headers)).json()
    assert (figures["waitlistRefills"], figures["waitlistRevenue"]) == (1, 45.0)
    assert (figures["successfulBookings"], figures["textBookings"]) == (0, 0)
