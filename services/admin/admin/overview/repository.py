"""The overview's SQL: counts over the read models and the audit log, and which salons an alert names."""

from collections.abc import Sequence
from datetime import datetime

from sqlalchemy import ColumnElement, and_, exists, func, or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from admin.models import AuditEntry, BookingView, LocationProfile, TenantProfile

SMS_FAILED = "booking.sms_failed"


async def _count(session: AsyncSession, model, *conditions: ColumnElement[bool]) -> int:
    return (await session.execute(select(func.count()).select_from(model).where(*conditions))).scalar_one()


async def kpis(session: AsyncSession, *, since: datetime) -> dict[str, int]:
    return {
        "totalClients": await _count(session, TenantProfile),
        "newClientsThisMonth": await _count(session, TenantProfile, TenantProfile.created_at >= since),
        # A number and an agent per location, as the Phones and Agents tabs list them.
        "phoneNumbersProvisioned": await _count(session, LocationProfile, LocationProfile.phone_number != ""),
        "activeAgents": await _count(session, LocationProfile, LocationProfile.agent_status == "active"),
        "totalBookingsThisMonth": await _count(session, BookingView, BookingView.booked_at >= since,
                                               ~BookingView.cancelled),
    }


# ---- which tenants an alert is about ----------------------------------------------------------------------------

def provisioning_failed() -> ColumnElement[bool]:
    """The salon's receptionist failed at any of its locations."""
    return exists().where(LocationProfile.tenant_id == TenantProfile.tenant_id,
                          LocationProfile.agent_status == "failed")


def webhooks_pending_since(before: datetime) -> ColumnElement[bool]:
    """The salon's receptionist has waited for its webhooks since before then at any of its locations."""
    return exists().where(LocationProfile.tenant_id == TenantProfile.tenant_id,
                          LocationProfile.agent_status == "webhooks_pending",
                          LocationProfile.agent_status_since < before)


def onboarding_stalled_since(before: datetime, *, setup_done: Sequence[str]) -> ColumnElement[bool]:
    """Portal onboarding unfinished, or the receptionist setup untouched, since `before`."""
    return or_(and_(~TenantProfile.onboarding_complete, TenantProfile.created_at < before),
               and_(TenantProfile.receptionist_status.not_in(setup_done), TenantProfile.setup_updated_at < before))


async def tenants_where(session: AsyncSession, condition: ColumnElement[bool], *,
                        named: int) -> tuple[int, list[str]]:
    """How many tenants match, and the names of the first `named` of them by name."""
    total = await _count(session, TenantProfile, condition)
    if not total:
        return 0, []
    names = list((await session.execute(select(TenantProfile.name).where(condition)
                                        .order_by(TenantProfile.tenant_name_key, TenantProfile.tenant_id)
                                        .limit(named))).scalars())
    return total, names


async def sms_failures(session: AsyncSession, *, since: datetime, named: int) -> tuple[int, int, list[str]]:
    """Texts the SMS provider kept refusing since then (booking's `sms_failed`, as the audit log recorded them):
    how many, at how many salons, and the names of the first `named` salons by name."""
    failed = (AuditEntry.event_type == SMS_FAILED, AuditEntry.occurred_at >= since)
    total = await _count(session, AuditEntry, *failed)
    if not total:
        return 0, 0, []
    names = list((await session.execute(
        select(TenantProfile.name).where(TenantProfile.tenant_id.in_(
            select(AuditEntry.tenant_id).where(*failed).distinct()))
        .order_by(TenantProfile.tenant_name_key, TenantProfile.tenant_id).limit(named))).scalars())
    salons = await _count(session, select(AuditEntry.tenant_id).where(*failed).distinct().subquery())
    return total, salons, names
