"""An Idempotency-Key names one booking request: a retry of it gets that booking back, as it is now; the same key
with a different request is refused (422), whatever became of the first booking."""

from ..factories import add_staff, book, new_key, next_weekday, set_up_salon, slots

REUSED = {"error": "That Idempotency-Key was already used for a different request"}


async def salon(app, client, owner) -> list[dict]:
    await set_up_salon(app, owner)
    await add_staff(client, owner, "maria", "Maria")
    return await slots(client, owner, next_weekday(), staff="maria")


class TestReusedKey:
    async def test_a_key_reused_for_another_booking_is_422_and_books_nothing(self, app, client, owner, db):
        offered = await salon(app, client, owner)
        key = new_key()
        first = await book(client, owner, key=key, slotId=offered[0]["slotId"])
        assert first.status_code == 201
        other = await book(client, owner, key=key, slotId=offered[8]["slotId"], customerName="John Roe",
                           phone="+15550109999")
        assert (other.status_code, other.json()) == (422, REUSED)
        assert await db.count("appointments") == 1

    async def test_a_key_reused_after_the_first_booking_was_cancelled_is_still_refused(self, app, client, owner):
        offered = await salon(app, client, owner)
        key = new_key()
        first = (await book(client, owner, key=key, slotId=offered[0]["slotId"])).json()
        await client.patch(f"/api/appointments/{first['id']}", headers=owner.headers, json={"status": "cancelled"})
        other = await book(client, owner, key=key, slotId=offered[8]["slotId"])
        assert (other.status_code, other.json()) == (422, REUSED)

    async def test_the_same_slot_for_someone_else_is_another_request(self, app, client, owner):
        offered = await salon(app, client, owner)
        key = new_key()
        await book(client, owner, key=key, slotId=offered[0]["slotId"])
        other = await book(client, owner, key=key, slotId=offered[0]["slotId"], customerName="John Roe")
        assert (other.status_code, other.json()) == (422, REUSED)


class TestRetry:
    async def test_a_retry_after_cancellation_answers_the_appointment_as_it_is_now(self, app, client, owner, db):
        offered = await salon(app, client, owner)
        key = new_key()
        first = (await book(client, owner, key=key, slotId=offered[0]["slotId"])).json()
        await client.patch(f"/api/appointments/{first['id']}", headers=owner.headers, json={"status": "cancelled"})
        again = await book(client, owner, key=key, slotId=offered[0]["slotId"])
        assert (again.status_code, again.headers.get("idempotent-replayed")) == (201, "true")
        assert (again.json()["id"], again.json()["status"]) == (first["id"], "cancelled")
        assert await db.count("appointments") == 1

    async def test_a_retry_by_start_service_and_staff_matches_whatever_the_staff_ids_case(self, app, client, owner):
        offered = await salon(app, client, owner)
        key = new_key()
        start = offered[2]["start"]
        first = await book(client, owner, key=key, start=start, serviceId="cut", staffId="maria")
        again = await book(client, owner, key=key, start=start, serviceId="cut", staffId="Maria")
        assert (first.status_code, again.status_code) == (201, 201)
        assert again.json()["id"] == first.json()["id"]
