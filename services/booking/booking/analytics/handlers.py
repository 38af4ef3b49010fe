"""The receptionist's `call_ended` events, kept as booking's calls read model for the dashboard numbers."""

import uuid
from zoneinfo import ZoneInfo

from sqlalchemy.ext.asyncio import AsyncSession

from booking.analytics import repository
from booking.availability import service as availability
from booking.locations import service as locations
from ringbook.common.v1.envelope_pb2 import Envelope
from ringbook.receptionist.v1 import events_pb2 as receptionist
from ringbook_common.bus.envelope import location_of, unpack

# The receptionist's outcomes, kept as they are (a call whose booking did not happen is no inquiry); an outcome
# from a newer receptionist that this service does not know yet is counted as an inquiry.
OUTCOMES = ("booked", "rescheduled", "cancelled", "transferred", "missed", "message", "not_booked", "inquiry")


def _uuid(value: str) -> uuid.UUID | None:
    try:
        return uuid.UUID(value) if value else None
    except ValueError:
        return None


async def on_call_ended(session: AsyncSession, envelope: Envelope) -> None:
    event = unpack(envelope, receptionist.CallEnded)
    tenant_id = _uuid(envelope.tenant_id)
    if tenant_id is None or not event.call_id:
        return
    started_at = event.started_at.ToDatetime(tzinfo=ZoneInfo("UTC"))
    location_id = _uuid(location_of(envelope)) or tenant_id
    # A location booking has not heard of yet (its event still on its way) is judged by the first one's hours.
    place = (await locations.place_or_none(session, tenant_id, location_id)
             or await locations.place(session, tenant_id, tenant_id))
    local = started_at.astimezone(ZoneInfo(place.timezone))
    minute = local.hour * 60 + local.minute
    # After hours: outside that day's opening hours of the location as it had them when the call arrived (closed
    # all day on a closed day).
    opening = availability.opening(place, local.date())
    after_hours = opening is None or not (opening[0] <= minute < opening[1])
    values = {"location_id": location_id, "from_number": event.from_number, "started_at": started_at,
              "duration_seconds": max(event.duration_seconds, 0),
              "outcome": event.outcome if event.outcome in OUTCOMES else "inquiry", "after_hours": after_hours,
              "appointment_id": _uuid(event.appointment_id)}
    await repository.save_call(session, tenant_id, event.call_id, values)


HANDLERS = {"receptionist.call_ended": on_call_ended}
