"""Cal.com's webhooks keep our appointment mirror in step with bookings made or changed elsewhere (providers.md
§2.5): the signature is checked against the tenant's webhook secret, each delivery is applied once, and
created / rescheduled / cancelled bookings become, move or cancel a mirror appointment.

- Our own bookings come back as BOOKING_CREATED too; they carry our appointment id in their metadata and are
  left to the request that made them (which writes the mirror in its own transaction, or cancels the booking).
- A booking made elsewhere lands at the location whose event type it was made with (any other event type: the
  first location), with the source `calendar_sync`, a service named after the event type, and the first staff
  member working there who is free at its time (see `mirror.py` for an overlap). Cal.com sends its own
  confirmations, so no SMS is scheduled for it. A tenant without staff cannot keep a mirror: the delivery is
  acknowledged and logged.
"""

import hashlib
import hmac
import json
import logging
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime

from sqlalchemy.ext.asyncio import AsyncSession

from booking.appointments import events, lifecycle, repository
from booking.calcom import availability
from booking.calcom import repository as calcom_repository
from booking.calcom.connection import connection_of
from booking.calcom.mirror import MARK, candidates, mirror_shape, place
from booking.catalogue import repository as catalogue
from booking.config import Settings
from booking.connections.crypto import TokenBox
from booking.locations import service as locations
from booking.models import Appointment
from booking.reminders import service as reminders
from ringbook_common import bounded
from ringbook_common.errors import Invalid, Unauthorized

logger = logging.getLogger("ringbook.booking.calcom")

CREATED, RESCHEDULED, CANCELLED = "BOOKING_CREATED", "BOOKING_RESCHEDULED", "BOOKING_CANCELLED"


class BadSignature(Unauthorized):
    message = "This webhook's signature does not match"


class Malformed(Invalid):
    message = "This is not a Cal.com webhook delivery"


@dataclass(frozen=True)
class Delivery:
    trigger: str
    created_at: str
    payload: dict

    @property
    def uid(self) -> str:
        return str(self.payload.get("uid") or "")


def signature(secret: str, body: bytes) -> str:
    return hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()


async def verify(session: AsyncSession, settings: Settings, tenant: str, body: bytes, given: str | None) -> uuid.UUID:
    """The tenant whose webhook secret signed this body; anything else is refused alike (401)."""
    try:
        tenant_id = uuid.UUID(tenant)
    except ValueError:
        raise BadSignature() from None
    connection = await connection_of(session, tenant_id)
    if connection is None or not connection.webhook_secret or not given:
        raise BadSignature()
    expected = signature(TokenBox.of(settings).open(connection.webhook_secret), body)
    if not hmac.compare_digest(expected, given.strip().lower()):
        raise BadSignature()
    return tenant_id


def parse(body: bytes) -> Delivery:
    try:
        data = json.loads(body)
    except (ValueError, UnicodeDecodeError, RecursionError):
        raise Malformed("The request body must be valid JSON") from None
    if not isinstance(data, dict) or not isinstance(data.get("triggerEvent"), str) \
            or not isinstance(data.get("payload"), dict):
        raise Malformed()
    return Delivery(data["triggerEvent"], str(data.get("createdAt") or ""), data["payload"])


async def first_time(session: AsyncSession, tenant_id: uuid.UUID, delivery: Delivery) -> bool:
    """Record the delivery; False when it was already applied (Cal.com retries, or sent it twice)."""
    key = f"{tenant_id}:{delivery.trigger}:{delivery.uid}:{delivery.created_at}"
    return await calcom_repository.record_delivery(session, key)


async def apply(session: AsyncSession, tenant_id: uuid.UUID, delivery: Delivery, *, now: datetime) -> str:
    """Bring the mirror in step; answers what was done (for the log and the test)."""
    availability.forget(tenant_id)
    if not delivery.uid:
        raise Malformed("The delivery names no booking (payload.uid)")
    if delivery.trigger == CREATED:
        return await _created(session, tenant_id, delivery, now=now)
    if delivery.trigger == RESCHEDULED:
        return await _rescheduled(session, tenant_id, delivery, now=now)
    if delivery.trigger == CANCELLED:
        return await _cancelled(session, tenant_id, delivery, now=now)
    return "ignored"


def _instant(value: object, label: str) -> datetime:
    return bounded.checked_moment(value, label=label, example="2030-03-14T15:30:00Z", offset=True).astimezone(UTC)


def _times(payload: dict) -> tuple[datetime, datetime]:
    try:
        start, end = _instant(payload.get("startTime"), "startTime"), _instant(payload.get("endTime"), "endTime")
    except ValueError as wrong:
        raise Malformed(f"The booking's times cannot be read: {wrong}") from None
    if end <= start:
        raise Malformed("The booking ends before it starts")
    return start, end


def _text(value: object, limit: int) -> str:
    return str(value).replace("\x00", "")[:limit] if value else ""


def _object(payload: dict, key: str) -> dict:
    value = payload.get(key)
    return value if isinstance(value, dict) else {}


def _customer(payload: dict) -> tuple[str, str, str | None]:
    attendees = payload.get("attendees")
    first = attendees[0] if isinstance(attendees, list) and attendees and isinstance(attendees[0], dict) else {}
    responses = _object(payload, "responses")
    phone = first.get("phoneNumber") or responses.get("attendeePhoneNumber") or ""
    if isinstance(phone, dict):  # responses come as {"value": ...} in some templates
        phone = phone.get("value") or ""
    return _text(first.get("name") or "Cal.com guest", 120), _text(phone, 40), _text(first.get("email"), 254) or None


async def _created(session: AsyncSession, tenant_id: uuid.UUID, delivery: Delivery, *, now: datetime) -> str:
    payload = delivery.payload
    if await calcom_repository.mirror_for_update(session, tenant_id, delivery.uid) is not None:
        return "known"
    metadata = _object(payload, "metadata")
    if metadata.get(MARK):
        return "ours"
    start, end = _times(payload)
    event_type = payload.get("eventTypeId")
    location_id = await _location_of(session, tenant_id, event_type)
    staff = await candidates(session, tenant_id, None, "", location_id)
    if not staff:
        logger.warning("cal.com booking not mirrored: no staff", extra={"tenant_id": str(tenant_id)})
        return "no_staff"
    name, phone, email = _customer(payload)
    appointment = Appointment(
        id=uuid.uuid4(), tenant_id=tenant_id, staff_key=staff[0].id, location_id=location_id,
        service_id=f"calcom:{event_type}" if event_type else "calcom",
        service_name=_text(payload.get("type") or payload.get("title") or "Cal.com booking", 200),
        duration_min=max(int((end - start).total_seconds() // 60), 1), buffer_min=0, processing_min=0,
        price_cents=0, starts_at=start, ends_at=end, customer_name=name, customer_phone=phone, customer_email=email,
        notes=_text(payload.get("description"), 1000) or None, source="calendar_sync", status="scheduled",
        calcom_uid=delivery.uid, created_at=now, updated_at=now)
    await repository.add_alone(session, appointment)
    chosen = await place(session, appointment, staff, mirror_shape(appointment))
    zone = await locations.zones(session, tenant_id, {location_id})
    await events.booked(session, appointment, chosen, timezone=zone[location_id])
    return "created"


async def _location_of(session: AsyncSession, tenant_id: uuid.UUID, event_type: object) -> uuid.UUID:
    """The location whose event type the booking was made with; the first location for any other event type, as
    before locations."""
    if isinstance(event_type, int) and not isinstance(event_type, bool) and 0 < event_type < 2**63:
        found = await calcom_repository.location_of(session, tenant_id, event_type)
        if found is not None:
            return found
    return tenant_id


async def _rescheduled(session: AsyncSession, tenant_id: uuid.UUID, delivery: Delivery, *, now: datetime) -> str:
    payload = delivery.payload
    if await calcom_repository.mirror_for_update(session, tenant_id, delivery.uid) is not None:
        return "known"  # moved by us (the mirror already has the new uid)
    old = str(payload.get("rescheduleUid") or "")
    appointment = await calcom_repository.mirror_for_update(session, tenant_id, old) if old else None
    if appointment is None:
        return await _created(session, tenant_id, delivery, now=now)
    if appointment.status != "scheduled":
        return "ignored"
    start, end = _times(payload)
    previous_start, previous_staff = appointment.starts_at, appointment.staff_key
    await repository.drop_blocks(session, appointment)
    if appointment.starts_at != start:
        appointment.confirmed_at = None  # the client confirmed the time it was at
    appointment.starts_at, appointment.ends_at, appointment.calcom_uid = start, end, delivery.uid
    appointment.duration_min = max(int((end - start).total_seconds() // 60), 1)
    appointment.updated_at = now
    current = await repository.staff_by_key(session, tenant_id, appointment.staff_key)
    staff = await place(session, appointment,
                        await candidates(session, tenant_id, current if current and not current.removed_at else None,
                                         appointment.service_id, appointment.location_id), mirror_shape(appointment))
    profile = await catalogue.profile(session, tenant_id)
    zone = await locations.zones(session, tenant_id, {appointment.location_id})
    await events.rescheduled(session, appointment, staff, previous_start=previous_start,
                             previous_staff_key=str(previous_staff), timezone=zone[appointment.location_id])
    await reminders.move(session, appointment, profile, now=now)
    return "moved"


async def _cancelled(session: AsyncSession, tenant_id: uuid.UUID, delivery: Delivery, *, now: datetime) -> str:
    appointment = await calcom_repository.mirror_for_update(session, tenant_id, delivery.uid)
    if appointment is None or appointment.status != "scheduled":
        return "ignored"
    reason = _text(delivery.payload.get("cancellationReason"), 500) or "Cancelled in Cal.com"
    await lifecycle.mark_cancelled(session, appointment, reason=reason, cancelled_by="calendar_sync", now=now)
    return "cancelled"
