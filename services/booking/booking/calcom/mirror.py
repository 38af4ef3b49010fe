"""Our mirror of a Cal.com booking: an appointment with its `calcom_uid`, given to a staff member of ours.

Cal.com has the last word on the time. The mirror stays at the location whose event type it was booked with and
goes to the staff member of the slot, or else to another current performer there who is free then; if everyone is
taken in our own records (appointments kept from the built-in calendar) the mirror is still written, without busy
blocks, and a warning is logged: hiding a booking Cal.com holds would be worse than showing an overlap.
"""

import logging
import uuid

from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from booking.appointments import repository
from booking.availability import repository as availability_repository
from booking.availability import service as builtin
from booking.availability.engine import ServiceShape
from booking.calcom import staffing
from booking.catalogue import repository as catalogue
from booking.models import Appointment, Staff

logger = logging.getLogger("ringbook.booking.calcom")

# Metadata on every booking we make, so its BOOKING_CREATED echo is recognised (webhooks.py).
MARK = "ringbook_appointment_id"


async def place(session: AsyncSession, appointment: Appointment, candidates: list[Staff],
                shape: ServiceShape) -> Staff:
    """Give the (new or moved) mirror to the first candidate free at its time; see the module's note."""
    await session.flush()  # the new time is kept whatever a refused candidate's savepoint undoes
    parts = shape.busy_parts(appointment.starts_at)
    for staff in candidates:
        async def give_to(staff: Staff = staff) -> None:
            appointment.staff_key = staff.id
            await session.flush()
            await repository.add_blocks(session, appointment, parts)

        try:
            await repository.in_savepoint(session, give_to)
            return staff
        except IntegrityError as exc:
            if repository.sqlstate(exc) != repository.EXCLUSION_VIOLATION:
                raise
            await session.refresh(appointment)
    appointment.staff_key = candidates[0].id
    await session.flush()
    logger.warning("cal.com booking overlaps our own appointments", extra={
        "tenant_id": str(appointment.tenant_id), "calcom_uid": appointment.calcom_uid})
    return candidates[0]


async def candidates(session: AsyncSession, tenant_id: uuid.UUID, first: Staff | None, service_id: str,
                     location_id: uuid.UUID) -> list[Staff]:
    """Whom a mirror at the location may go to: `first`, then the service's performers who work there (else
    anyone who works there, else anyone at all: a booking Cal.com holds is never hidden)."""
    everyone = await availability_repository.current_staff(session, tenant_id)
    here = await staffing.working_at(session, tenant_id, everyone, location_id)
    service = await catalogue.service(session, tenant_id, service_id)
    performers = [s for s in here if service is None or builtin.performs(s, service)] or here or everyone
    return ([first] if first else []) + [s for s in performers if first is None or s.id != first.id]


def mirror_shape(appointment: Appointment) -> ServiceShape:
    return ServiceShape(appointment.duration_min, appointment.buffer_min,
                        min(appointment.processing_min, max(appointment.duration_min - 5, 0)))
