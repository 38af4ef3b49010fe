"""The owner's appointment table: server-side filters, search, sort and paging over thousands of rows."""

import uuid
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from sqlalchemy.ext.asyncio import AsyncSession

from booking.appointments import repository
from booking.appointments.schemas import present
from booking.locations import service as locations
from ringbook_common.errors import Invalid

STATUSES = ("scheduled", "completed", "cancelled", "no-show")


@dataclass(frozen=True)
class ListQuery:
    first_day: date | None = None
    last_day: date | None = None
    status: str | None = None
    q: str | None = None
    sort: str = "date"
    page: int = 1
    page_size: int = 50
    location: str | None = None  # one of the business's locations; None or "all": every location


async def list_appointments(session: AsyncSession, *, tenant_id: uuid.UUID, query: ListQuery) -> dict:
    sort = (query.sort or "date").strip()
    descending = sort.startswith("-")
    sort = sort.lstrip("-")
    if sort not in repository.SORTS:
        raise Invalid("sort must be date, customer, service or price (prefix - for descending)",
                      fields={"sort": "date, customer, service or price"})
    if query.status and query.status not in STATUSES:
        raise Invalid("status must be scheduled, completed, cancelled or no-show",
                      fields={"status": "scheduled, completed, cancelled or no-show"})
    location_id = None if (query.location or "").strip() in ("", "all") else await locations.ensure_exists(
        session, tenant_id, locations.location_id_of(query.location))
    # Dates are the location's; with every location, the first one's.
    zone = ZoneInfo((await locations.place(session, tenant_id, location_id)).timezone)
    start = datetime.combine(query.first_day, time(0), tzinfo=zone) if query.first_day else None
    end = datetime.combine(query.last_day + timedelta(days=1), time(0), tzinfo=zone) if query.last_day else None
    q = (query.q or "").strip() or None
    rows, total, price_cents = await repository.page(
        session, tenant_id=tenant_id, start=start, end=end, status=query.status, q=q, sort=sort,
        descending=descending, offset=(query.page - 1) * query.page_size, limit=query.page_size,
        location_id=location_id)
    zones = await locations.zones(session, tenant_id, {appointment.location_id for appointment, _ in rows})
    return {"appointments": [present(appointment, staff, zones[appointment.location_id])
                             for appointment, staff in rows],
            "total": total, "priceTotal": price_cents / 100, "page": query.page, "pageSize": query.page_size}
