"""rpc.booking.availability and rpc.booking.ping."""

import functools
import uuid

from booking.availability import repository, service
from booking.availability.answers import ANSWERS, Answer, Question, tenant_state
from booking.calcom import availability as calcom
from booking.connections import service as connections
from booking.rpc_common import slot_messages, tenant_of
from ringbook.booking.v1 import rpc_pb2 as rpc
from ringbook_common import clock
from ringbook_common.app import ServiceContext
from ringbook_common.errors import Invalid


async def availability(context: ServiceContext, request: rpc.AvailabilityRequest) -> rpc.AvailabilityReply:
    tenant_id = tenant_of(request.tenant_id)
    first = service.parse_day(request.from_date, "from_date")
    question = Question(tenant_id=tenant_id, service_id=request.service_id, first=first,
                        last=service.parse_day(request.to_date, "to_date") or first,
                        staff_id=request.staff_id or None)
    async with context.sessionmaker() as session:
        version, calendar = await tenant_state(session, tenant_id)
        if calendar == connections.CALCOM:
            found = await calcom.search(session, context.settings, tenant_id=tenant_id,
                                        service_id=request.service_id, first_day=question.first,
                                        last_day=question.last, staff_id=question.staff_id, now=clock.now())
            reply = rpc.AvailabilityReply(timezone=found.timezone)
            reply.slots.extend(slot_messages(found.slots)[:request.limit if request.limit > 0 else None])
            return reply
        if request.ignore_appointment_id:
            return await _around(session, context, request, question)
        answer, first = await ANSWERS.search(session, context.settings, question, now=clock.now(), version=version)
    last = first + request.limit if request.limit > 0 else None
    reply = rpc.AvailabilityReply(timezone=answer.timezone)
    reply.slots.extend(messages(answer)[first:last])
    return reply


async def _around(session, context: ServiceContext, request: rpc.AvailabilityRequest,
                  question: Question) -> rpc.AvailabilityReply:
    """Free starts as if one appointment were not there (it is being moved): asked afresh, never kept."""
    found = await service.search(session, context.settings, tenant_id=question.tenant_id,
                                 service_id=question.service_id, first_day=question.first, last_day=question.last,
                                 staff_id=question.staff_id, now=clock.now(),
                                 ignore_appointment=_appointment_id(request.ignore_appointment_id))
    reply = rpc.AvailabilityReply(timezone=found.profile.timezone)
    reply.slots.extend(slot_messages(found.as_dicts(context.settings))[:request.limit if request.limit > 0 else None])
    return reply


def _appointment_id(value: str) -> uuid.UUID:
    try:
        return uuid.UUID(value)
    except ValueError:
        raise Invalid("ignore_appointment_id must be an appointment's id") from None


@functools.lru_cache(maxsize=256)
def messages(answer: Answer) -> tuple[rpc.Slot, ...]:
    """A kept answer's slots as messages, built once for all the callers it serves."""
    return tuple(slot_messages(list(answer.slots)))


async def ping(context: ServiceContext, request: rpc.PingRequest) -> rpc.PingReply:
    async with context.sessionmaker() as session:
        return rpc.PingReply(ok=await repository.ping(session))
