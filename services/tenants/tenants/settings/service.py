from sqlalchemy.ext.asyncio import AsyncSession

from ringbook_common.auth import Principal
from tenants import events, repository
from tenants.access import same_tenant
from tenants.models import Tenant
from tenants.provisioning.service import own_tenant
from tenants.settings.schemas import Hours, SettingsUpdate, TenantSettings


def as_settings(tenant: Tenant) -> TenantSettings:
    return TenantSettings(
        name=tenant.name, timezone=tenant.timezone, hours=Hours(start=tenant.hours_start, end=tenant.hours_end),
        address=tenant.address, ownerPhone=tenant.owner_phone, frontDeskPhone=tenant.front_desk_phone,
        smsConfirmations=tenant.sms_confirmations, smsReminders=tenant.sms_reminders,
        reminderHoursBefore=tenant.reminder_hours_before, onboardingComplete=tenant.onboarding_complete,
    )


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
        session, tenant.id, name=data.name, timezone=data.timezone, hours_start=data.hours.start,
        hours_end=data.hours.end, address=data.address, owner_phone=data.ownerPhone,
        front_desk_phone=data.frontDeskPhone, **sms_choices(data),
    )
    await session.refresh(tenant)
    await events.tenant_updated(session, tenant)
    return as_settings(tenant)
