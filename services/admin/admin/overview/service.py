"""The platform at a glance: KPIs, alerts a person acts on, and what happened lately."""

from datetime import UTC, datetime, timedelta

from sqlalchemy import ColumnElement, and_, func, or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from admin.audit import repository as audit
from admin.integrations import service as integrations
from admin.models import AuditEntry, BookingView, TenantView

WEBHOOKS_PENDING_FOR = timedelta(hours=24)
ONBOARDING_STALLED_FOR = timedelta(days=7)
SMS_FAILURES_WITHIN = timedelta(hours=24)
NAMED_IN_ALERT = 5
RECENT_ACTIVITY = 10
SETUP_DONE = ("not_started", "ready")


def month_start(now: datetime) -> datetime:
    return now.astimezone(UTC).replace(day=1, hour=0, minute=0, second=0, microsecond=0)


def names_message(names: list[str], total: int) -> str:
    shown = ", ".join(name or "(unnamed)" for name in names)
    return shown + (f" and {total - len(names)} more" if total > len(names) else "")


async def _count(session: AsyncSession, model, *conditions: ColumnElement[bool]) -> int:
    return (await session.execute(select(func.count()).select_from(model).where(*conditions))).scalar_one()


async def _tenant_alert(session: AsyncSession, condition: ColumnElement[bool], *, kind: str, severity: str,
                        text: str) -> dict | None:
    total = await _count(session, TenantView, condition)
    if not total:
        return None
    names = list((await session.execute(select(TenantView.name).where(condition)
                                        .order_by(TenantView.tenant_name_key, TenantView.tenant_id)
                                        .limit(NAMED_IN_ALERT))).scalars())
    return {"type": severity, "kind": kind, "count": total, "message": f"{text}: {names_message(names, total)}"}


async def _sms_failures(session: AsyncSession, *, since: datetime) -> dict | None:
    """Texts the SMS provider kept refusing (booking's `sms_failed`, as the audit log recorded them)."""
    failed = (AuditEntry.event_type == "booking.sms_failed", AuditEntry.occurred_at >= since)
    total = await _count(session, AuditEntry, *failed)
    if not total:
        return None
    names = list((await session.execute(
        select(TenantView.name).where(TenantView.tenant_id.in_(
            select(AuditEntry.tenant_id).where(*failed).distinct()))
        .order_by(TenantView.tenant_name_key, TenantView.tenant_id).limit(NAMED_IN_ALERT))).scalars())
    salons = await _count(session, select(AuditEntry.tenant_id).where(*failed).distinct().subquery())
    return {"type": "error", "kind": "sms_delivery_failed", "count": total,
            "message": f"{total} text message{'s' if total != 1 else ''} could not be delivered in the last 24 hours: "
                       f"{names_message(names, salons)}"}


async def alerts(session: AsyncSession, *, now: datetime) -> list[dict]:
    stalled_since = now - ONBOARDING_STALLED_FOR
    candidates = [
        await _tenant_alert(session, TenantView.agent_status == "failed", kind="provisioning_failed",
                            severity="error", text="Agent provisioning failed"),
        await _tenant_alert(session, and_(TenantView.agent_status == "webhooks_pending",
                                          TenantView.agent_status_since < now - WEBHOOKS_PENDING_FOR),
                            kind="webhooks_pending", severity="warning",
                            text="Webhooks pending for more than 24 hours"),
        await _tenant_alert(session, or_(
            and_(~TenantView.onboarding_complete, TenantView.created_at < stalled_since),
            and_(TenantView.receptionist_status.not_in(SETUP_DONE), TenantView.setup_updated_at < stalled_since)),
            kind="onboarding_stalled", severity="warning", text="Onboarding stalled for more than 7 days"),
    ]
    found = [alert for alert in candidates if alert is not None]
    if sms := await _sms_failures(session, since=now - SMS_FAILURES_WITHIN):
        found.append(sms)
    for row in await integrations.current(session):
        if not row.configured:
            name = integrations.LABELS.get(row.name, row.name)
            found.append({"type": "warning", "kind": "integration_not_configured", "count": 1,
                          "message": f"{name} is not configured"})
    return found


async def overview(session: AsyncSession, *, now: datetime) -> dict:
    since = month_start(now)
    kpis = {
        "totalClients": await _count(session, TenantView),
        "newClientsThisMonth": await _count(session, TenantView, TenantView.created_at >= since),
        "phoneNumbersProvisioned": await _count(session, TenantView, TenantView.phone_number != ""),
        "activeAgents": await _count(session, TenantView, TenantView.agent_status == "active"),
        "totalBookingsThisMonth": await _count(session, BookingView, BookingView.booked_at >= since,
                                               ~BookingView.cancelled),
    }
    recent = [{"action": entry["action"], "summary": entry["summary"], "details": entry["details"],
               "timestamp": entry["timestamp"],
               "tenantId": entry["tenantId"], "tenantName": entry["tenantName"]}
              for entry in (await audit.page(session, tenant_id=None, action=None, offset=0,
                                             limit=RECENT_ACTIVITY))[0]]
    return {"kpis": kpis, "alerts": await alerts(session, now=now), "recentActivity": recent}
