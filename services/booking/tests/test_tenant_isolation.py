"""Owner B never reads or changes owner A's staff, hours or time off: 403/404 and never data, whatever ids B
puts in paths or bodies. The tenant comes from the signed principal only."""

import pytest

from .factories import add_staff, get_hours, get_time_off, put_hours, put_time_off

A_HOURS = [{"dow": 2, "start": "10:00", "end": "14:00"}, {"dow": 2, "start": "15:00", "end": "19:00"}]
A_TIME_OFF = [{"timeMin": "2099-07-01T00:00:00Z", "timeMax": "2099-07-15T00:00:00Z", "reason": "Private reason"}]
B_HOURS = [{"dow": 0, "start": "08:00", "end": "09:00"}]
B_TIME_OFF = [{"timeMin": "2099-01-01T00:00:00Z", "timeMax": "2099-01-02T00:00:00Z", "reason": "B was here"}]


@pytest.fixture
async def tenants(client, make_owner, db):
    a, b = make_owner(), make_owner()
    maria = await add_staff(client, a, "maria", "Maria of A", email="maria@a.example", title="Colourist")
    assert (await put_hours(client, a, "maria", A_HOURS)).status_code == 200
    assert (await put_time_off(client, a, "maria", A_TIME_OFF)).status_code == 200
    [row] = await db.rows("SELECT id FROM staff")
    return a, b, maria, str(row["id"])


async def a_is_untouched(client, a, maria) -> None:
    assert (await client.get("/staff/calendars", headers=a.headers)).json() == {"staff": [maria]}
    assert await get_hours(client, a, "maria") == A_HOURS
    assert await get_time_off(client, a, "maria", history=True) == A_TIME_OFF


def leaks(response, maria) -> bool:
    text = response.text
    return any(secret in text for secret in ("Maria of A", "maria@a.example", "Colourist", "Private reason",
                                             maria["calendarId"], "10:00"))


class TestOwnerBReadingA:
    async def test_b_lists_only_its_own_staff(self, client, tenants):
        _, b, _, _ = tenants
        assert (await client.get("/staff/calendars", headers=b.headers)).json() == {"staff": []}

    @pytest.mark.parametrize("path", [
        "/staff/{id}/hours", "/staff/{id}/timeoff", "/staff/{id}/timeoff?history=true",
    ])
    @pytest.mark.parametrize("which", ["maria", "MARIA", "key", "calendar"])
    async def test_b_reading_a_members_hours_or_time_off_is_404(self, client, tenants, path, which):
        _, b, maria, key = tenants
        staff_id = {"maria": "maria", "MARIA": "MARIA", "key": key, "calendar": maria["calendarId"]}[which]
        response = await client.get(path.format(id=staff_id), headers=b.headers)
        assert (response.status_code, response.json()) == (404, {"error": "Staff member not found"})


WRITES = [
    ("PUT", "/staff/hours", lambda staff_id: {"staffId": staff_id, "hours": B_HOURS}),
    ("PUT", "/staff/timeoff", lambda staff_id: {"staffId": staff_id, "ranges": B_TIME_OFF}),
    ("POST", "/staff/calendars/{id}/share", lambda staff_id: {"email": "b@b.example"}),
    ("DELETE", "/staff/calendars/{id}", lambda staff_id: {"deleteCalendar": True, "force": True}),
]


class TestOwnerBWritingA:
    @pytest.mark.parametrize(("method", "path", "body"), WRITES, ids=[f"{m} {p}" for m, p, _ in WRITES])
    @pytest.mark.parametrize("which", ["maria", "MARIA", "key"])
    @pytest.mark.parametrize("claimed", ["none", "own", "a"])
    async def test_b_changing_a_member_is_403_or_404_and_changes_nothing(self, client, tenants, db, method, path,
                                                                         body, which, claimed):
        a, b, maria, key = tenants
        staff_id = {"maria": "maria", "MARIA": "MARIA", "key": key}[which]
        payload = body(staff_id)
        if claimed != "none":
            payload["tenantId"] = b.tenant_id if claimed == "own" else a.tenant_id
        outbox_before = await db.outbox_subjects()
        response = await client.request(method, path.format(id=staff_id), headers=b.headers, json=payload)
        expected = 403 if claimed == "a" else 404
        assert response.status_code == expected, response.text
        assert not leaks(response, maria)
        await a_is_untouched(client, a, maria)
        assert await db.outbox_subjects() == outbox_before

    async def test_b_cannot_add_staff_to_a_by_naming_a_in_the_body(self, client, tenants):
        a, b, maria, _ = tenants
        response = await client.post("/staff/calendars/provision", headers=b.headers,
                                     json={"staffId": "intruder", "name": "Intruder", "tenantId": a.tenant_id})
        assert response.status_code == 403
        assert (await client.get("/staff/calendars", headers=a.headers)).json() == {"staff": [maria]}

    async def test_b_using_the_same_id_gets_its_own_member_and_a_keeps_theirs(self, client, tenants):
        a, b, maria, _ = tenants
        await add_staff(client, b, "maria", "Maria of B")
        assert (await put_hours(client, b, "maria", B_HOURS)).status_code == 200
        assert (await put_time_off(client, b, "maria", B_TIME_OFF)).status_code == 200
        assert (await client.delete("/staff/calendars/maria", headers=b.headers)).status_code == 200
        await a_is_untouched(client, a, maria)
        assert (await client.get("/staff/calendars", headers=b.headers)).json() == {"staff": []}
