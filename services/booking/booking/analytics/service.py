"""The owner's figures for a period of the salon's local dates, each computed here and nowhere else (their
definitions are in the README, "How the overview's figures are defined", and the endpoint's description)."""

import uuid
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from decimal import ROUND_HALF_UP, Decimal
from zoneinfo import ZoneInfo

from sqlalchemy.ext.asyncio import AsyncSession

from booking.analytics import repository
from booking.availability.errors import BadRange
from booking.locations import service as locations

ALL = "all"
DEFAULT_DAYS = 30
MAX_DAYS = 366
UPCOMING = timedelta(days=7)
# An appointment of today counts unless it was cancelled.
TODAYS = ["scheduled", "completed", "no-show"]


def _money(cents: int) -> float:
    return float((Decimal(cents) / 100).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def period(first_day: date | None, last_day: date | None, today: date) -> tuple[date, date]:
    """The local dates asked for (inclusive): by default the last 30 days up to today."""
    last_day = last_day or (today if first_day is None else first_day + timedelta(days=DEFAULT_DAYS - 1))
    first_day = first_day or last_day - timedelta(days=DEFAULT_DAYS - 1)
    if last_day < first_day:
        raise BadRange("to must not be before from", fields={"to": "must not be before from"})
    if (last_day - first_day).days >= MAX_DAYS:
        raise BadRange(f"Ask for at most {MAX_DAYS} days at a time", fields={"to": f"at most {MAX_DAYS} days"})
    return first_day, last_day


def _total(days: dict[date, dict], key: str) -> int:
    return sum(int(day[key] or 0) for day in days.values())


def _share(part: int, whole: int) -> float:
    return round(part * 100 / whole, 1) if whole else 0.0


@dataclass(frozen=True)
class _Counted:
    """One location's figures before they are summed: calls and bookings by its local date, appointments by
    start."""

    calls: dict[date, dict]
    bookings: dict[date, dict]
    today: int
    upcoming: int


def _merged(parts: list[dict[date, dict]]) -> dict[date, dict]:
    merged: dict[date, dict] = {}
    for part in parts:
        for day, counts in part.items():
            into = merged.setdefault(day, {})
            for key, value in counts.items():
                if key != "day":
                    into[key] = into.get(key, 0) + int(value or 0)
    return merged


async def _counted(session: AsyncSession, tenant_id: uuid.UUID, place: locations.Place, *, first_day: date,
                   last_day: date, now: datetime) -> _Counted:
    """The location's figures on its own clock: its local dates, its today."""
    zone = ZoneInfo(place.timezone)
    start = datetime.combine(first_day, time(0), tzinfo=zone)
    end = datetime.combine(last_day + timedelta(days=1), time(0), tzinfo=zone)
    today = now.astimezone(zone).date()
    location_id = place.location_id
    return _Counted(
        calls=await repository.calls_per_day(session, tenant_id, location_id, timezone=place.timezone, start=start,
                                             end=end),
        bookings=await repository.bookings_per_day(session, tenant_id, location_id, timezone=place.timezone,
                                                   start=start, end=end),
        today=await repository.count_starting(
            session, tenant_id, location_id, start=datetime.combine(today, time(0), tzinfo=zone),
            end=datetime.combine(today + timedelta(days=1), time(0), tzinfo=zone), statuses=TODAYS),
        upcoming=await repository.count_starting(session, tenant_id, location_id, start=now, end=now + UPCOMING,
                                                 statuses=["scheduled"]))


async def _places(session: AsyncSession, tenant_id: uuid.UUID, location: str | None) -> list[locations.Place]:
    """The location asked for, or every location of the business ("all", or none named)."""
    if location is None or location.strip() in ("", ALL):
        used = await repository.locations_used(session, tenant_id)
        return await locations.every_place(session, tenant_id, also=used)
    return [await locations.place(session, tenant_id, locations.location_id_of(location))]


async def analytics(session: AsyncSession, *, tenant_id: uuid.UUID, first_day: date | None, last_day: date | None,
                    now: datetime, location: str | None = None) -> dict:
    """One location's figures, or (`all`, the default) their sum: each location counts on its own clock, over the
    local dates of the period (the first location's today when no dates are asked)."""
    places = await _places(session, tenant_id, location)
    today = now.astimezone(ZoneInfo(places[0].timezone)).date()
    first_day, last_day = period(first_day, last_day, today)
    counted = [await _counted(session, tenant_id, place, first_day=first_day, last_day=last_day, now=now)
               for place in places]
    calls = _merged([part.calls for part in counted])
    bookings = _merged([part.bookings for part in counted])
    total_calls, all_bookings, all_cents = _total(calls, "calls"), _total(bookings, "bookings"), _total(bookings,
                                                                                                      "cents")
    return {
        "from": first_day.isoformat(), "to": last_day.isoformat(), "timezone": places[0].timezone,
        "totalCalls": total_calls,
        "conversionRate": _share(_total(calls, "booked"), total_calls),
        "missedOpportunities": _total(calls, "missed"),
        "afterHoursCalls": _total(calls, "after_hours"),
        "successfulBookings": _total(bookings, "by_phone"),
        "recoveredRevenue": _money(_total(bookings, "by_phone_cents")),
        "textBookings": _total(bookings, "by_text"),
        "textRevenue": _money(_total(bookings, "by_text_cents")),
        "waitlistRefills": _total(bookings, "refilled"),
        "waitlistRevenue": _money(_total(bookings, "refilled_cents")),
        "totalBookings": all_bookings,
        "totalRevenue": _money(all_cents),
        "averageBookingValue": _money(round(all_cents / all_bookings)) if all_bookings else 0.0,
        "todayAppointments": sum(part.today for part in counted),
        "upcomingThisWeek": sum(part.upcoming for part in counted),
        "series": _series(first_day, last_day, calls, bookings),
    }


def _series(first_day: date, last_day: date, calls: dict[date, dict], bookings: dict[date, dict]) -> list[dict]:
    """One entry per local date; each column sums to its figure over the period."""
    series, day = [], first_day
    while day <= last_day:
        made = bookings.get(day, {})
        series.append({"date": day.isoformat(), "calls": calls.get(day, {}).get("calls", 0),
                       "bookings": made.get("bookings", 0), "revenue": _money(int(made.get("cents") or 0))})
        day += timedelta(days=1)
    return series
