from sqlalchemy.ext.asyncio import AsyncSession

from ringbook_common import phones
from ringbook_common.auth import OwnerPrincipal
from ringbook_common.errors import Invalid
from tenants import repository
from tenants.access import same_tenant
from tenants.hours import week
from tenants.locations import first
from tenants.models import Tenant
from tenants.provisioning.service import own_tenant
from tenants.settings.schemas import OpeningRange, SettingsUpdate, TenantSettings, WeekDay


def as_settings(tenant: Tenant) -> TenantSettings:
    return TenantSettings(
        name=tenant.name, timezone=tenant.timezone, hours=_hours(tenant), week=_days(tenant),
        address=tenant.address, ownerPhone=tenant.owner_phone, frontDeskPhone=tenant.front_desk_phone,
        country=country_of(tenant), smsConfirmations=tenant.sms_confirmations, smsReminders=tenant.sms_reminders,
        reminderHoursBefore=tenant.reminder_hours_before, onboardingComplete=tenant.onboarding_complete,
    )


def country_of(tenant: Tenant) -> str:
    """The salon's country: the owner's choice, else the country of its time zone."""
    return tenant.country or phones.country_of_zone(tenant.timezone)


def checked_phones(data: SettingsUpdate, country: str) -> dict[str, str]:
    """The owner's and front desk's numbers as E.164, read in the salon's country; every unreadable one named."""
    numbers, refused = {}, {}
    for field, column in (("ownerPhone", "owner_phone"), ("frontDeskPhone", "front_desk_phone")):
        try:
            numbers[column] = phones.e164(getattr(data, field), country)
        except phones.InvalidPhone as exc:
            refused[field] = str(exc)
    if refused:
        raise Invalid(next(iter(refused.values())), fields=refused)
    return numbers


def _hours(tenant: Tenant) -> OpeningRange:
    start, end = week.view(week.of_tenant(tenant.week, tenant.hours_start, tenant.hours_end)) or (
        tenant.hours_start, tenant.hours_end)
    return OpeningRange(start=start, end=end)


def week_days(current: week.Week) -> list[WeekDay]:
    """A week as it is answered, Sunday first."""
    return [WeekDay(weekday=day, open=current[day].open, close=current[day].close, closed=current[day].closed)
            for day in week.DAYS]


def _days(tenant: Tenant) -> list[WeekDay]:
    return week_days(week.of_tenant(tenant.week, tenant.hours_start, tenant.hours_end))


def _week_for(tenant: Tenant, data: SettingsUpdate) -> week.Week:
    """The week after a save: the days as sent; else a range other than the current view sets every open day to
    it, and the same range (a form saved for another field) leaves each day's own hours alone."""
    if data.week is not None:
        return week.checked([(day.weekday, day.open, day.close, day.closed) for day in data.week])
    current = week.of_tenant(tenant.week, tenant.hours_start, tenant.hours_end)
    if week.view(current) == (data.hours.start, data.hours.end):
        return current
    return week.with_range(current, data.hours.start, data.hours.end)


def sms_choices(data: SettingsUpdate) -> dict:
    chosen = {"sms_confirmations": data.smsConfirmations, "sms_reminders": data.smsReminders,
              "reminder_hours_before": data.reminderHoursBefore}
    return {column: value for column, value in chosen.items() if value is not None}


async def read(session: AsyncSession, *, principal: OwnerPrincipal) -> TenantSettings:
    return as_settings(await own_tenant(session, principal))


async def update(session: AsyncSession, *, principal: OwnerPrincipal, data: SettingsUpdate) -> TenantSettings:
    same_tenant(data.tenantId, principal.tenant_id)
    tenant = await own_tenant(session, principal, for_update=True)
    country = data.country or tenant.country
    numbers = checked_phones(data, country or phones.country_of_zone(data.timezone))
    saved = _week_for(tenant, data)
    start, end = week.view(saved) or (data.hours.start, data.hours.end)
    await repository.save_settings(
        session, tenant.id, name=data.name, timezone=data.timezone, week=week.stored(saved),
        hours_start=start, hours_end=end, address=data.address, country=country, **numbers, **sms_choices(data),
    )
    await session.refresh(tenant)
    await first.tenant_saved(session, tenant)
    return as_settings(tenant)
