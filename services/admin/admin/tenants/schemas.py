"""The operator's views of a tenant: the whole record, its phone number, its agent."""

from datetime import datetime

from admin.models import TenantView
from admin.tenants.projection import BEFORE_CALENDAR
from ringbook_common import clock
from ringbook_common.messaging.limits import allowance


def _iso(value: datetime | None) -> str | None:
    return value.isoformat() if value else None


def tenant(row: TenantView) -> dict:
    return {
        "tenantId": row.tenant_id,
        "name": row.name,
        "ownerEmail": row.owner_email,
        "agentStatus": row.agent_status,
        "receptionistStatus": row.receptionist_status,
        "phoneNumber": row.phone_number or None,
        "formattedPhoneNumber": row.formatted_phone_number or None,
        "agentId": row.agent_id or None,
        "calcomConnected": row.receptionist_status not in BEFORE_CALENDAR,
        "location": row.location,
        "city": row.city,
        "servicesCount": row.services_count,
        "staffCount": row.staff_count,
        "operatingHours": {"start": row.hours_start or None, "end": row.hours_end or None,
                           "timezone": row.timezone or None},
        "voice": row.voice or None,
        "voiceEngine": row.voice_engine or None,
        "understanding": row.understanding or None,
        "webhooksConfigured": row.webhooks_configured,
        "provisionedAt": _iso(row.provisioned_at),
        "error": row.agent_error or None,
        "onboardingComplete": row.onboarding_complete,
        "createdAt": _iso(row.created_at),
        "setupUpdatedAt": _iso(row.setup_updated_at),
        "texting": texting(row),
    }


def texting(row: TenantView) -> dict:
    """The tenant's text limits of today (the policy booking applies) and the texts they held back."""
    now = clock.now()
    limits = allowance(created_at=row.created_at, operator_limit=row.text_daily_limit, now=now)
    return {"dailyLimit": limits.daily, "perNumberLimit": limits.per_number,
            "operatorLimit": row.text_daily_limit, "withheld": row.texts_withheld,
            "lastWithheldAt": _iso(row.text_withheld_at)}


def phone_number(row: TenantView) -> dict:
    return {
        "tenantId": row.tenant_id,
        "tenantName": row.name,
        "phoneNumber": row.phone_number,
        "formattedPhoneNumber": row.formatted_phone_number,
        "status": row.agent_status,
        "webhooksConfigured": row.webhooks_configured,
    }


def agent(row: TenantView) -> dict:
    return {
        "tenantId": row.tenant_id,
        "tenantName": row.name,
        "agentId": row.agent_id or None,
        "status": row.agent_status,
        "phoneNumber": row.phone_number or None,
        "formattedPhoneNumber": row.formatted_phone_number or None,
        "voice": row.voice or None,
        "voiceEngine": row.voice_engine or None,
        "understanding": row.understanding or None,
        "provisionedAt": _iso(row.provisioned_at),
        "error": row.agent_error or None,
    }
