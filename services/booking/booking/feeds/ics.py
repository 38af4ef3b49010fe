"""One staff member's appointments as an iCalendar (RFC 5545) document, in the salon's time zone; each appointment
on its location's clock, named by its location when the business has several."""

import uuid
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from icalendar import Calendar, Event

from booking.models import Appointment, Staff

PRODID = "-//Ringbook//Staff calendar//EN"


@dataclass(frozen=True)
class Where:
    """An appointment's location as its event shows it: its clock, and its name when the business has several."""

    zone: ZoneInfo
    name: str = ""


def calendar_of(staff: Staff, salon: str, timezone: str, appointments: list[Appointment], *,
                now: datetime, places: Mapping[uuid.UUID, Where] | None = None) -> bytes:
    """`places`: where each appointment's location is, by location (the salon's zone when missing)."""
    zone = ZoneInfo(timezone)
    places = places or {}
    calendar = Calendar()
    calendar.add("prodid", PRODID)
    calendar.add("version", "2.0")
    calendar.add("calscale", "GREGORIAN")
    calendar.add("method", "PUBLISH")
    calendar.add("x-wr-calname", f"{staff.name} — {salon}" if salon else staff.name)
    calendar.add("x-wr-timezone", timezone)
    calendar.add("refresh-interval", timedelta(minutes=15), parameters={"VALUE": "DURATION"})
    for appointment in appointments:
        calendar.add_component(_event(appointment, places.get(appointment.location_id) or Where(zone), now=now))
    calendar.add_missing_timezones()
    return calendar.to_ical()


def _event(appointment: Appointment, where: Where, *, now: datetime) -> Event:
    zone = where.zone
    event = Event()
    event.add("uid", f"{appointment.id}@ringbook")
    event.add("dtstamp", now)
    event.add("last-modified", appointment.updated_at)
    event.add("dtstart", appointment.starts_at.astimezone(zone))
    event.add("dtend", appointment.ends_at.astimezone(zone))
    event.add("summary", f"{appointment.service_name} — {appointment.customer_name}")
    event.add("description", "\n".join(line for line in (
        f"Phone: {appointment.customer_phone}",
        f"E-mail: {appointment.customer_email}" if appointment.customer_email else "",
        f"Notes: {appointment.notes}" if appointment.notes else "",
    ) if line))
    if where.name:
        event.add("location", where.name)
    event.add("status", "CANCELLED" if appointment.status == "cancelled" else "CONFIRMED")
    event.add("transp", "TRANSPARENT" if appointment.status == "cancelled" else "OPAQUE")
    return event
