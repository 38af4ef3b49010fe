"""A staff member's time off.

The PUT replaces the member's current and upcoming ranges; ranges that already ended are history: they stay
as they were, and ended ranges in a request are ignored (so sending back what was read never duplicates).
"""

import uuid

from sqlalchemy.ext.asyncio import AsyncSession

from booking.locations import service as locations
from booking.staff import events
from booking.staff import service as staff_service
from booking.tenancy import ensure_own_tenant
from booking.timeoff import repository
from booking.timeoff.rules import Period, not_over
from booking.timeoff.schemas import TimeOffUpdate
from ringbook_common import clock


async def periods(session: AsyncSession, *, tenant_id: uuid.UUID, staff_id: str, history: bool) -> list[Period]:
    staff = await staff_service.get(session, tenant_id=tenant_id, staff_id=staff_id)
    return await repository.periods(session, tenant_id=tenant_id, staff_key=staff.id,
                                    ending_after=None if history else clock.now())


async def replace_upcoming(session: AsyncSession, *, tenant_id: uuid.UUID, data: TimeOffUpdate) -> list[Period]:
    ensure_own_tenant(data.tenantId, tenant_id)
    for location_id in {period.location_id for period in data.ranges if period.location_id is not None}:
        await locations.ensure_exists(session, tenant_id, location_id)
    staff = await staff_service.get(session, tenant_id=tenant_id, staff_id=data.staffId, for_update=True)
    at = clock.now()
    before = await repository.periods(session, tenant_id=tenant_id, staff_key=staff.id, ending_after=at)
    after = not_over(data.ranges, now=at)
    if sorted(before, key=Period.sort_key) != after:
        await repository.replace_not_over(session, tenant_id=tenant_id, staff_key=staff.id, now=at,
                                          replacement=after)
        staff.updated_at = at
        await session.flush()
        await events.staff_updated(session, staff, changed=["time_off"], now=at)
    return after
