"""A staff member's weekly working hours, replaced as a whole week."""

import uuid

from sqlalchemy.ext.asyncio import AsyncSession

from booking.hours import repository
from booking.hours.rules import Slot
from booking.hours.schemas import HoursUpdate
from booking.staff import events
from booking.staff import service as staff_service
from booking.tenancy import ensure_own_tenant
from ringbook_common import clock


async def week(session: AsyncSession, *, tenant_id: uuid.UUID, staff_id: str) -> list[Slot]:
    staff = await staff_service.get(session, tenant_id=tenant_id, staff_id=staff_id)
    return await repository.week(session, tenant_id=tenant_id, staff_key=staff.id)


async def replace_week(session: AsyncSession, *, tenant_id: uuid.UUID, data: HoursUpdate) -> list[Slot]:
    """The sent week replaces the old one in one transaction; an unchanged week publishes nothing."""
    ensure_own_tenant(data.tenantId, tenant_id)
    # The row lock makes concurrent saves of one member's week take turns: the last one wins whole.
    staff = await staff_service.get(session, tenant_id=tenant_id, staff_id=data.staffId, for_update=True)
    before = await repository.week(session, tenant_id=tenant_id, staff_key=staff.id)
    if before != data.hours:
        at = clock.now()
        await repository.replace(session, tenant_id=tenant_id, staff_key=staff.id, slots=data.hours)
        staff.updated_at = at
        await session.flush()
        await events.staff_updated(session, staff, changed=["hours"], now=at)
    return data.hours
