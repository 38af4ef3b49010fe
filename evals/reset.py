"""Before each scenario: the salon as the scenario assumes it. Its appointments (with their busy times and holds),
texts, waitlist, call-backs and calls are deleted in the services' databases; the stack's clock is pinned to the
scenario's moment; the given appointments are booked through the product's own API."""

from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

from evals.database import Databases
from evals.salons import Salon
from evals.scenarios import GivenAppointment, Scenario, ScenarioError
from ringbook_devstack.stack import Stack

BOOKING_ROWS = ("waitlist_offers", "waitlist_openings", "waitlist_entries", "reminder_jobs", "appointment_blocks",
                "appointments", "calls", "queued_texts", "text_counts")
RECEPTIONIST_ROWS = ("callbacks", "function_calls", "webhook_deliveries", "calls", "simulated_calls", "live_calls",
                     "text_threads", "text_opt_outs")


class GivenRefused(ScenarioError):
    """The product would not book a scenario's given appointment."""


def instant(salon: Salon, local: datetime) -> datetime:
    """A salon-local wall time as the UTC instant it names."""
    return local.replace(tzinfo=ZoneInfo(salon.profile.timezone)).astimezone(UTC)


async def clear(databases: Databases, salon: Salon) -> None:
    async with databases.booking.transaction():
        for table in BOOKING_ROWS:
            await databases.booking.execute(f"DELETE FROM {table} WHERE tenant_id = $1", salon.tenant_id)  # noqa: S608
        # Kept availability answers are keyed by this version (the id of the last transaction that changed the
        # salon's availability), also when there was nothing to delete.
        await databases.booking.execute(
            "INSERT INTO availability_versions (tenant_id, version) VALUES ($1, pg_current_xact_id()::text::bigint) "
            "ON CONFLICT (tenant_id) DO UPDATE SET version = EXCLUDED.version", salon.tenant_id)
    async with databases.receptionist.transaction():
        for table in RECEPTIONIST_ROWS:
            await databases.receptionist.execute(f"DELETE FROM {table} WHERE tenant_id = $1",  # noqa: S608
                                                 salon.tenant_id)


async def _book(salon: Salon, scenario: Scenario, given: GivenAppointment) -> None:
    service = salon.profile.service(given.service)
    staff_id = salon.staff_id(given.staff)
    if service is None or staff_id is None:
        unknown = f"service {given.service!r}" if service is None else f"stylist {given.staff!r}"
        raise GivenRefused(f"{scenario.file}: given.appointments: {salon.profile.key} has no {unknown}")
    phone = scenario.caller if given.phone in (None, "caller") else given.phone
    answer = await salon.owner.request("POST", "/api/appointments", json={
        "start": given.at.strftime("%Y-%m-%dT%H:%M:00"), "serviceId": service.service_id, "staffId": staff_id,
        "customerName": given.name, "customerPhone": phone})
    if answer.status_code != 201:
        raise GivenRefused(f"{scenario.file}: given.appointments: {given.service} with {given.staff} at "
                           f"{given.at:%Y-%m-%d %H:%M} was refused: {answer.status_code} {answer.text[:200]}")


async def _quiet_given_texts(databases: Databases, salon: Salon, now: datetime) -> None:
    """The given appointments were booked before the call: their confirmations (and any reminder already due)
    count as sent, so no text of theirs lands among the call's."""
    await databases.booking.execute(
        "UPDATE reminder_jobs SET sent_at = $2 WHERE tenant_id = $1 AND sent_at IS NULL AND cancelled_at IS NULL "
        "AND skipped_at IS NULL AND send_at <= $3", salon.tenant_id, now, now + timedelta(minutes=5))


async def prepare(stack: Stack, databases: Databases, salon: Salon, scenario: Scenario) -> None:
    """The salon cleared, the clock at the scenario's moment, the given appointments booked."""
    await clear(databases, salon)
    now = instant(salon, scenario.now)
    stack.pin_clock(now)
    for given in scenario.given.appointments:
        await _book(salon, scenario, given)
    await _quiet_given_texts(databases, salon, now)
