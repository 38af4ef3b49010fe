"""The salon after a run, read straight from each service's own database and from NATS: no stylist booked twice
at once, every appointment exactly once in every place that keeps bookings, and no event left behind.

Where bookings are kept: booking's appointments (the truth); the receptionist's function-call rows (what each
call's booking or move answered) and its call log; booking's call log (from the receptionist's call_ended);
admin's bookings read model and its audit log (one entry per event)."""

import asyncio
import time
import uuid
from dataclasses import dataclass

import httpx

from faults.stack import query
from load.caller import MAKING, Outcome
from ringbook_devstack.stack import Stack

SERVICES = ("identity", "leads", "tenants", "booking", "receptionist", "admin")
SETTLE_SECONDS = 60.0


@dataclass(frozen=True)
class Check:
    name: str
    passed: bool
    figures: str


async def _double_bookings(stack: Stack, tenant: uuid.UUID) -> int:
    rows = await query(stack, "booking", """
        SELECT count(*) AS n FROM appointments a JOIN appointments b
          ON a.tenant_id = b.tenant_id AND a.staff_key = b.staff_key AND a.id < b.id
         AND tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)
         WHERE a.tenant_id = $1 AND a.status <> 'cancelled' AND b.status <> 'cancelled'""", tenant)
    return int(rows[0]["n"])


async def _unpublished(stack: Stack) -> dict[str, int]:
    counts = {}
    for service in SERVICES:
        rows = await query(stack, service, "SELECT count(*) AS n FROM outbox WHERE published_at IS NULL")
        counts[service] = int(rows[0]["n"])
    return {service: count for service, count in counts.items() if count}


async def _consumers_behind(stack: Stack) -> dict[str, int]:
    """Each JetStream consumer with messages not yet delivered or not yet acknowledged."""
    url = f"http://127.0.0.1:{stack.own_nats().monitor_port}/jsz"
    async with httpx.AsyncClient(timeout=10) as client:
        found = (await client.get(url, params={"consumers": "true"})).json()
    behind = {}
    for account in found.get("account_details") or []:
        for stream in account.get("stream_detail") or []:
            for consumer in stream.get("consumer_detail") or []:
                waiting = int(consumer.get("num_pending") or 0) + int(consumer.get("num_ack_pending") or 0)
                if waiting:
                    behind[f"{stream.get('name')}/{consumer.get('name')}"] = waiting
    return behind


async def _checks(stack: Stack, tenant: uuid.UUID, outcomes: list[Outcome]) -> list[Check]:
    made = [appointment for outcome in outcomes for appointment in outcome.made]
    moves = sum(tool.done for o in outcomes for tool in o.tools if tool.name == "reschedule_appointment")
    cancels = sum(tool.done for o in outcomes for tool in o.tools if tool.name == "cancel_appointment")
    appointments = {str(row["id"]): row for row in await query(
        stack, "booking", "SELECT id, status, source FROM appointments WHERE tenant_id = $1", tenant)}
    by_calls = {key for key, row in appointments.items() if row["source"] == "ai_receptionist"}
    # One row per function request (its arguments' digest); the rows keyed by an intent repeat the act's answer.
    answered = [str(row["id"]) for row in await query(
        stack, "receptionist", "SELECT answer->>'appointment_id' AS id FROM function_calls WHERE tenant_id = $1 "
        "AND ok AND name = ANY($2::text[]) AND answer->>'ok' = 'true' AND answer ? 'appointment_id' "
        "AND args_digest NOT LIKE 'intent:%'", tenant, list(MAKING))]
    logged = {row["call_id"]: row["appointment_id"] or "" for row in await query(
        stack, "receptionist", "SELECT call_id, appointment_id FROM calls WHERE tenant_id = $1 "
        "AND ended_at IS NOT NULL", tenant)}
    booking_log = {row["call_id"]: str(row["appointment_id"] or "") for row in await query(
        stack, "booking", "SELECT call_id, appointment_id FROM calls WHERE tenant_id = $1", tenant)}
    admin = {row["appointment_id"]: row["cancelled"] for row in await query(
        stack, "admin", "SELECT appointment_id, cancelled FROM bookings WHERE tenant_id = $1", str(tenant))}
    audit = {row["event_type"]: int(row["n"]) for row in await query(
        stack, "admin", "SELECT event_type, count(*) AS n FROM audit_log WHERE tenant_id = $1 "
        "GROUP BY event_type", str(tenant))}
    live = {key for key, row in appointments.items() if row["status"] != "cancelled"}
    ended = sum(outcome.ended for outcome in outcomes)
    double = await _double_bookings(stack, tenant)
    unpublished, behind = await _unpublished(stack), await _consumers_behind(stack)
    return [
        Check("no double booking (booking: overlapping live appointments of one stylist)", double == 0,
              f"{double} overlapping pairs among {len(live)} live appointments"),
        Check("every booking a call made is in booking once, and only those",
              len(made) == len(set(made)) and set(made) <= set(appointments) and by_calls <= set(made),
              f"{len(made)} made by calls, {len(set(made))} distinct, {len(by_calls)} rows by calls in booking"),
        Check("receptionist's function calls: each booking or move answered once",
              sorted(answered) == sorted(made), f"{len(answered)} answered rows, {len(made)} seen by callers"),
        Check("call logs: every ended call once in the receptionist's and in booking's, same appointment",
              len(logged) == ended and booking_log == logged,
              f"{ended} ended, receptionist {len(logged)}, booking {len(booking_log)}, "
              f"differing {sum(booking_log.get(key) != value for key, value in logged.items())}"),
        Check("admin's bookings read model: every appointment once, cancelled as in booking",
              set(admin) == set(appointments)
              and all(admin[key] == (appointments[key]["status"] == "cancelled") for key in admin),
              f"admin {len(admin)}, booking {len(appointments)}"),
        Check("admin's audit log: each booking, move and cancellation once",
              audit.get("booking.appointment_booked", 0) == len(appointments)
              and audit.get("booking.appointment_rescheduled", 0) == moves
              and audit.get("booking.appointment_cancelled", 0) == cancels,
              f"booked {audit.get('booking.appointment_booked', 0)}/{len(appointments)}, moved "
              f"{audit.get('booking.appointment_rescheduled', 0)}/{moves}, cancelled "
              f"{audit.get('booking.appointment_cancelled', 0)}/{cancels}"),
        Check("zero lost events: every outbox drained, every JetStream consumer caught up",
              not unpublished and not behind, f"unpublished {unpublished or 0}, consumers behind {behind or 0}"),
    ]


async def settle(stack: Stack, tenant: uuid.UUID, outcomes: list[Outcome]) -> tuple[list[Check], float]:
    """The checks once they all pass (or as they stand after SETTLE_SECONDS), and the seconds it took."""
    started = time.monotonic()
    while True:
        checks = await _checks(stack, tenant, outcomes)
        if all(check.passed for check in checks) or time.monotonic() - started > SETTLE_SECONDS:
            return checks, time.monotonic() - started
        await asyncio.sleep(1.0)
