"""A caller running late: the salon hears it at once, by text to the owner and to the stylist of the caller's
appointment today (booking sends it to the stylist's own phone when the salon gave one)."""

import re
from datetime import date, datetime

from receptionist.functions import speech
from ringbook.booking.v1 import rpc_pb2 as rpc

_MINUTES = re.compile(r"(\d{1,3})\s*(?:-\s*)?(?:min|mins|minute|minutes|minutos|minuti|minuten)\b", re.IGNORECASE)
_HALF_HOUR = re.compile(r"half an hour|half-hour|30-minute|media hora|demi-heure|halbe stunde|mezz'ora|meia hora",
                        re.IGNORECASE)
_QUARTER = re.compile(r"quarter of an hour|quarter-hour|cuarto de hora|quart d'heure|viertelstunde|quarto d'ora",
                      re.IGNORECASE)
# "a few minutes late, like 15": a bare number said with "late" is the minutes.
_BARE = re.compile(r"\b(?:like|about|around|maybe|say|roughly|unos|environ|etwa|circa|uns)\s+(\d{1,2})\b",
                   re.IGNORECASE)


def minutes_late(reason: str) -> int | None:
    """"about 15 minutes" -> 15, "like 15" -> 15, "half an hour" -> 30; None when the caller gave no number."""
    found = _MINUTES.search(reason or "") or _BARE.search(reason or "")
    if found:
        return int(found[1])
    if _HALF_HOUR.search(reason or ""):
        return 30
    return 15 if _QUARTER.search(reason or "") else None


def todays(appointments: list[rpc.Appointment], today: date, now: datetime) -> rpc.Appointment | None:
    """The caller's appointment today they are on their way to: the first not yet over, else the day's last."""
    of_today = [a for a in appointments if a.date == today.isoformat()]
    if not of_today:
        return None
    upcoming = [a for a in of_today if not a.ends_at or datetime.fromisoformat(a.ends_at) > now]
    return upcoming[0] if upcoming else of_today[-1]


def notice(name: str, reason: str, appointment: rpc.Appointment | None) -> str:
    """The text: "Ringbook: Jordan Ellis is running about 15 minutes late for their 3:00 PM Haircut with Maria."."""
    minutes = minutes_late(reason)
    late = f"running about {minutes} minutes late" if minutes else "running late"
    if appointment is None:
        return f"Ringbook: {name} is {late} (no appointment found today under their number): {reason}."
    start = datetime.fromisoformat(appointment.starts_at)
    staff = f" with {speech.first_name(appointment.staff_name)}" if appointment.staff_name else ""
    return (f"Ringbook: {name} is {late} for their {speech.time_of(start)} "
            f"{appointment.service or 'appointment'}{staff}.")
