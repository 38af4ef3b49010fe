import pytest

from booking.catalogue.handlers import on_tenant_updated
from ringbook.booking.v1.events_pb2 import StaffAdded
from ringbook.tenants.v1 import events_pb2 as tenants

from ..factories import add_staff, apply_event, get_hours, set_up_salon

REQUIRED = "Staff ID and name are required"


class TestProvision:
    async def test_a_member_is_created_with_a_builtin_calendar(self, client, owner):
        response = await client.post("/staff/calendars/provision", headers=owner.headers, json={
            "staffId": "maria", "name": "Maria Lopez", "email": "maria@salon.example", "title": "Senior Stylist"})
        assert response.status_code == 201
        member = response.json()
        assert member == {"staffId": "maria", "name": "Maria Lopez", "email": "maria@salon.example",
                          "title": "Senior Stylist", "phone": None, "calendarId": member["calendarId"],
                          "calendarPending": False}
        assert member["calendarId"].startswith("builtin:")

    async def test_values_are_trimmed_and_email_lower_cased(self, client, owner):
        member = await add_staff(client, owner, "  maria-l ", "  Maria   Lopez ", email=" Maria@Salon.Example ",
                                 title="  ")
        assert (member["staffId"], member["name"], member["email"], member["title"]) == (
            "maria-l", "Maria Lopez", "maria@salon.example", None)

    async def test_email_and_title_are_optional(self, client, owner):
        member = await add_staff(client, owner, "sam", "Sam")
        assert member["email"] is None and member["title"] is None

    async def test_a_new_member_works_the_salons_open_days_and_hours(self, app, client, owner):
        closed_sunday_and_monday = [tenants.OpeningDay(weekday=day, open="09:00", close="17:00", closed=day < 2)
                                    for day in range(6)] + [tenants.OpeningDay(weekday=6, open="10:00", close="16:00")]
        await apply_event(app, on_tenant_updated, tenants.TenantUpdated(
            tenant_id=owner.tenant_id, name="Salon Uno", timezone="America/New_York", hours_start="09:00",
            hours_end="17:00", week=closed_sunday_and_monday), "tenants.tenant_updated", owner.tenant_id)
        await add_staff(client, owner, "maria")
        assert await get_hours(client, owner, "maria") == [
            *({"dow": dow, "start": "09:00", "end": "17:00"} for dow in range(2, 6)),
            {"dow": 6, "start": "10:00", "end": "16:00"}]

    async def test_a_salon_open_every_day_gives_every_day(self, app, client, owner):
        await set_up_salon(app, owner, hours=("08:00", "19:00"))
        await add_staff(client, owner, "maria")
        assert await get_hours(client, owner, "maria") == [
            {"dow": dow, "start": "08:00", "end": "19:00"} for dow in range(7)]

    async def test_before_the_salon_has_hours_a_member_works_monday_to_friday_nine_to_five(self, client, owner):
        await add_staff(client, owner, "maria")
        assert await get_hours(client, owner, "maria") == [
            {"dow": dow, "start": "09:00", "end": "17:00"} for dow in range(1, 6)]

    @pytest.mark.parametrize("body", [
        {"name": "Maria"},
        {"staffId": "maria"},
        {"staffId": "   ", "name": "Maria"},
        {"staffId": "maria", "name": "  "},
        {"staffId": None, "name": None},
        {},
    ])
    async def test_id_and_name_are_required(self, client, owner, db, body):
        response = await client.post("/staff/calendars/provision", headers=owner.headers, json=body)
        assert response.status_code == 422
        assert response.json()["error"] == REQUIRED
        assert await db.count("staff") == 0

    async def test_the_required_message_wins_over_other_problems(self, client, owner):
        response = await client.post("/staff/calendars/provision", headers=owner.headers,
                                     json={"staffId": "not ok", "name": ""})
        assert response.json()["error"] == REQUIRED
        assert set(response.json()["fields"]) == {"staffId", "name"}

    @pytest.mark.parametrize("staff_id", ["maria lopez", "maría", "a/b", "-maria", "_x", "a.b", "x?y", "50%"])
    async def test_the_id_must_be_url_safe(self, client, owner, staff_id):
        response = await client.post("/staff/calendars/provision", headers=owner.headers,
                                     json={"staffId": staff_id, "name": "Maria"})
        assert response.status_code == 422
        assert response.json()["error"] == (
            "Staff ID can only contain letters, numbers, hyphens and underscores, and must start with a letter "
            "or number (for example maria or maria-l)")

    async def test_the_id_is_short(self, client, owner):
        ok = await client.post("/staff/calendars/provision", headers=owner.headers,
                               json={"staffId": "a" * 40, "name": "Long"})
        assert ok.status_code == 201
        response = await client.post("/staff/calendars/provision", headers=owner.headers,
                                     json={"staffId": "a" * 41, "name": "Longer"})
        assert (response.status_code, response.json()["error"]) == (422, "Staff ID must be at most 40 characters")

    @pytest.mark.parametrize(("change", "message"), [
        ({"email": "not-an-email"}, "Please enter a valid email"),
        ({"email": "a@b"}, "Please enter a valid email"),
        ({"email": 5}, "Please enter a valid email"),
        ({"name": "x" * 101}, "Name must be at most 100 characters"),
        ({"title": "x" * 101}, "Title must be at most 100 characters"),
        ({"title": ["Stylist"]}, "Title must be text"),
        ({"staffId": 7}, "Staff ID must be text"),
        ({"name": "Ma\u0000ria"}, "Name contains characters we can't accept"),
    ])
    async def test_each_other_rule_has_its_message(self, client, owner, change, message):
        response = await client.post("/staff/calendars/provision", headers=owner.headers,
                                     json={"staffId": "maria", "name": "Maria", **change})
        assert response.status_code == 422
        assert response.json()["error"] == message

    async def test_the_id_is_unique_in_the_tenant_whatever_its_case(self, client, owner, db):
        await add_staff(client, owner, "maria")
        for taken in ("maria", "MARIA", " Maria "):
            response = await client.post("/staff/calendars/provision", headers=owner.headers,
                                         json={"staffId": taken, "name": "Another Maria"})
            assert response.status_code == 409
            assert response.json()["error"] == (
                f'A staff member with the ID "{taken.strip()}" already exists. Please choose another ID.')
        assert await db.count("staff") == 1

    async def test_two_tenants_may_use_the_same_id(self, client, make_owner):
        first, second = make_owner(), make_owner()
        await add_staff(client, first, "maria", "Maria of the first salon")
        await add_staff(client, second, "maria", "Maria of the second salon")
        listed = (await client.get("/staff/calendars", headers=second.headers)).json()["staff"]
        assert [member["name"] for member in listed] == ["Maria of the second salon"]

    async def test_simultaneous_adds_of_one_id_make_one_member(self, client, owner, db):
        import asyncio

        responses = await asyncio.gather(*[
            client.post("/staff/calendars/provision", headers=owner.headers,
                        json={"staffId": "maria", "name": f"Maria {n}"}) for n in range(8)])
        assert sorted(r.status_code for r in responses) == [201] + [409] * 7
        assert await db.count("staff") == 1

    async def test_adding_publishes_staff_added_with_the_count(self, client, owner, db):
        first = await add_staff(client, owner, "maria", "Maria", email="maria@salon.example", title="Stylist")
        await add_staff(client, owner, "sam", "Sam")
        [(envelope, maria), (_, sam)] = await db.events("booking.staff_added", StaffAdded)
        assert envelope.tenant_id == owner.tenant_id
        assert (maria.tenant_id, maria.staff_id, maria.name, maria.email, maria.title, maria.calendar_id) == (
            owner.tenant_id, "maria", "Maria", "maria@salon.example", "Stylist", first["calendarId"])
        assert [(h.dow, h.start, h.end) for h in maria.hours] == [(d, "09:00", "17:00") for d in range(1, 6)]
        assert (maria.staff_count, sam.staff_count) == (1, 2)
        assert maria.staff_key and maria.staff_key != sam.staff_key

    async def test_a_refused_add_leaves_nothing_behind(self, client, owner, db):
        await client.post("/staff/calendars/provision", headers=owner.headers, json={"staffId": "", "name": ""})
        assert (await db.count("staff"), await db.count("working_hours"), await db.outbox_subjects()) == (0, 0, [])
