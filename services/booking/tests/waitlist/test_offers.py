"""Offers of freed time: who is asked, in which order, when (quiet hours), never twice, a no passed on at once, the
tenant's text limits, moves and more hours, and replicas racing for one opening."""

import asyncio
import uuid
from datetime import timedelta

from booking.texting import repository as texting
from booking.texting import service as texting_service
from booking.waitlist import service as waitlist
from booking.waitlist.service import run_due
from ringbook_common import clock
from ringbook_common.infra.ports import free_port
from ringbook_common.messaging.delivery import Messenger
from ringbook_common.messaging.twilio import TwilioSms

from ..factories import MONDAY_TO_FRIDAY, add_staff, at, book, put_hours
from .conftest import answer, holds, join, loop, offers, texts_to


async def booked_at(client, owner, day, clock: str, *, staff: str = "maria", phone: str = "+15550122999") -> str:
    response = await book(client, owner, start=at(day, clock).isoformat(), serviceId="cut", staffId=staff,
                          phone=phone)
    assert response.status_code == 201, response.text
    return response.json()["id"]


async def cancel(client, owner, appointment_id: str) -> None:
    response = await client.patch(f"/api/appointments/{appointment_id}", headers=owner.headers,
                                  json={"status": "cancelled"})
    assert response.status_code == 200, response.text


class TestWhoIsAsked:
    async def test_a_named_stylist_waits_for_theirs_and_anyone_takes_any(self, app, bus, client, db, salon, day,
                                                                         moved_clock, settings):
        owner = salon
        await add_staff(client, owner, "juan", "Juan")
        appointment = await booked_at(client, owner, day, "10:00")
        await join(bus, owner, phone="+15550122001", day=day, staff="juan", earliest="10:00", latest="10:00")
        moved_clock.move(timedelta(seconds=1))
        await join(bus, owner, phone="+15550122002", day=day, staff="any", earliest="10:00", latest="10:00")
        await cancel(client, owner, appointment)
        assert await loop(app, settings) == 1
        assert texts_to(settings, "+15550122001") == []
        assert "with Maria" in texts_to(settings, "+15550122002")[0]

    async def test_the_days_and_times_asked_for_bound_the_offer(self, app, bus, client, db, salon, day,
                                                                 moved_clock, settings):
        owner = salon
        appointment = await booked_at(client, owner, day, "10:00")
        await join(bus, owner, phone="+15550122011", day=day, part_of_day="afternoon")
        await join(bus, owner, phone="+15550122012", day=day + timedelta(days=1), last_day=day + timedelta(days=2))
        await join(bus, owner, phone="+15550122013", day=day - timedelta(days=1), last_day=day,
                   earliest="10:00", latest="10:30")
        await cancel(client, owner, appointment)
        assert await loop(app, settings) == 1
        assert [o["phone"] for o in await offers(db)] == ["+15550122013"]
        assert texts_to(settings, "+15550122011") == texts_to(settings, "+15550122012") == []

    async def test_the_first_who_joined_is_asked_first(self, app, bus, client, db, salon, day, moved_clock,
                                                      settings):
        owner = salon
        appointment = await booked_at(client, owner, day, "10:00")
        for phone in ("+15550122021", "+15550122022", "+15550122023"):
            await join(bus, owner, phone=phone, day=day)
            moved_clock.move(timedelta(seconds=1))
        await cancel(client, owner, appointment)
        await loop(app, settings)
        for _ in range(2):
            moved_clock.move(timedelta(minutes=16))
            await loop(app, settings)
        assert [o["phone"] for o in await offers(db)] == ["+15550122021", "+15550122022", "+15550122023"]
        assert {o["starts_at"] for o in await offers(db)} == {at(day, "10:00")}

    async def test_one_offer_at_a_time_and_the_next_freed_time_waits_for_its_answer(
            self, app, bus, client, db, salon, day, moved_clock, settings):
        owner = salon
        morning = await booked_at(client, owner, day, "10:00")
        afternoon = await booked_at(client, owner, day, "14:00", phone="+15550122996")
        await join(bus, owner, phone="+15550122151", day=day)
        await cancel(client, owner, morning)
        assert await loop(app, settings) == 1
        await cancel(client, owner, afternoon)
        assert await loop(app, settings) == 0  # one live offer per person
        assert (await answer(bus, owner, phone="+15550122151", yes=False)).outcome == "declined"
        assert await loop(app, settings) == 1  # at once, not when the declined offer would have ended
        assert [(o["starts_at"], o["status"]) for o in await offers(db)] == [
            (at(day, "10:00"), "declined"), (at(day, "14:00"), "live")]

    async def test_nobody_waiting_records_no_opening(self, client, db, salon, day):
        await cancel(client, salon, await booked_at(client, salon, day, "10:00"))
        assert await db.count("waitlist_openings") == 0


class TestAnswers:
    async def test_a_no_passes_it_on_at_once(self, app, bus, client, db, salon, day, moved_clock, settings):
        owner = salon
        appointment = await booked_at(client, owner, day, "10:00")
        await join(bus, owner, phone="+15550122031", day=day, earliest="10:00", latest="10:00", language="fr")
        moved_clock.move(timedelta(seconds=1))
        await join(bus, owner, phone="+15550122032", day=day, earliest="10:00", latest="10:00")
        await cancel(client, owner, appointment)
        await loop(app, settings)
        declined = await answer(bus, owner, phone="+15550122031", yes=False)
        assert declined.outcome == "declined" and declined.message.startswith("Pas de souci")
        # No round of the loop: the next person was texted by the answer itself.
        assert len(texts_to(settings, "+15550122032")) == 1
        assert [(o["phone"], o["status"]) for o in await offers(db)] == [("+15550122031", "declined"),
                                                                         ("+15550122032", "live")]
        assert await holds(db) == 1

    async def test_the_same_slot_is_never_offered_to_the_same_person_twice(self, app, bus, client, db, salon, day,
                                                                          moved_clock, settings):
        owner = salon
        await join(bus, owner, phone="+15550122041", day=day, earliest="10:00", latest="10:00")
        await cancel(client, owner, await booked_at(client, owner, day, "10:00"))
        await loop(app, settings)
        assert (await answer(bus, owner, phone="+15550122041", yes=False)).outcome == "declined"
        # The same time freed again later: not offered to the one who turned it down.
        moved_clock.move(timedelta(minutes=1))
        await cancel(client, owner, await booked_at(client, owner, day, "10:00", phone="+15550122998"))
        assert await loop(app, settings) == 0
        assert len(texts_to(settings, "+15550122041")) == 1
        assert await holds(db) == 0

    async def test_a_yes_late_in_the_hold_books_a_time_now_within_the_salons_notice(
            self, app, bus, client, db, salon, day, moved_clock, settings):
        owner = salon
        appointment = await booked_at(client, owner, day, "11:00")
        await join(bus, owner, phone="+15550122131", day=day)
        moved_clock.set(at(day, "09:55"))
        await cancel(client, owner, appointment)
        assert await loop(app, settings) == 1
        moved_clock.move(timedelta(minutes=13))  # 52 minutes before the start: inside the salon's hour of notice
        booked = await answer(bus, owner, phone="+15550122131", yes=True)
        assert booked.outcome == "booked" and booked.appointment.time == "11:00"

    async def test_an_offered_client_removed_by_the_owner_passes_the_time_on(self, app, bus, client, db, salon, day,
                                                                           moved_clock, settings):
        owner = salon
        appointment = await booked_at(client, owner, day, "10:00")
        first = await join(bus, owner, phone="+15550122141", day=day)
        moved_clock.move(timedelta(seconds=1))
        await join(bus, owner, phone="+15550122142", day=day)
        await cancel(client, owner, appointment)
        await loop(app, settings)
        removed = await client.delete(f"/api/waitlist/{first.entry.id}", headers=owner.headers)
        assert removed.status_code == 204
        assert await holds(db) == 0
        assert await loop(app, settings) == 1
        assert [(o["phone"], o["status"]) for o in await offers(db)] == [("+15550122141", "withdrawn"),
                                                                         ("+15550122142", "live")]
        gone = await answer(bus, owner, phone="+15550122141", yes=True)
        assert gone.outcome == "gone"

    async def test_a_yes_with_no_offer_is_told_it_has_gone(self, bus, salon, day):
        await join(bus, salon, phone="+15550122051", day=day, language="de")
        gone = await answer(bus, salon, phone="+1 555 012 2051", yes=True)
        assert gone.outcome == "gone" and gone.message.startswith("Leider ist dieser Termin nicht mehr frei.")


class TestQuietHours:
    async def test_an_offer_due_at_night_goes_out_at_nine(self, app, bus, client, db, salon, day, moved_clock,
                                                          settings):
        owner = salon
        appointment = await booked_at(client, owner, day, "11:00")
        await join(bus, owner, phone="+15550122061", day=day)
        moved_clock.set(at(day - timedelta(days=1), "21:00"))
        await cancel(client, owner, appointment)
        assert await loop(app, settings) == 0
        moved_clock.set(at(day, "08:59"))
        assert await loop(app, settings) == 0
        assert texts_to(settings, "+15550122061") == [] and await holds(db) == 0
        moved_clock.set(at(day, "09:00"))
        assert await loop(app, settings) == 1
        assert " at 11:00 AM." in texts_to(settings, "+15550122061")[0]

    async def test_a_slot_gone_past_by_the_end_of_quiet_hours_is_never_offered(self, app, bus, client, db, salon,
                                                                             day, moved_clock, settings):
        owner = salon
        changed = await client.put("/api/waitlist/settings", headers=owner.headers,
                                   json={"holdMinutes": 10, "quietStart": "20:00", "quietEnd": "12:00"})
        assert changed.status_code == 200 and changed.json() == {"holdMinutes": 10, "quietStart": "20:00",
                                                                 "quietEnd": "12:00"}
        appointment = await booked_at(client, owner, day, "11:00")
        await join(bus, owner, phone="+15550122071", day=day)
        moved_clock.set(at(day - timedelta(days=1), "21:00"))
        await cancel(client, owner, appointment)
        assert await loop(app, settings) == 0
        moved_clock.set(at(day, "12:00"))
        assert await loop(app, settings) == 0
        assert texts_to(settings, "+15550122071") == []
        assert await db.rows("SELECT 1 FROM waitlist_openings WHERE closed_at IS NULL") == []


class TestTextLimits:
    async def test_a_withheld_offer_skips_nobody_and_goes_out_the_next_day(self, app, bus, client, db, salon, day,
                                                                           moved_clock, settings):
        owner = salon
        appointment = await booked_at(client, owner, day, "14:00")
        await join(bus, owner, phone="+15550122081", day=day)
        moved_clock.move(timedelta(seconds=1))
        await join(bus, owner, phone="+15550122082", day=day)
        async with app.state.sessionmaker() as session, session.begin():
            await texting.record_operator_limit(session, uuid.UUID(owner.tenant_id), limit=0, at=moved_clock.now())
        await cancel(client, owner, appointment)
        assert await loop(app, settings) == 0
        assert await offers(db) == [] and await holds(db) == 0
        assert texts_to(settings, "+15550122082") == []
        [row] = await db.rows("SELECT next_at FROM waitlist_openings")
        assert row["next_at"] == at(day, "09:00")
        async with app.state.sessionmaker() as session, session.begin():
            await texting.record_operator_limit(session, uuid.UUID(owner.tenant_id), limit=100,
                                                at=moved_clock.now() + timedelta(seconds=1))
        moved_clock.set(at(day, "09:00"))
        assert await loop(app, settings) == 1
        assert [o["phone"] for o in await offers(db)] == ["+15550122081"]


    async def test_a_client_at_their_texts_of_the_day_passes_the_time_to_the_next(
            self, app, bus, client, db, salon, day, moved_clock, settings):
        owner = salon
        appointment = await booked_at(client, owner, day, "14:00")
        await join(bus, owner, phone="+15550122161", day=day)
        moved_clock.move(timedelta(seconds=1))
        await join(bus, owner, phone="+15550122162", day=day)
        async with app.state.sessionmaker() as session, session.begin():
            limits = await texting_service.tenant_allowance(session, uuid.UUID(owner.tenant_id), now=moved_clock.now())
            for _ in range(limits.per_number):
                assert await texting_service.send(session, app.state.messenger, tenant_id=uuid.UUID(owner.tenant_id),
                                                  location_id=uuid.UUID(owner.tenant_id), to="+15550122161",
                                                  body="Earlier text", purpose="confirmation",
                                                  now=moved_clock.now())
        await cancel(client, owner, appointment)
        assert await loop(app, settings) == 1
        assert [o["phone"] for o in await offers(db)] == ["+15550122162"]
        assert texts_to(settings, "+15550122161") == ["Earlier text"] * limits.per_number
        assert await holds(db) == 1

    async def test_a_client_who_opted_out_of_the_salons_texts_is_passed_over(self, app, bus, client, db, salon, day,
                                                                           moved_clock, settings):
        owner = salon
        appointment = await booked_at(client, owner, day, "14:00")
        await join(bus, owner, phone="+15550122171", day=day)
        moved_clock.move(timedelta(seconds=1))
        await join(bus, owner, phone="+15550122172", day=day)
        async with app.state.sessionmaker() as session, session.begin():
            await texting.record_opt_out(session, tenant_id=uuid.UUID(owner.tenant_id),
                                         location_id=uuid.UUID(owner.tenant_id), phone="+15550122171",
                                         opted_out=True, at=moved_clock.now())
        await cancel(client, owner, appointment)
        assert await loop(app, settings) == 1
        assert [o["phone"] for o in await offers(db)] == ["+15550122172"]
        assert texts_to(settings, "+15550122171") == []
        assert await holds(db) == 1

    async def test_a_provider_failure_keeps_the_time_for_the_next_round(self, app, bus, client, db, salon, day,
                                                                      settings):
        owner = salon
        appointment = await booked_at(client, owner, day, "14:00")
        await join(bus, owner, phone="+15550122171", day=day)
        await cancel(client, owner, appointment)
        unreachable = Messenger(app.state.messenger.mailer, TwilioSms(
            account_sid="AC00000000000000000000000000000000", auth_token="unused", sender="+15550100000",
            base_url=f"http://127.0.0.1:{free_port()}", timeout=2))
        assert await run_due(app.state.sessionmaker, unreachable, settings, now=clock.now()) == 0
        assert await offers(db) == [] and await holds(db) == 0
        assert await loop(app, settings) == 1
        assert [o["phone"] for o in await offers(db)] == ["+15550122171"]


    async def test_a_no_stands_when_the_next_offer_cannot_be_sent(self, app, bus, client, db, salon, day,
                                                                  settings):
        owner = salon
        appointment = await booked_at(client, owner, day, "14:00")
        await join(bus, owner, phone="+15550122181", day=day)
        await join(bus, owner, phone="+15550122182", day=day)
        await cancel(client, owner, appointment)
        assert await loop(app, settings) == 1
        unreachable = Messenger(app.state.messenger.mailer, TwilioSms(
            account_sid="AC00000000000000000000000000000000", auth_token="unused", sender="+15550100000",
            base_url=f"http://127.0.0.1:{free_port()}", timeout=2))
        async with app.state.sessionmaker() as session, session.begin():
            answered = await waitlist.answer(session, unreachable, settings, tenant_id=uuid.UUID(owner.tenant_id),
                                             location_id=None, phone="+15550122181", yes=False, now=clock.now())
        assert answered.outcome == "declined"
        assert [o["status"] for o in await offers(db)] == ["declined"] and await holds(db) == 0
        assert await loop(app, settings) == 1
        assert [o["phone"] for o in await offers(db)] == ["+15550122181", "+15550122182"]


class TestFreedTime:
    async def test_a_move_away_frees_the_old_time(self, app, bus, client, db, salon, day, settings):
        owner = salon
        appointment = await booked_at(client, owner, day, "10:00")
        await join(bus, owner, phone="+15550122091", day=day, earliest="10:00", latest="10:00")
        moved = await client.patch(f"/api/appointments/{appointment}", headers=owner.headers,
                                   json={"start": at(day, "15:00").isoformat()})
        assert moved.status_code == 200
        assert await loop(app, settings) == 1
        assert " at 10:00 AM." in texts_to(settings, "+15550122091")[0]

    async def test_more_hours_are_offered(self, app, bus, client, db, salon, day, settings):
        owner = salon
        saturday = day + timedelta(days=3)
        assert (await put_hours(client, owner, "maria", MONDAY_TO_FRIDAY)).status_code == 200
        await join(bus, owner, phone="+15550122101", day=saturday, earliest="10:00", latest="12:00")
        assert await loop(app, settings) == 0
        saved = await put_hours(client, owner, "maria", [*MONDAY_TO_FRIDAY, {"dow": 6, "start": "10:00",
                                                                             "end": "14:00"}])
        assert saved.status_code == 200, saved.text
        assert await loop(app, settings) == 1
        assert " at 10:00 AM." in texts_to(settings, "+15550122101")[0]
        # Fewer hours free nothing.
        assert (await put_hours(client, owner, "maria", MONDAY_TO_FRIDAY)).status_code == 200
        assert await db.count("waitlist_openings") == 1


class TestRaces:
    async def test_two_replicas_make_one_offer_and_a_retried_cancel_one_opening(self, app, bus, client, db, salon,
                                                                               day, settings):
        owner = salon
        appointment = await booked_at(client, owner, day, "10:00")
        await join(bus, owner, phone="+15550122111", day=day)
        await join(bus, owner, phone="+15550122112", day=day)
        await cancel(client, owner, appointment)
        await cancel(client, owner, appointment)
        assert await db.count("waitlist_openings") == 1
        sent = await asyncio.gather(loop(app, settings), loop(app, settings), loop(app, settings))
        assert sum(sent) == 1
        assert [o["status"] for o in await offers(db)] == ["live"] and await holds(db) == 1

    async def test_two_cancellations_at_once_never_hold_one_time_twice(self, app, bus, client, db, salon, day,
                                                                       settings):
        owner = salon
        first = await booked_at(client, owner, day, "10:00")
        second = await booked_at(client, owner, day, "11:00", phone="+15550122997")
        await join(bus, owner, phone="+15550122121", day=day)
        await join(bus, owner, phone="+15550122122", day=day)
        await asyncio.gather(cancel(client, owner, first), cancel(client, owner, second))
        await asyncio.gather(loop(app, settings), loop(app, settings))
        live = await offers(db)
        assert len(live) == 2 and len({o["starts_at"] for o in live}) == 2
        assert await holds(db) == 2

    async def test_a_yes_sent_twice_at_once_books_once(self, app, bus, client, db, salon, day, settings):
        owner = salon
        appointment = await booked_at(client, owner, day, "10:00")
        await join(bus, owner, phone="+15550122191", day=day)
        await cancel(client, owner, appointment)
        await loop(app, settings)
        first, second = await asyncio.gather(answer(bus, owner, phone="+15550122191", yes=True),
                                             answer(bus, owner, phone="+15550122191", yes=True))
        assert first.outcome == second.outcome == "booked"
        assert first.appointment.id == second.appointment.id
        rows = await db.rows("SELECT id FROM appointments WHERE source = 'waitlist'")
        assert [str(r["id"]) for r in rows] == [first.appointment.id]
