"""The platform at a glance: KPIs, alerts a person acts on, and what happened lately."""

from datetime import UTC, datetime, timedelta

from sqlalchemy import ColumnElement
from sqlalchemy.ext.asyncio import AsyncSession

from admin.audit import repository as audit
from admin.integrations import service as integrations
from admin.overview import repository

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


async def _tenant_alert(session: AsyncSession, condition: ColumnElement[bool], *, kind: str, severity: str,
                        text: str) -> dict | None:
    total, names = await repository.tenants_where(session, condition, named=NAMED_IN_ALERT)
    if not total:
        return None
    return {"type": severity, "kind": kind, "count": total, "message": f"{text}: {names_message(names, total)}"}


async def _sms_failures(session: AsyncSession, *, since: datetime) -> dict | None:
    """Texts the SMS provider kept refusing."""
    total, salons, names = await repository.sms_failures(session, since=since, named=NAMED_IN_ALERT)
    if not total:
        return None
    return {"type": "error", "kind": "sms_delivery_failed", "count": total,
            "message": f"{total} text message{'s' if total != 1 else ''} could not be delivered in the last 24 hours: "
                       f"{names_message(names, salons)}"}


async def alerts(session: AsyncSession, *, now: datetime) -> list[dict]:
    stalled_since = now - ONBOARDING_STALLED_FOR
    candidates = [
        await _tenant_alert(session, repository.provisioning_failed(), kind="provisioning_failed",
                            severity="error", text="Agent provisioning failed"),
        await _tenant_alert(session, repository.webhooks_pending_since(now - WEBHOOKS_PENDING_FOR),
                            kind="webhooks_pending", severity="warning",
                            text="Webhooks pending for more than 24 hours"),
        await _tenant_alert(session, repository.onboarding_stalled_since(stalled_since, setup_done=SETUP_DONE),
                            kind="onboarding_stalled", severity="warning",
                            text="Onboarding stalled for more than 7 days"),
    ]
    found = [alert for alert in candidates if alert is not None]
    if sms := await _sms_failures(session, since=now - SMS_FAILURES_WITHIN):
        found.append(sms)
    for row in await integrations.current(session):
        name = integrations.LABELS.get(row.name, row.name)
        if not row.answered:
            found.append({"type": "warning", "kind": "integration_no_answer", "count": 1,
                          "message": f"{name} could not be checked: its service did not answer"})
        elif not row.configured:
            found.append({"type": "warning", "kind": "integration_not_configured", "count": 1,
                          "message": f"{name} is not configured"})
    return found


async def overview(session: AsyncSession, *, now: datetime) -> dict:
    kpis = await repository.kpis(session, since=month_start(now))
    recent = [{"action": entry["action"], "summary": entry["summary"], "details": entry["details"],
               "timestamp": entry["timestamp"],
               "tenantId": entry["tenantId"], "tenantName": entry["tenantName"]}
              for entry in (await audit.page(session, tenant_id=None, action=None, offset=0,
                                             limit=RECENT_ACTIVITY))[0]]
    return {"kpis": kpis, "alerts": await alerts(session, now=now), "recentActivity": recent}
