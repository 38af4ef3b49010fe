"""Consumers of the tenants service's events: booking's own copy of each tenant's zone, hours and services."""

import uuid

from sqlalchemy.ext.asyncio import AsyncSession

from booking.catalogue import repository
from booking.texting import handlers as texting
from ringbook.common.v1.envelope_pb2 import Envelope
from ringbook.tenants.v1 import events_pb2 as tenants
from ringbook_common import bounded
from ringbook_common.bus.envelope import unpack


def clock_minutes(value: str, default: int) -> int:
    """ "HH:MM" -> minutes after midnight ("24:00" is 1440); anything unreadable keeps the default."""
    try:
        hours, minutes = value.split(":")
        total = int(hours) * 60 + int(minutes)
    except ValueError:
        return default
    return total if 0 <= total <= 1440 else default


def opening_week(days) -> list[list[int] | None] | None:
    """The salon's opening hours as [open, close] minutes per weekday (Sunday first), None for a closed day; None
    when the event carries no week (then every day is open from hours_start to hours_end)."""
    if len(days) != 7:
        return None
    week: list[list[int] | None] = [None] * 7
    for day in days:
        opens, closes = clock_minutes(day.open, -1), clock_minutes(day.close, -1)
        if 0 <= day.weekday <= 6 and not day.closed and 0 <= opens < closes:
            week[day.weekday] = [opens, closes]
    return week


def _profile(timezone: str, hours_start: str, hours_end: str, name: str, days=()) -> dict:
    values: dict = {"name": name, "hours_start_minute": clock_minutes(hours_start, 9 * 60),
                    "hours_end_minute": clock_minutes(hours_end, 18 * 60), "week": opening_week(days)}
    if timezone:
        values["timezone"] = bounded.zone_or_default(timezone)
    return values


async def on_tenant_created(session: AsyncSession, envelope: Envelope) -> None:
    event = unpack(envelope, tenants.TenantCreated)
    await repository.save_profile(session, uuid.UUID(event.tenant_id),
                                  _profile(event.timezone, event.hours_start, event.hours_end, event.name,
                                           event.week))
    await texting.on_tenant_created(session, envelope)


def _sms_choices(event: tenants.TenantUpdated) -> dict:
    """Only the choices the event carries: one from before they existed leaves the profile's as they are."""
    values: dict = {}
    if event.HasField("sms_confirmations"):
        values["confirmations_enabled"] = event.sms_confirmations
    if event.HasField("sms_reminders"):
        values["reminders_enabled"] = event.sms_reminders
    if event.HasField("reminder_hours_before") and 1 <= event.reminder_hours_before <= 72:
        values["reminder_hours_before"] = event.reminder_hours_before
    return values


async def on_tenant_updated(session: AsyncSession, envelope: Envelope) -> None:
    event = unpack(envelope, tenants.TenantUpdated)
    await repository.save_profile(session, uuid.UUID(event.tenant_id), {
        **_profile(event.timezone, event.hours_start, event.hours_end, event.name, event.week),
        **_sms_choices(event), **({"country": event.country} if event.country else {})})


async def on_services_updated(session: AsyncSession, envelope: Envelope) -> None:
    event = unpack(envelope, tenants.ServicesUpdated)
    rows = [{"service_id": item.service_id, "position": position, "name": item.name,
             "duration_min": max(item.duration_min, 1), "buffer_min": max(item.buffer_min, 0),
             "processing_min": max(item.processing_min, 0), "price_cents": item.price_cents,
             "staff_ids": list(item.staff_ids), "all_staff": item.all_staff or not item.staff_ids}
            for position, item in enumerate(event.services)]
    unique: dict[object, dict[str, object]] = {}
    for row in rows:
        unique.setdefault(row["service_id"], row)  # a service listed twice counts as first listed
    await repository.replace_services(session, uuid.UUID(event.tenant_id), list(unique.values()))


HANDLERS = {
    "tenants.tenant_created": on_tenant_created,
    "tenants.tenant_updated": on_tenant_updated,
    "tenants.services_updated": on_services_updated,
}
