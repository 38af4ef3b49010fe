"""Where every booking must end up, exactly once: booking's appointments (table and dashboard APIs) and admin's
read models (bookings table, audit log, overview). `wait_settled` polls until they agree or time runs out."""

import asyncio
import time
from dataclasses import dataclass
from datetime import date, timedelta

import httpx

from faults.checks import Report
from faults.salon import Salon
from faults.stack import admin_token, gateway_url, query
from ringbook_devstack.stack import Stack

BOOKED = "booking.appointment_booked"


@dataclass
class Counts:
    """One look at every place a booking shows up."""

    appointments: int          # booking's table, this tenant
    distinct_customers: int    # one customer phone per planned booking: fewer than rows means a double booking
    unplanned: int             # rows for a customer the load never booked (an orphan)
    outbox_pending: int        # booking's events not yet sent to NATS
    admin_bookings: int        # admin's bookings read model, this tenant
    admin_missing: int         # booking ids absent from admin's read model
    admin_extra: int           # admin rows with no appointment behind them
    audit_booked: int          # admin's audit entries of appointment_booked, this tenant
    dashboard_total: int       # GET /api/dashboard/appointments total
    analytics_bookings: int    # GET /api/dashboard/analytics series: bookings made (by creation date)
    overview_bookings: int     # GET /api/admin/overview totalBookingsThisMonth (the only tenant that books)

    def settled(self, expected: int) -> bool:
        return (self.appointments == self.distinct_customers == self.admin_bookings == self.audit_booked
                == self.dashboard_total == self.analytics_bookings == self.overview_bookings == expected
                and self.outbox_pending == self.unplanned == self.admin_missing == self.admin_extra == 0)

    def figures(self) -> str:
        return (f"appointments={self.appointments} customers={self.distinct_customers} unplanned={self.unplanned} "
                f"outbox_pending={self.outbox_pending} admin_bookings={self.admin_bookings} "
                f"admin_missing={self.admin_missing} admin_extra={self.admin_extra} audit={self.audit_booked} "
                f"dashboard={self.dashboard_total} analytics={self.analytics_bookings} "
                f"overview={self.overview_bookings}")


async def _api_counts(stack: Stack, salon: Salon) -> tuple[int, int, int]:
    base = gateway_url(stack)
    today = date.today()
    async with httpx.AsyncClient(base_url=base, timeout=10, headers={"cookie": salon.cookie}) as client:
        listed = (await client.get("/api/dashboard/appointments", params={
            "from": today.isoformat(), "to": (today + timedelta(days=90)).isoformat(), "pageSize": 1})).json()
        # Bookings are counted on their creation date (the salon's local date): yesterday..tomorrow covers it.
        analytics = (await client.get("/api/dashboard/analytics", params={
            "from": (today - timedelta(days=1)).isoformat(), "to": (today + timedelta(days=1)).isoformat()})).json()
        overview = (await client.get("/api/admin/overview", headers={"x-admin-token": admin_token(stack)})).json()
    return (listed.get("total", -1), sum(day.get("bookings", 0) for day in analytics.get("series", [])),
            overview.get("kpis", {}).get("totalBookingsThisMonth", -1))


async def count(stack: Stack, salon: Salon) -> Counts:
    planned = [slot.phone for slot in salon.slots]
    rows = await query(stack, "booking", "SELECT id::text AS id, customer_phone FROM appointments "
                                         "WHERE tenant_id = $1::uuid AND status <> 'cancelled'", salon.tenant_id)
    ids = {row["id"] for row in rows}
    phones = [row["customer_phone"] for row in rows]
    pending = await query(stack, "booking", "SELECT count(*) AS n FROM outbox WHERE published_at IS NULL")
    admin_ids = {row["appointment_id"] for row in await query(
        stack, "admin", "SELECT appointment_id FROM bookings WHERE tenant_id = $1", salon.tenant_id)}
    audit = await query(stack, "admin", "SELECT count(*) AS n FROM audit_log WHERE tenant_id = $1 "
                                        "AND event_type = $2", salon.tenant_id, BOOKED)
    dashboard, analytics, overview = await _api_counts(stack, salon)
    return Counts(appointments=len(rows), distinct_customers=len(set(phones)),
                  unplanned=len(set(phones) - set(planned)), outbox_pending=pending[0]["n"],
                  admin_bookings=len(admin_ids), admin_missing=len(ids - admin_ids), admin_extra=len(admin_ids - ids),
                  audit_booked=audit[0]["n"], dashboard_total=dashboard, analytics_bookings=analytics,
                  overview_bookings=overview)


async def wait_settled(stack: Stack, salon: Salon, expected: int,
                       timeout: float) -> tuple[Counts | None, float | None]:
    """The last counts (None if the stack could not be read), and the seconds until everything agreed on
    `expected` (None if it never did)."""
    started = time.monotonic()
    while True:
        try:
            counts = await count(stack, salon)
        except (OSError, httpx.HTTPError, ValueError):
            counts = None
        if counts is not None and counts.settled(expected):
            return counts, time.monotonic() - started
        if time.monotonic() - started > timeout:
            return counts, None
        await asyncio.sleep(0.5)


def check_settled(report: Report, scenario: str, load_booked: dict, counts: Counts | None,
                  settle_seconds: float | None) -> None:
    """The exactly-once checks every scenario shares."""
    expected = len(load_booked)
    ids = set(load_booked.values())
    report.check(scenario, "one appointment per answered booking", len(ids) == expected,
                 f"{expected} answered, {len(ids)} distinct ids")
    if counts is None:
        report.check(scenario, "read models settle", False, "could not read the stack")
        return
    report.check(scenario, "booking: every booking once, no orphans",
                 counts.appointments == counts.distinct_customers == expected and counts.unplanned == 0,
                 f"rows={counts.appointments} customers={counts.distinct_customers} unplanned={counts.unplanned}")
    report.check(scenario, "booking outbox drained", counts.outbox_pending == 0, f"pending={counts.outbox_pending}")
    report.check(scenario, "booking dashboard APIs agree",
                 counts.dashboard_total == counts.analytics_bookings == expected,
                 f"appointments total={counts.dashboard_total} analytics bookings={counts.analytics_bookings}")
    report.check(scenario, "admin read model: every booking once",
                 counts.admin_bookings == expected and counts.admin_missing == counts.admin_extra == 0
                 and counts.audit_booked == expected and counts.overview_bookings == expected,
                 f"bookings={counts.admin_bookings} missing={counts.admin_missing} extra={counts.admin_extra} "
                 f"audit={counts.audit_booked} overview={counts.overview_bookings}")
    report.check(scenario, "settled", settle_seconds is not None,
                 f"in {settle_seconds:.1f} s" if settle_seconds is not None else f"not in time: {counts.figures()}")
