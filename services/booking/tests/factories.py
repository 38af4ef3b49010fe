"""Test data made the way owners make it: through the service's own API."""

MONDAY_TO_FRIDAY = [{"dow": dow, "start": "09:00", "end": "17:00"} for dow in range(1, 6)]


async def add_staff(client, owner, staff_id: str = "maria", name: str = "Maria Lopez", **extra) -> dict:
    response = await client.post("/staff/calendars/provision", headers=owner.headers,
                                 json={"staffId": staff_id, "name": name, **extra})
    assert response.status_code == 201, response.text
    return response.json()


async def put_hours(client, owner, staff_id: str, hours: list[dict], **extra):
    return await client.put("/staff/hours", headers=owner.headers,
                            json={"staffId": staff_id, "hours": hours, **extra})


async def get_hours(client, owner, staff_id: str) -> list[dict]:
    response = await client.get(f"/staff/{staff_id}/hours", headers=owner.headers)
    assert response.status_code == 200, response.text
    return response.json()["hours"]


async def put_time_off(client, owner, staff_id: str, ranges: list[dict], **extra):
    return await client.put("/staff/timeoff", headers=owner.headers,
                            json={"staffId": staff_id, "ranges": ranges, **extra})


async def get_time_off(client, owner, staff_id: str, *, history: bool = False) -> list[dict]:
    response = await client.get(f"/staff/{staff_id}/timeoff", headers=owner.headers,
                                params={"history": "true"} if history else None)
    assert response.status_code == 200, response.text
    return response.json()["ranges"]


# ---- the tenant's profile and services, as the tenants service's events deliver them -------------------------
import uuid as _uuid  # noqa: E402
from datetime import date, datetime, timedelta  # noqa: E402
from zoneinfo import ZoneInfo  # noqa: E402

from booking.catalogue.handlers import on_services_updated, on_tenant_updated  # noqa: E402
from ringbook.tenants.v1 import events_pb2 as tenants  # noqa: E402
from ringbook_common.bus.envelope import new_envelope  # noqa: E402

NEW_YORK = ZoneInfo("America/New_York")
CUT = {"service_id": "cut", "name": "Haircut", "duration_min": 45, "buffer_min": 15, "price_cents": 4500,
       "all_staff": True}
COLOUR = {"service_id": "colour", "name": "Colour", "duration_min": 120, "buffer_min": 0, "processing_min": 40,
          "price_cents": 12000, "all_staff": True}


async def apply_event(app, handler, event, event_type: str, tenant_id: str) -> None:
    async with app.state.sessionmaker() as session, session.begin():
        await handler(session, new_envelope(event, event_type=event_type, tenant_id=tenant_id))


async def set_up_salon(app, owner, *, services=(CUT, COLOUR), timezone: str = "America/New_York",
                       hours=("09:00", "18:00"), **sms_choices) -> None:
    await apply_event(app, on_tenant_updated, tenants.TenantUpdated(
        tenant_id=owner.tenant_id, name="Salon Uno", timezone=timezone, hours_start=hours[0], hours_end=hours[1],
        **sms_choices), "tenants.tenant_updated", owner.tenant_id)
    await apply_event(app, on_services_updated, tenants.ServicesUpdated(
        tenant_id=owner.tenant_id, services=[tenants.Service(**s) for s in services]),
        "tenants.services_updated", owner.tenant_id)


def next_weekday(weekday: int = 2, *, weeks_ahead: int = 1) -> date:
    """A date `weeks_ahead` weeks from now on this weekday (Python's: Monday 0), well inside the horizon."""
    today = datetime.now(NEW_YORK).date()
    return today + timedelta(days=(weekday - today.weekday()) % 7 + 7 * weeks_ahead)


def at(day: date, clock: str, zone: ZoneInfo = NEW_YORK) -> datetime:
    hour, minute = map(int, clock.split(":"))
    return datetime(day.year, day.month, day.day, hour, minute, tzinfo=zone)


async def slots(client, owner, day: date, *, service: str = "cut", staff: str | None = None,
                last: date | None = None) -> list[dict]:
    params = {"serviceId": service, "from": day.isoformat(), "to": (last or day).isoformat()}
    if staff:
        params["staffId"] = staff
    response = await client.get("/api/availability", headers=owner.headers, params=params)
    assert response.status_code == 200, response.text
    return response.json()["slots"]


async def book(client, owner, *, key: str | None = None, phone: str = "+15550101234", **body):
    headers = {**owner.headers, **({"Idempotency-Key": key} if key else {})}
    return await client.post("/api/appointments", headers=headers,
                             json={"customerName": "Jane Doe", "customerPhone": phone, **body})


def new_key() -> str:
    return _uuid.uuid4().hex
