"""Shared bits of booking's request/reply handlers: the tenant named by the request, slot and appointment
messages."""

import uuid

from booking.appointments.schemas import present
from booking.models import Appointment, Staff
from ringbook.booking.v1 import rpc_pb2 as rpc
from ringbook_common.errors import Invalid


def tenant_of(tenant_id: str) -> uuid.UUID:
    try:
        return uuid.UUID(tenant_id)
    except ValueError:
        raise Invalid("tenant_id must be a tenant's id") from None


def slot_messages(slots: list[dict]) -> list[rpc.Slot]:
    return [rpc.Slot(slot_id=s["slotId"], staff_id=s["staffId"], staff_name=s["staffName"], start=s["start"],
                     end=s["end"]) for s in slots]


def appointment_message(appointment: Appointment, staff: Staff | None, timezone: str) -> rpc.Appointment:
    view = present(appointment, staff, timezone)
    return rpc.Appointment(
        id=view["id"], date=view["date"], time=view["time"], starts_at=view["startsAt"], ends_at=view["endsAt"],
        staff_id=view["staffId"], staff_name=view["staffName"], service_id=view["serviceId"],
        service=view["service"], duration_min=view["duration"], price_cents=appointment.price_cents,
        status=view["status"], customer_name=view["customerName"], customer_phone=view["customerPhone"],
        customer_email=view["customerEmail"], notes=view["notes"], source=view["source"],
        language=view["language"], location_id=view["locationId"])
