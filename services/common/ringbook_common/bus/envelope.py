import uuid
from typing import TypeVar

from google.protobuf.any_pb2 import Any
from google.protobuf.message import Message

from ringbook.common.v1.envelope_pb2 import Envelope, TraceContext
from ringbook_common import clock
from ringbook_common.logging import request_id_var

SUBJECT_PREFIX = "ringbook."

M = TypeVar("M", bound=Message)


def subject_for(event_type: str) -> str:
    """`identity.user_verified` -> `ringbook.identity.user_verified`."""
    return SUBJECT_PREFIX + event_type


def event_type_of(subject: str) -> str:
    return subject.removeprefix(SUBJECT_PREFIX)


def domain_of(event_type: str) -> str:
    return event_type.split(".", 1)[0]


def new_envelope(event: Message, *, event_type: str, tenant_id: str | None = None,
                 event_id: str | None = None, location_id: str | None = None) -> Envelope:
    envelope = Envelope(
        event_id=event_id or str(uuid.uuid4()),
        event_type=event_type,
        tenant_id=tenant_id or "",
        location_id=location_id or "",
        trace=TraceContext(request_id=request_id_var.get()),
    )
    envelope.occurred_at.FromDatetime(clock.now())
    payload = Any()
    payload.Pack(event)
    envelope.payload.CopyFrom(payload)
    return envelope


def location_of(envelope: Envelope) -> str:
    """The location an event is about: an event that names none (every one written before locations existed) is
    about the business's first location, whose id is the tenant's."""
    return envelope.location_id or envelope.tenant_id


def unpack(envelope: Envelope, message_type: type[M]) -> M:
    event = message_type()
    if not envelope.payload.Unpack(event):
        raise ValueError(f"{envelope.event_type}: payload is {envelope.payload.type_url}, "
                         f"not {message_type.DESCRIPTOR.full_name}")
    return event
