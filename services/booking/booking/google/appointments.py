"""Appointments copied into the staff member's Google calendar, with our id in the event's private extended
properties.

Each write brings Google in line with the appointment as it is now (not as the event that triggered it said),
so redeliveries and out-of-order events are harmless. Our events are `transparent`: Google's free/busy leaves
them out, so an appointment never comes back to us as outside busy time (it already blocks through our own
tables), and a cancelled one frees its slot at once instead of at the next free/busy copy.
"""

import uuid
from datetime import datetime
from zoneinfo import ZoneInfo

from sqlalchemy.ext.asyncio import AsyncSession

from booking.config import Settings
from booking.connections.service import is_connected
from booking.google import client as google
from booking.google import repository
from booking.google.client import GoogleClient
from booking.google.errors import GoogleRefused
from booking.locations import service as locations
from booking.models import Appointment, Staff

PRIVATE_KEY = "ringbookAppointmentId"


def calendar_of(staff: Staff | None) -> str | None:
    """The member's Google calendar id, when they have one that exists."""
    if staff is None or staff.calendar_provider != google.PROVIDER or staff.calendar_pending \
            or not staff.calendar_id:
        return None
    return staff.calendar_id


def _when(moment: datetime, timezone: str) -> dict:
    return {"dateTime": moment.astimezone(ZoneInfo(timezone)).isoformat(), "timeZone": timezone}


def event_body(appointment: Appointment, *, timezone: str) -> dict:
    lines = [f"Customer: {appointment.customer_name}", f"Phone: {appointment.customer_phone}"]
    if appointment.customer_email:
        lines.append(f"E-mail: {appointment.customer_email}")
    if appointment.notes:
        lines.append(f"Notes: {appointment.notes}")
    lines.append("Booked with Ringbook.")
    return {
        "summary": f"{appointment.service_name} — {appointment.customer_name}",
        "description": "\n".join(lines),
        "start": _when(appointment.starts_at, timezone),
        "end": _when(appointment.ends_at, timezone),
        "transparency": "transparent",
        "reminders": {"useDefault": False},
        "extendedProperties": {"private": {PRIVATE_KEY: str(appointment.id)}},
    }


async def _delete(api: GoogleClient, calendar_id: str, event_id: str) -> None:
    try:
        await api.delete_event(calendar_id, event_id)
    except GoogleRefused as refused:
        if not refused.gone:  # already deleted (or its calendar is): that is what we wanted
            raise


async def write(session: AsyncSession, api: GoogleClient, appointment: Appointment, *, calendar_id: str,
                timezone: str) -> None:
    """Insert the appointment's event, or move the one we wrote before (re-inserted if it was deleted)."""
    body = event_body(appointment, timezone=timezone)
    if appointment.google_event_id:
        try:
            await api.patch_event(calendar_id, appointment.google_event_id, body)
            return
        except GoogleRefused as refused:
            if not refused.gone:
                raise
    appointment.google_event_id = await api.insert_event(calendar_id, body)
    await session.flush()


async def sync(session: AsyncSession, settings: Settings, *, appointment_id: uuid.UUID,
               previous_staff_key: uuid.UUID | None = None) -> None:
    """Bring the appointment's Google event in line with the appointment (raises `ServiceError` on failure)."""
    appointment = await repository.locked_appointment(session, appointment_id)
    if appointment is None or not await is_connected(session, appointment.tenant_id, google.PROVIDER):
        return
    calendar_id = calendar_of(await repository.staff_member(session, appointment.staff_key))
    moved_from = None
    if previous_staff_key is not None and previous_staff_key != appointment.staff_key:
        moved_from = calendar_of(await repository.staff_member(session, previous_staff_key))
    if calendar_id is None and not (moved_from and appointment.google_event_id):
        return
    async with google.connect(session, settings, tenant_id=appointment.tenant_id) as api:
        if moved_from and appointment.google_event_id:  # another member now: their calendar gets it
            await _delete(api, moved_from, appointment.google_event_id)
            appointment.google_event_id = None
        if calendar_id is None:
            pass
        elif appointment.status == "cancelled":
            if appointment.google_event_id:
                await _delete(api, calendar_id, appointment.google_event_id)
                appointment.google_event_id = None
        else:
            zones = await locations.zones(session, appointment.tenant_id, {appointment.location_id})
            timezone = zones[appointment.location_id]
            await write(session, api, appointment, calendar_id=calendar_id, timezone=timezone)
    await session.flush()


async def backfill(session: AsyncSession, settings: Settings, staff: Staff, *, now: datetime) -> int:
    """A calendar created late (Google failed, or connected after booking) gets the member's upcoming
    appointments."""
    calendar_id = calendar_of(staff)
    waiting = await repository.upcoming_without_event(session, staff.tenant_id, staff.id, now=now)
    if calendar_id is None or not waiting:
        return 0
    zones = await locations.zones(session, staff.tenant_id, {appointment.location_id for appointment in waiting})
    async with google.connect(session, settings, tenant_id=staff.tenant_id) as api:
        for appointment in waiting:
            await write(session, api, appointment, calendar_id=calendar_id, timezone=zones[appointment.location_id])
    return len(waiting)
