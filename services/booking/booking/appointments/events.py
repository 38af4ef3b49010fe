"""Appointment events, written to the outbox in the same transaction as the change."""

from datetime import datetime
from zoneinfo import ZoneInfo

from sqlalchemy.ext.asyncio import AsyncSession

from booking.models import Appointment, Staff
from ringbook.booking.v1 import events_pb2 as events
from ringbook_common.bus import outbox

BOOKED = "booking.appointment_booked"
RESCHEDULED = "booking.appointment_rescheduled"
CANCELLED = "booking.appointment_cancelled"
STATUS_CHANGED = "booking.appointment_status_changed"


def _local(moment: datetime, timezone: str) -> str:
    return moment.astimezone(ZoneInfo(timezone)).isoformat()


async def booked(session: AsyncSession, appointment: Appointment, staff: Staff, *, timezone: str) -> None:
    event = events.AppointmentBooked(
        appointment_id=str(appointment.id), staff_id=staff.staff_id, service_id=appointment.service_id,
        price_cents=appointment.price_cents, source=appointment.source, tenant_id=str(appointment.tenant_id),
        staff_key=str(staff.id), service_name=appointment.service_name, duration_min=appointment.duration_min,
        local_start=_local(appointment.starts_at, timezone), customer_name=appointment.customer_name,
        customer_phone=appointment.customer_phone, call_id=appointment.call_id or "")
    event.starts_at.FromDatetime(appointment.starts_at)
    event.ends_at.FromDatetime(appointment.ends_at)
    await outbox.publish(session, event, event_type=BOOKED, tenant_id=str(appointment.tenant_id),
                         location_id=str(appointment.location_id))


async def rescheduled(session: AsyncSession, appointment: Appointment, staff: Staff, *, previous_start: datetime,
                      previous_staff_key: str, timezone: str) -> None:
    event = events.AppointmentRescheduled(
        tenant_id=str(appointment.tenant_id), appointment_id=str(appointment.id), staff_id=staff.staff_id,
        staff_key=str(staff.id), local_start=_local(appointment.starts_at, timezone),
        previous_staff_key=previous_staff_key)
    event.previous_starts_at.FromDatetime(previous_start)
    event.starts_at.FromDatetime(appointment.starts_at)
    event.ends_at.FromDatetime(appointment.ends_at)
    await outbox.publish(session, event, event_type=RESCHEDULED, tenant_id=str(appointment.tenant_id),
                         location_id=str(appointment.location_id))


async def cancelled(session: AsyncSession, appointment: Appointment, *, cancelled_by: str) -> None:
    event = events.AppointmentCancelled(
        tenant_id=str(appointment.tenant_id), appointment_id=str(appointment.id),
        staff_key=str(appointment.staff_key), reason=appointment.cancel_reason or "", cancelled_by=cancelled_by,
        price_cents=appointment.price_cents)
    event.starts_at.FromDatetime(appointment.starts_at)
    await outbox.publish(session, event, event_type=CANCELLED, tenant_id=str(appointment.tenant_id),
                         location_id=str(appointment.location_id))


async def status_changed(session: AsyncSession, appointment: Appointment, *, previous: str) -> None:
    event = events.AppointmentStatusChanged(
        tenant_id=str(appointment.tenant_id), appointment_id=str(appointment.id), previous_status=previous,
        status=appointment.status, price_cents=appointment.price_cents)
    await outbox.publish(session, event, event_type=STATUS_CHANGED, tenant_id=str(appointment.tenant_id),
                         location_id=str(appointment.location_id))
