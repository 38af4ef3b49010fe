"""The owner's dashboard numbers for a period of local dates (definitions in the endpoint's description)."""

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


def _money(cents: int) -> float:
    return float((Decimal(cents) / 100).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


async def analytics(session: AsyncSession, *, tenant_id: uuid.UUID, first_day: date | None, last_day: date | None,
                    now: datetime) -> dict:
    profile = await catalogue.profile(session, tenant_id)
    zone = ZoneInfo(profile.timezone)
    today = now.astimezone(zone).date()
    last_day = last_day or (today if first_day is None else first_day + timedelta(days=DEFAULT_DAYS - 1))
    first_day = first_day or last_day - timedelta(days=DEFAULT_DAYS - 1)
    if last_day < first_day:
        raise BadRange("to must not be before from", fields={"to": "must not be before from"})
    if (last_day - first_day).days >= MAX_DAYS:
        raise BadRange(f"Ask for at most {MAX_DAYS} days at a time", fields={"to": f"at most {MAX_DAYS} days"})
    start = datetime.combine(first_day, time(0), tzinfo=zone)
    end = datetime.combine(last_day + timedelta(days=1), time(0), tzinfo=zone)
    calls, revenue, created = await repository.per_day(session, tenant_id, timezone=profile.timezone, start=start,
                                                       end=end)
    total_calls = sum(day["calls"] for day in calls.values())
    booked_calls = sum(day["booked"] for day in calls.values())
    revenue_cents = sum(int(day["cents"] or 0) for day in revenue.values())
    revenue_count = sum(day["appointments"] for day in revenue.values())
    series = []
    day = first_day
    while day <= last_day:
        series.append({"date": day.isoformat(), "calls": calls.get(day, {}).get("calls", 0),
                       "bookings": created.get(day, {}).get("bookings", 0),
                       "revenue": _money(int(revenue.get(day, {}).get("cents") or 0))})
        day += timedelta(days=1)
    today_start = datetime.combine(today, time(0), tzinfo=zone)
    return {
        "from": first_day.isoformat(), "to": last_day.isoformat(), "timezone": profile.timezone,
        "totalCalls": total_calls,
        "conversionRate": round(booked_calls * 100 / total_calls, 1) if total_calls else 0.0,
        "successfulBookings": booked_calls,
        "missedOpportunities": sum(day["missed"] for day in calls.values()),
        "totalRevenue": _money(revenue_cents),
        "averageBookingValue": _money(round(revenue_cents / revenue_count)) if revenue_count else 0.0,
        "aiBookings": sum(day["ai"] for day in created.values()),
        "recoveredRevenue": _money(sum(int(day["ai_cents"]) for day in created.values())),
        "afterHoursCalls": sum(day["after_hours"] for day in calls.values()),
        "todayAppointments": await repository.count_appointments(
            session, tenant_id, start=today_start, end=today_start + timedelta(days=1),
            statuses=["scheduled", "completed", "no-show"]),
        "upcomingThisWeek": await repository.count_appointments(
            session, tenant_id, start=now, end=now + timedelta(days=7), statuses=["scheduled"]),
        "series": series,
    }
