from sqlalchemy.ext.asyncio import AsyncSession

from ringbook_common.auth import Principal
from tenants import events, repository
from tenants.access import same_tenant
from tenants.hours import week
from tenants.models import Tenant
from tenants.provisioning.service import own_tenant
from tenants.settings.schemas import Hours, SettingsUpdate, TenantSettings


def as_settings(tenant: Tenant) -> TenantSettings:
    return TenantSettings(
        name=tenant.name, timezone=tenant.timezone, hours=_hours(tenant),
        address=tenant.address, ownerPhone=tenant.owner_phone, frontDeskPhone=tenant.front_desk_phone,
        smsConfirmations=tenant.sms_confirmations, smsReminders=tenant.sms_reminders,
        reminderHoursBefore=tenant.reminder_hours_before, onboardingComplete=tenant.onboarding_complete,
    )


def _hours(tenant: Tenant) -> Hours:
    start, end = week.view(week.of_tenant(tenant.week, tenant.hours_start, tenant.hours_end)) or (
        tenant.hours_start, tenant.hours_end)
    return Hours(start=start, end=end)


def _week_for(tenant: Tenant, hours: Hours) -> dict:
    """The week after a save: a range other than the current view sets every open day to it; the same range
    (a form saved for another field) leaves each day's own hours alone."""
    current = week.of_tenant(tenant.week, tenant.hours_start, tenant.hours_end)
    if week.view(current) == (hours.start, hours.end):
        return week.stored(current)
    return week.stored(week.with_range(current, hours.start, hours.end))


def sms_choices(data: SettingsUpdate) -> dict:
    chosen = {"sms_confirmations": data.smsConfirmations, "sms_reminders": data.smsReminders,
              "reminder_hours_before": data.reminderHoursBefore}
    return {column: value for column, value in chosen.items() if value is not None}


async def read(session: AsyncSession, *, principal: Principal) -> TenantSettings:
    return as_settings(await own_tenant(session, principal))


async def update(session: AsyncSession, *, principal: Principal, data: SettingsUpdate) -> TenantSettings:
    same_tenant(data.tenantId, principal.tenant_id)
    tenant = await own_tenant(session, principal, for_update=True)
    await repository.save_settings(
        session, tenant.id, name=data.name, timezone=data.timezone, week=_week_for(tenant, data.hours),
        hours_start=data.hours.start, hours_end=data.hours.end, address=data.address, owner_phone=data.ownerPhone,
        front_desk_phone=data.frontDeskPhone, **sms_choices(data),
    )
    await session.refresh(tenant)
    await events.tenant_updated(session, tenant)
    return as_settings(tenant)
