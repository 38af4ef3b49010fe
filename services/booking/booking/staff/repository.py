import uuid
from datetime import datetime

from sqlalchemy import func, select, text
from sqlalchemy.ext.asyncio import AsyncSession

from booking.models import Appointment, Staff

# pg_advisory_xact_lock(namespace, key): staff membership changes of one tenant take turns.
_STAFF_LOCK_NAMESPACE = 72_001


async def lock_tenant_staff(session: AsyncSession, tenant_id: uuid.UUID) -> None:
    """Until commit: no other transaction adds or removes this tenant's staff (ids and counts stay true)."""
    await session.execute(text("SELECT pg_advisory_xact_lock(:namespace, hashtext(:tenant))"),
                          {"namespace": _STAFF_LOCK_NAMESPACE, "tenant": str(tenant_id)})


async def current_staff(session: AsyncSession, *, tenant_id: uuid.UUID) -> list[Staff]:
    return list((await session.execute(
        select(Staff).where(Staff.tenant_id == tenant_id, Staff.removed_at.is_(None))
        .order_by(Staff.created_at, Staff.staff_id)
    )).scalars())


async def count_current(session: AsyncSession, *, tenant_id: uuid.UUID) -> int:
    return (await session.execute(
        select(func.count()).select_from(Staff).where(Staff.tenant_id == tenant_id, Staff.removed_at.is_(None))
    )).scalar_one()


async def find(session: AsyncSession, *, tenant_id: uuid.UUID, staff_id: str,
               for_update: bool = False) -> Staff | None:
    """The tenant's current member with this id (compared case-insensitively, as the unique index does)."""
    statement = select(Staff).where(Staff.tenant_id == tenant_id, Staff.removed_at.is_(None),
                                    func.lower(Staff.staff_id) == staff_id.lower())
    if for_update:
        statement = statement.with_for_update()
    return (await session.execute(statement)).scalar_one_or_none()


async def add(session: AsyncSession, staff: Staff) -> Staff:
    session.add(staff)
    await session.flush()
    return staff


async def count_upcoming_appointments(session: AsyncSession, *, tenant_id: uuid.UUID, staff_key: uuid.UUID,
                                      after: datetime) -> int:
    """Appointments of this member starting after `after` that are still going to happen (scheduled)."""
    return (await session.execute(select(func.count()).select_from(Appointment).where(
        Appointment.tenant_id == tenant_id, Appointment.staff_key == staff_key, Appointment.status == "scheduled",
        Appointment.starts_at > after))).scalar_one()
