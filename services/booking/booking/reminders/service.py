"""SMS confirmations and reminders as durable jobs.

- At booking: a `confirmation` job due now (when the tenant has confirmations on, the default) and a `reminder`
  job due `reminder_hours_before` (24 h unless the owner chose otherwise) before the start (when reminders are
  on, the default), unless that moment is already past.
- Rescheduling moves the pending reminder (or adds one) and, with confirmations on, tells the customer the new
  time (a `moved` job due now; not needed while the confirmation is still unsent, as it reads the new time).
- Cancelling cancels every pending job, and the sender re-checks that the appointment is still scheduled, so no
  confirmation or reminder is ever sent for a cancelled appointment; with confirmations on, the customer is told
  of the cancellation instead (a `cancellation` job due now, while the appointment is still ahead).
- Late jobs (the service was down when they were due): a reminder is sent while the appointment is still more
  than an hour away (`reminder_skip_within_minutes`), otherwise skipped; a confirmation is sent while the
  appointment has not started, otherwise skipped.
- Every text goes through `texting.send`: a text to a number opted out of the appointment's location is not sent
  (the job is skipped); over the tenant's limits of the day it is withheld (the job is skipped, and the operator
  told), never sent later.
- Names in a text are the owner's input: they reach it through `plain` (one line, no links).
- Exactly one replica sends a job: due jobs are claimed with `FOR UPDATE SKIP LOCKED` and marked sent in the
  same transaction as the send. A failed send is retried on the next rounds, up to `reminder_max_attempts`;
  then the job is given up and `booking.sms_failed` published.
"""

import logging
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from booking.catalogue import repository as catalogue
from booking.config import Settings
from booking.locations import service as locations
from booking.locations.service import Place
from booking.models import Appointment, TenantProfile
from booking.reminders import repository, texts
from booking.texting import locale
from booking.texting import service as texting
from ringbook.booking.v1 import events_pb2 as events
from ringbook_common.bus import outbox
from ringbook_common.messaging.delivery import Messenger
from ringbook_common.messaging.plain import plain

logger = logging.getLogger("ringbook.booking.reminders")


def reminder_time(appointment: Appointment, profile: TenantProfile) -> datetime:
    return appointment.starts_at - timedelta(hours=profile.reminder_hours_before)


async def schedule(session: AsyncSession, appointment: Appointment, profile: TenantProfile, *,
                   now: datetime) -> None:
    jobs = [("confirmation", now)] if profile.confirmations_enabled else []
    if profile.reminders_enabled and reminder_time(appointment, profile) > now:
        jobs.append(("reminder", reminder_time(appointment, profile)))
    await repository.add(session, appointment, jobs)


async def cancel(session: AsyncSession, appointment: Appointment, *, now: datetime) -> None:
    await repository.cancel_pending(session, appointment, now=now)


async def notify_cancelled(session: AsyncSession, appointment: Appointment, profile: TenantProfile, *,
                           now: datetime, always: bool = False) -> None:
    """After `cancel`: the customer hears that an appointment still ahead of them is off (`always`: the salon
    called it off, so whatever the confirmation setting)."""
    if (profile.confirmations_enabled or always) and appointment.starts_at > now:
        await repository.add(session, appointment, [("cancellation", now)])


async def notify_reassigned(session: AsyncSession, appointment: Appointment, *, now: datetime) -> None:
    """The salon gave the appointment to another member (same time): the customer is told."""
    if appointment.starts_at > now:
        await repository.add(session, appointment, [("reassigned", now)])


async def move(session: AsyncSession, appointment: Appointment, profile: TenantProfile, *, now: datetime) -> None:
    """After a reschedule: the pending reminder goes to the new time (a new one when it was already sent), and the
    customer hears the new time unless their confirmation, still unsent, will tell it."""
    await repository.cancel_pending(session, appointment, now=now, kinds=("reminder", "moved"))
    jobs: list[tuple[str, datetime]] = []
    if profile.reminders_enabled and reminder_time(appointment, profile) > now:
        jobs.append(("reminder", reminder_time(appointment, profile)))
    if profile.confirmations_enabled and not await repository.has_pending(session, appointment, "confirmation"):
        jobs.append(("moved", now))
    await repository.add(session, appointment, jobs)


def text_of(kind: str, appointment: Appointment, profile: TenantProfile, place: Place) -> str:
    """In the caller's language (the salon's when no caller made or changed the booking), on the clock of the
    appointment's location, named by its location when the business has another one than its first."""
    country = locale.salon_country(profile)
    first = place.location_id == profile.tenant_id
    return texts.text(kind, language=locale.text_language(appointment.language, country),
                      service=plain(appointment.service_name),
                      business=plain(profile.name if first or not place.name else place.name),
                      moment=appointment.starts_at.astimezone(ZoneInfo(place.timezone)), country=country)


def late_rule(kind: str, appointment: Appointment, *, now: datetime, settings: Settings) -> bool:
    """True when a due job should still be sent now."""
    if kind == "cancellation":
        return appointment.status == "cancelled" and appointment.starts_at > now
    if appointment.status != "scheduled":
        return False
    if kind == "reminder":
        return appointment.starts_at - now > timedelta(minutes=settings.reminder_skip_within_minutes)
    return appointment.starts_at > now


async def send_due(sessionmaker: async_sessionmaker[AsyncSession], messenger: Messenger, settings: Settings, *,
                   now: datetime, batch: int = 50) -> int:
    """Send (or skip) the jobs due by `now`; returns how many were sent. Safe to run on several replicas."""
    sent = 0
    async with sessionmaker() as session, session.begin():
        jobs = await repository.claim_due(session, now=now, batch=batch)
        for job in texting.in_tenant_order(jobs, lambda job: job.tenant_id):
            appointment = await repository.appointment(session, job.appointment_id)
            if appointment is None or not late_rule(job.kind, appointment, now=now, settings=settings):
                job.skipped_at = now
                continue
            profile = await catalogue.profile(session, job.tenant_id)
            place = (await locations.place_or_none(session, job.tenant_id, appointment.location_id)
                     or await locations.place(session, job.tenant_id))
            try:
                delivered = await texting.send(session, messenger, tenant_id=job.tenant_id,
                                               location_id=appointment.location_id, to=appointment.customer_phone,
                                               body=text_of(job.kind, appointment, profile, place), purpose=job.kind,
                                               now=now)
            except Exception as exc:  # noqa: BLE001 - the provider failed; try again next round
                logger.warning("could not send %s for appointment %s", job.kind, job.appointment_id)
                job.attempts += 1
                if job.attempts >= settings.reminder_max_attempts:
                    job.skipped_at = now
                    await outbox.publish(session, events.SmsFailed(
                        tenant_id=str(job.tenant_id), appointment_id=str(job.appointment_id), kind=job.kind,
                        attempts=job.attempts, error=type(exc).__name__), event_type="booking.sms_failed",
                        tenant_id=str(job.tenant_id))
                continue
            if not delivered:
                job.skipped_at = now
                continue
            job.sent_at = now
            sent += 1
    return sent

