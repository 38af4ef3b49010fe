"""The owner's appointment table (filters, search, sort, paging) and the analytics numbers, by definition."""

from datetime import UTC, datetime, timedelta

from sqlalchemy import select

from booking.analytics.handlers import on_call_ended
from booking.catalogue.handlers import on_tenant_updated
from booking.models import Call
from ringbook.receptionist.v1 import events_pb2 as receptionist
from ringbook.tenants.v1 import events_pb2 as tenants

from ..factories import add_staff, apply_event, at, book, next_weekday, set_up_salon


async def call(app, owner, call_id: str, started: datetime, outcome: str, appointment_id: str = "") -> None:
    event = receptionist.CallEnded(call_id=call_id, from_number="+15550100000", duration_seconds=90,
                                   outcome=outcome, appointment_id=appointment_id)
    event.started_at.FromDatetime(started.astimezone(UTC))
    await apply_event(app, on_call_ended, event, "receptionist.call_ended", owner.tenant_id)


async def test_list_filters_searches_sorts_and_pages(app, client, owner):
    await set_up_salon(app, owner)
    await add_staff(client, owner, "maria", "Maria")
    day = next_weekday()
    for clock, name, service in (("09:00", "Zoe Adams", "cut"), ("11:00", "amy Brown", "colour"),
                                 ("14:00", "Carl Diaz", "cut")):
        assert (await book(client, owner, start=at(day, clock).isoformat(), serviceId=service, staffId="maria",
                           customerName=name)).status_code == 201

    async def listed(**params) -> dict:
        response = await client.get("/api/dashboard/appointments", headers=owner.headers, params=params)
        assert response.status_code == 200, response.text
        return response.json()

    everything = await listed()
    assert (everything["total"], everything["page"], everything["pageSize"]) == (3, 1, 50)
    assert [a["time"] for a in everything["appointments"]] == ["09:00", "11:00", "14:00"]
    assert [a["customerName"] for a in (await listed(sort="customer"))["appointments"]] == [
        "amy Brown", "Carl Diaz", "Zoe Adams"]
    assert [a["price"] for a in (await listed(sort="-price"))["appointments"]] == [120.0, 45.0, 45.0]
    assert [a["customerName"] for a in (await listed(q="colou"))["appointments"]] == ["amy Brown"]
    page = await listed(pageSize=2, page=2)
    assert (page["total"], [a["time"] for a in page["appointments"]]) == (3, ["14:00"])
    assert (await listed(**{"from": (day + timedelta(days=1)).isoformat()}))["total"] == 0
    assert (await listed(status="cancelled"))["total"] == 0
    bad = await client.get("/api/dashboard/appointments", headers=owner.headers, params={"sort": "nonsense"})
    assert bad.status_code == 422



async def test_list_sums_the_price_of_every_matching_row_not_just_the_page(app, client, owner):
    await set_up_salon(app, owner)
    await add_staff(client, owner, "maria", "Maria")
    day = next_weekday()
    booked = []
    for clock, service in (("09:00", "cut"), ("10:00", "colour"), ("13:00", "cut"), ("15:00", "colour")):
        response = await book(client, owner, start=at(day, clock).isoformat(), serviceId=service, staffId="maria")
        assert response.status_code == 201, response.text
        booked.append(response.json())
    for appointment, change in zip(booked, ({"status": "completed"}, {"status": "completed"},
                                            {"status": "cancelled"}), strict=False):
        assert (await client.patch(f"/api/appointments/{appointment['id']}", headers=owner.headers,
                                   json=change)).status_code == 200

    async def summed(**params) -> tuple[int, float]:
        response = await client.get("/api/dashboard/appointments", headers=owner.headers,
                                    params={"pageSize": 1, **params})
        assert response.status_code == 200, response.text
        answer = response.json()
        assert len(answer["appointments"]) <= 1
        return answer["total"], answer["priceTotal"]

    assert await summed(status="completed") == (2, 165.0)
    assert await summed() == (4, 330.0)
    assert await summed(status="completed", q="colour") == (1, 120.0)
    assert await summed(status="no-show") == (0, 0.0)

async def test_a_call_on_a_day_the_salon_is_closed_is_after_hours(app, client, owner):
    week = [tenants.OpeningDay(weekday=day, open="09:00", close="18:00", closed=day in (0, 1)) for day in range(7)]
    await apply_event(app, on_tenant_updated, tenants.TenantUpdated(
        tenant_id=owner.tenant_id, name="Salon Uno", timezone="America/New_York", hours_start="09:00",
        hours_end="18:00", week=week), "tenants.tenant_updated", owner.tenant_id)
    monday, tuesday = next_weekday(0), next_weekday(1)
    await call(app, owner, "closed-day", at(monday, "10:00"), "inquiry")
    await call(app, owner, "open-day", at(tuesday, "10:00"), "inquiry")
    response = await client.get("/api/dashboard/analytics", headers=owner.headers, params={
        "from": monday.isoformat(), "to": tuesday.isoformat()})
    assert (response.json()["totalCalls"], response.json()["afterHoursCalls"]) == (2, 1)


async def test_a_call_keeps_the_outcome_the_receptionist_gave_it(app, owner):
    await set_up_salon(app, owner)
    started = at(next_weekday(), "10:00")
    for call_id, outcome in (("c-lost", "not_booked"), ("c-moved", "rescheduled"), ("c-desk", "transferred"),
                             ("c-note", "message"), ("c-future", "some_outcome_not_known_yet")):
        await call(app, owner, call_id, started, outcome)
    async with app.state.sessionmaker() as session:
        kept = dict((await session.execute(select(Call.call_id, Call.outcome).where(
            Call.tenant_id == owner.tenant_id))).all())
    assert kept == {"c-lost": "not_booked", "c-moved": "rescheduled", "c-desk": "transferred", "c-note": "message",
                    "c-future": "inquiry"}
