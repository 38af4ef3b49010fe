"""Removing a member with upcoming appointments: the owner sees how many and who is free to take each, hands
them over or cancels them (every client gets a text), and no booking can land on a removed member, whatever the
timing: the database refuses it."""

import asyncio

import pytest
from sqlalchemy.exc import IntegrityError

from ..factories import add_staff, at, book, next_weekday, set_up_salon, slots


@pytest.fixture
async def salon(app, client, owner):
    await set_up_salon(app, owner, sms_confirmations=False)
    await add_staff(client, owner, "maria", "Maria")
    await add_staff(client, owner, "sam", "Sam")


async def book_with(client, owner, staff_id: str, when, phone: str = "+15550101234") -> dict:
    response = await book(client, owner, start=when.isoformat(), serviceId="cut", staffId=staff_id, phone=phone)
    assert response.status_code == 201, response.text
    return response.json()


async def remove(client, owner, staff_id: str = "maria", **body):
    return await client.request("DELETE", f"/staff/calendars/{staff_id}", headers=owner.headers, json=body)


async def scheduled_with(client, owner) -> dict[str, str]:
    listed = await client.get("/api/dashboard/appointments", headers=owner.headers, params={"status": "scheduled"})
    return {a["id"]: a["staffId"] for a in listed.json()["appointments"]}


class TestUpcoming:
    async def test_the_count_and_who_is_free_for_each(self, salon, client, owner):
        wednesday, thursday = next_weekday(2), next_weekday(3)
        free_for_sam = await book_with(client, owner, "maria", at(wednesday, "10:00"))
        sam_busy = await book_with(client, owner, "maria", at(thursday, "10:00"))
        await book_with(client, owner, "sam", at(thursday, "10:00"), phone="+15550109999")
        found = await client.get("/staff/calendars/maria/upcoming", headers=owner.headers)
        assert found.status_code == 200
        body = found.json()
        assert (body["staffId"], body["upcomingAppointments"]) == ("maria", 2)
        assert {a["id"]: a["reassignTo"] for a in body["appointments"]} == {
            free_for_sam["id"]: [{"staffId": "sam", "name": "Sam"}], sam_busy["id"]: []}

    async def test_an_unknown_member_is_404(self, salon, client, owner):
        assert (await client.get("/staff/calendars/nobody/upcoming", headers=owner.headers)).status_code == 404


class TestRemoval:
    async def test_upcoming_appointments_refuse_it_with_the_count_and_nothing_changes(self, salon, client, owner):
        booked = await book_with(client, owner, "maria", at(next_weekday(), "10:00"))
        refused = await remove(client, owner)
        assert (refused.status_code, refused.json()["upcomingAppointments"]) == (409, 1)
        assert await scheduled_with(client, owner) == {booked["id"]: "maria"}

    async def test_reassigned_appointments_move_and_their_clients_are_told(self, salon, client, owner, db):
        booked = await book_with(client, owner, "maria", at(next_weekday(), "10:00"))
        removed = await remove(client, owner, reassign={booked["id"]: "sam"})
        assert (removed.status_code, removed.json()["reassignedAppointments"]) == (200, 1), removed.text
        assert await scheduled_with(client, owner) == {booked["id"]: "sam"}
        assert [r["kind"] for r in await db.rows("SELECT kind FROM reminder_jobs WHERE kind <> 'reminder'")] == [
            "reassigned"]

    async def test_a_member_who_is_not_free_cannot_take_it_and_nothing_changes(self, salon, client, owner):
        day = next_weekday()
        booked = await book_with(client, owner, "maria", at(day, "10:00"))
        await book_with(client, owner, "sam", at(day, "10:00"), phone="+15550109999")
        refused = await remove(client, owner, reassign={booked["id"]: "sam"}, force=True)
        assert (refused.status_code, refused.json()["error"]) == (
            409, f"Sam isn't free for the Haircut on {at(day, '10:00'):%a %b} {day.day} at 10:00.")
        assert (await scheduled_with(client, owner))[booked["id"]] == "maria"
        assert [m["staffId"] for m in (await client.get("/staff/calendars", headers=owner.headers)).json()[
            "staff"]] == ["maria", "sam"]

    async def test_an_appointment_that_is_not_theirs_is_422(self, salon, client, owner):
        sams = await book_with(client, owner, "sam", at(next_weekday(), "10:00"))
        refused = await remove(client, owner, reassign={sams["id"]: "sam"})
        assert refused.status_code == 422

    async def test_cancelling_texts_every_client_even_with_confirmations_off(self, salon, client, owner, db):
        for hour, phone in (("10:00", "+15550101111"), ("12:00", "+15550102222")):
            await book_with(client, owner, "maria", at(next_weekday(), hour), phone=phone)
        removed = await client.delete("/staff/calendars/maria?force=true", headers=owner.headers)
        assert (removed.status_code, removed.json()["cancelledAppointments"]) == (200, 2)
        assert await scheduled_with(client, owner) == {}
        assert await db.count("reminder_jobs WHERE kind = 'cancellation'") == 2

    async def test_some_handed_over_and_the_rest_cancelled(self, salon, client, owner):
        day = next_weekday()
        kept = await book_with(client, owner, "maria", at(day, "10:00"))
        await book_with(client, owner, "maria", at(day, "12:00"), phone="+15550102222")
        removed = await remove(client, owner, reassign={kept["id"]: "sam"}, force=True)
        assert (removed.json()["reassignedAppointments"], removed.json()["cancelledAppointments"]) == (1, 1)
        assert await scheduled_with(client, owner) == {kept["id"]: "sam"}


class TestNoBookingLandsOnARemovedMember:
    async def test_the_database_refuses_an_appointment_or_a_hold_for_a_removed_member(self, salon, client, owner, db):
        await remove(client, owner)
        [maria] = await db.rows("SELECT id, tenant_id FROM staff WHERE staff_id = 'maria'")
        with pytest.raises(IntegrityError, match="was removed"):
            await db.execute(
                "INSERT INTO appointments (id, tenant_id, staff_key, service_id, service_name, duration_min, "
                "buffer_min, processing_min, price_cents, starts_at, ends_at, customer_name, customer_phone, source, "
                "status) VALUES (gen_random_uuid(), :tenant, :staff, 'cut', 'Haircut', 45, 15, 0, 4500, "
                "now() + interval '2 days', now() + interval '2 days 45 minutes', 'Jane', '+15550101234', 'owner', "
                "'scheduled')", tenant=maria["tenant_id"], staff=maria["id"])
        with pytest.raises(IntegrityError, match="was removed"):
            await db.execute(
                "INSERT INTO appointment_blocks (tenant_id, staff_key, hold_id, during, expires_at) VALUES "
                "(:tenant, :staff, gen_random_uuid(), tstzrange(now() + interval '1 day', now() + interval '25 "
                "hours'), now() + interval '5 minutes')", tenant=maria["tenant_id"], staff=maria["id"])

    async def test_bookings_racing_the_removal_are_handed_over_to_cancel_or_refused(self, salon, client, owner):
        offered = await slots(client, owner, next_weekday(), staff="maria")
        attempts = [book(client, owner, slotId=slot["slotId"], phone=f"+1555010{index:04d}")
                    for index, slot in enumerate(offered[::2][:12])]
        removal = client.delete("/staff/calendars/maria?force=true", headers=owner.headers)
        *answers, removed = await asyncio.gather(*attempts, removal)
        assert removed.status_code == 200, removed.text
        assert {answer.status_code for answer in answers} <= {201, 409}
        assert "maria" not in (await scheduled_with(client, owner)).values()
