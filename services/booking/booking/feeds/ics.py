"""One staff member's appointments as an iCalendar (RFC 5545) document, in the salon's time zone."""

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from icalendar import Calendar, Event

from booking.models import Appointment, Staff

PRODID = "-//Ringbook//Staff calendar//EN"


def calendar_of(staff: Staff, salon: str, timezone: str, appointments: list[Appointment], *,
                now: datetime) -> bytes:
    zone = ZoneInfo(timezone)
    calendar = Calendar()
    calendar.add("prodid", PRODID)
    calendar.add("version", "2.0")
    calendar.add("calscale", "GREGORIAN")
    calendar.add("method", "PUBLISH")
    calendar.add("x-wr-calname", f"{staff.name} — {salon}" if salon else staff.name)
    calendar.add("x-wr-timezone", timezone)
    calendar.add("refresh-interval", timedelta(minutes=15), parameters={"VALUE": "DURATION"})
    for appointment in appointments:
        calendar.add_component(_event(appointment, zone, now=now))
    calendar.add_missing_timezones()
    return calendar.to_ical()


def _event(appointment: Appointment, zone: ZoneInfo, *, now: datetime) -> Event:
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
    event.add("status", "CANCELLED" if appointment.status == "cancelled" else "CONFIRMED")
    event.add("transp", "TRANSPARENT" if appointment.status == "cancelled" else "OPAQUE")
    return event
