"""The owner's figures for a period of the salon's local dates, each computed here and nowhere else (their
definitions are in the README, "How the overview's figures are defined", and the endpoint's description)."""

import uuid
from datetime import date, datetime, time, timedelta
from decimal import ROUND_HALF_UP, Decimal
from zoneinfo import ZoneInfo

from sqlalchemy.ext.asyncio import AsyncSession

from booking.analytics import repository
from booking.availability.errors import BadRange
from booking.catalogue import repository as catalogue

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


async def analytics(session: AsyncSession, *, tenant_id: uuid.UUID, first_day: date | None, last_day: date | None,
                    now: datetime) -> dict:
    profile = await catalogue.profile(session, tenant_id)
    zone = ZoneInfo(profile.timezone)
    today = now.astimezone(zone).date()
    first_day, last_day = period(first_day, last_day, today)
    start = datetime.combine(first_day, time(0), tzinfo=zone)
    end = datetime.combine(last_day + timedelta(days=1), time(0), tzinfo=zone)
    calls = await repository.calls_per_day(session, tenant_id, timezone=profile.timezone, start=start, end=end)
    bookings = await repository.bookings_per_day(session, tenant_id, timezone=profile.timezone, start=start, end=end)
    total_calls, all_bookings, all_cents = _total(calls, "calls"), _total(bookings, "bookings"), _total(bookings,
                                                                                                      "cents")
    today_start = datetime.combine(today, time(0), tzinfo=zone)
    tomorrow_start = datetime.combine(today + timedelta(days=1), time(0), tzinfo=zone)
    return {
        "from": first_day.isoformat(), "to": last_day.isoformat(), "timezone": profile.timezone,
        "totalCalls": total_calls,
        "conversionRate": _share(_total(calls, "booked"), total_calls),
        "missedOpportunities": _total(calls, "missed"),
        "afterHoursCalls": _total(calls, "after_hours"),
        "successfulBookings": _total(bookings, "by_phone"),
        "recoveredRevenue": _money(_total(bookings, "by_phone_cents")),
        "totalBookings": all_bookings,
        "totalRevenue": _money(all_cents),
        "averageBookingValue": _money(round(all_cents / all_bookings)) if all_bookings else 0.0,
        "todayAppointments": await repository.count_starting(session, tenant_id, start=today_start,
                                                             end=tomorrow_start, statuses=TODAYS),
        "upcomingThisWeek": await repository.count_starting(session, tenant_id, start=now, end=now + UPCOMING,
                                                            statuses=["scheduled"]),
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
