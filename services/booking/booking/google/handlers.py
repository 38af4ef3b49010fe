"""Booking's own appointment events, consumed durably: each one brings the staff member's Google calendar in
line, after the booking has committed, so a Google outage never blocks a booking. A failure Google may get over
(no answer, 5xx, 429) is raised, and the durable consumer redelivers the event; after
`google_event_retry_hours`, or on a refusal (4xx), it is logged and given up."""

import logging
import uuid
from datetime import UTC, timedelta

from sqlalchemy.ext.asyncio import AsyncSession

from booking.appointments.events import BOOKED, CANCELLED, RESCHEDULED
from booking.google import appointments, worker
from ringbook.booking.v1 import events_pb2 as events
from ringbook.common.v1.envelope_pb2 import Envelope
from ringbook_common import clock
from ringbook_common.bus.envelope import unpack
from ringbook_common.errors import ServiceError

logger = logging.getLogger("ringbook.booking.google")


async def _sync(session: AsyncSession, envelope: Envelope, appointment_id: str,
                previous_staff_key: str = "") -> None:
    settings = worker.current_settings()
    try:
        await appointments.sync(session, settings, appointment_id=uuid.UUID(appointment_id),
                                previous_staff_key=uuid.UUID(previous_staff_key) if previous_staff_key else None)
    except ServiceError as failure:
        age = clock.now() - envelope.occurred_at.ToDatetime(tzinfo=UTC)
        retry = getattr(failure, "transient", failure.status_code >= 500)
        if retry and age < timedelta(hours=settings.google_event_retry_hours):
            raise
        logger.warning("google event write given up",
                       extra={"appointment_id": appointment_id, "event_type": envelope.event_type,
                              "error": str(failure)})


async def on_booked(session: AsyncSession, envelope: Envelope) -> None:
    await _sync(session, envelope, unpack(envelope, events.AppointmentBooked).appointment_id)


async def on_rescheduled(session: AsyncSession, envelope: Envelope) -> None:
    event = unpack(envelope, events.AppointmentRescheduled)
    await _sync(session, envelope, event.appointment_id, event.previous_staff_key)


async def on_cancelled(session: AsyncSession, envelope: Envelope) -> None:
    await _sync(session, envelope, unpack(envelope, events.AppointmentCancelled).appointment_id)


HANDLERS = {BOOKED: on_booked, RESCHEDULED: on_rescheduled, CANCELLED: on_cancelled}
