"""The tenants service's events: each carries the whole current state, so consumers just keep the latest."""

from sqlalchemy.ext.asyncio import AsyncSession

from ringbook.tenants.v1 import events_pb2 as events
from ringbook_common import phones
from ringbook_common.bus import outbox
from tenants.hours import week
from tenants.models import Location, LocationService, Service, Tenant


def _week(tenant: Tenant) -> list[events.OpeningDay]:
    return week.messages(week.of_tenant(tenant.week, tenant.hours_start, tenant.hours_end))


def _settings_event(tenant: Tenant) -> events.TenantUpdated:
    return events.TenantUpdated(
        tenant_id=tenant.id, name=tenant.name, timezone=tenant.timezone, address=tenant.address,
        owner_phone=tenant.owner_phone, front_desk_phone=tenant.front_desk_phone, hours_start=tenant.hours_start,
        hours_end=tenant.hours_end, onboarding_complete=tenant.onboarding_complete,
        sms_confirmations=tenant.sms_confirmations, sms_reminders=tenant.sms_reminders,
        reminder_hours_before=tenant.reminder_hours_before, week=_week(tenant),
        country=tenant.country or phones.country_of_zone(tenant.timezone),
    )


async def tenant_created(session: AsyncSession, tenant: Tenant) -> None:
    await outbox.publish(session, events.TenantCreated(
        tenant_id=tenant.id, owner_user_id=tenant.owner_user_id, owner_email=tenant.owner_email, name=tenant.name,
        timezone=tenant.timezone, hours_start=tenant.hours_start, hours_end=tenant.hours_end, week=_week(tenant),
    ), event_type="tenants.tenant_created", tenant_id=tenant.id)


async def tenant_updated(session: AsyncSession, tenant: Tenant) -> None:
    await outbox.publish(session, _settings_event(tenant), event_type="tenants.tenant_updated", tenant_id=tenant.id)


def service_message(s: Service) -> events.Service:
    return events.Service(
        service_id=s.service_id, name=s.name, duration_min=s.duration_min, buffer_min=s.buffer_min,
        processing_min=s.processing_min, price_cents=int(s.price * 100), staff_ids=s.staff_ids or [],
        all_staff=s.staff_ids is None,
    )


async def services_updated(session: AsyncSession, tenant_id: str, catalogue: list[Service]) -> None:
    await outbox.publish(session, events.ServicesUpdated(tenant_id=tenant_id, services=[
        service_message(s) for s in catalogue
    ]), event_type="tenants.services_updated", tenant_id=tenant_id)


async def onboarding_completed(session: AsyncSession, tenant: Tenant) -> None:
    await outbox.publish(session, events.OnboardingCompleted(tenant_id=tenant.id),
                         event_type="tenants.onboarding_completed", tenant_id=tenant.id)


def _location_service(row: LocationService) -> events.LocationService:
    message = events.LocationService(service_id=row.service_id, offered=row.offered)
    if row.duration_min is not None:
        message.duration_min = row.duration_min
    if row.price is not None:
        message.price_cents = int(row.price * 100)
    return message


def location_message(location: Location, differences: list[LocationService]) -> events.Location:
    return events.Location(
        location_id=location.id, tenant_id=location.tenant_id, name=location.name, address=location.address,
        timezone=location.timezone, week=week.messages(week.parsed(location.week)),
        closures=[events.Closure(date=closure["date"], reason=closure["reason"]) for closure in location.closures],
        front_desk_phone=location.front_desk_phone, position=location.position,
        services=[_location_service(row) for row in differences],
    )


async def location_saved(session: AsyncSession, location: Location, differences: list[LocationService], *,
                         created: bool = False) -> None:
    await outbox.publish(session, events.LocationSaved(location=location_message(location, differences),
                                                       created=created),
                         event_type="tenants.location_saved", tenant_id=location.tenant_id, location_id=location.id)
