"""Request/reply for the receptionist: a client joins a location's waitlist (having agreed on the call or by text),
and answers the time offered to them. Bad input travels as RpcError (422), an unknown location, service or member
as 404."""

from booking.appointments import settled
from booking.appointments.schemas import PHONE_REQUIRED
from booking.availability.service import parse_day
from booking.config import Settings
from booking.rpc_common import appointment_message, tenant_of
from booking.waitlist import service
from booking.waitlist.schemas import LANGUAGES, clock_text, window
from ringbook.booking.v1 import rpc_pb2 as rpc
from ringbook_common import clock, phones
from ringbook_common.app import ServiceContext
from ringbook_common.db import unit_of_work
from ringbook_common.errors import Invalid

RECEPTIONIST_CONSENTS = ("call", "text")


def _language(value: str) -> str | None:
    code = value.strip().lower()[:2]
    if code and code not in LANGUAGES:
        raise Invalid("Unknown language", fields={"language": "One of " + ", ".join(LANGUAGES)})
    return code or None


async def join_waitlist(context: ServiceContext[Settings],
                        request: rpc.JoinWaitlistRequest) -> rpc.JoinWaitlistReply:
    tenant_id = tenant_of(request.tenant_id)
    if request.consent not in RECEPTIONIST_CONSENTS:
        raise Invalid("consent must be call or text", fields={"consent": "call or text"})
    name = request.customer_name.strip()
    if not name:
        raise Invalid("Customer name is required", fields={"customer_name": "Customer name is required"})
    first_day = parse_day(request.first_day, "first_day")
    if first_day is None:
        raise Invalid("first_day is required", fields={"first_day": "first_day is required"})
    last_day = parse_day(request.last_day, "last_day") or first_day
    earliest, latest = window(request.earliest, request.latest, request.part_of_day,
                              labels=("earliest", "latest", "part_of_day"))
    staff_id = request.staff_id.strip()
    async with unit_of_work(context.sessionmaker) as session:
        profile = await service.salon_profile(session, tenant_id)
        phone = phones.checked(request.customer_phone, profile.phone_country, field="customer_phone",
                               required=PHONE_REQUIRED)
        entry = await service.join(session, tenant_id=tenant_id, now=clock.now(), joining=service.Joining(
            location_id=service.location_id_of(request.location_id), service_id=request.service_id.strip(),
            staff_id=staff_id if staff_id and staff_id.lower() != "any" else None, first_day=first_day,
            last_day=last_day, earliest_minute=earliest, latest_minute=latest, name=name[:120], phone=phone,
            language=_language(request.language), consent=request.consent))
        member = await service.member(session, tenant_id, entry)
        return rpc.JoinWaitlistReply(entry=rpc.WaitlistEntry(
            id=str(entry.id), location_id=str(entry.location_id), service_id=entry.service_id,
            staff_id=member.staff_id if member else "", first_day=entry.first_day.isoformat(),
            last_day=entry.last_day.isoformat(), earliest=clock_text(entry.earliest_minute),
            latest=clock_text(entry.latest_minute), customer_name=entry.customer_name,
            customer_phone=entry.customer_phone, language=entry.language or "", consent=entry.consent,
            consented_at=entry.consented_at.isoformat(), joined_at=entry.joined_at.isoformat(), status=entry.status))


async def answer_offer(context: ServiceContext[Settings], request: rpc.AnswerOfferRequest) -> rpc.AnswerOfferReply:
    tenant_id = tenant_of(request.tenant_id)
    async with unit_of_work(context.sessionmaker) as session:
        profile = await service.salon_profile(session, tenant_id)
        phone = phones.checked(request.phone, profile.phone_country, field="phone", required=PHONE_REQUIRED)
        answered = await service.answer(session, context.messenger, context.settings, tenant_id=tenant_id,
                                        location_id=service.location_id_of(request.location_id), phone=phone,
                                        yes=request.yes, now=clock.now())
        reply = rpc.AnswerOfferReply(outcome=answered.outcome, message=answered.message)
        if answered.booked is not None:
            reply.appointment.CopyFrom(appointment_message(answered.booked.appointment, answered.booked.staff,
                                                           answered.booked.timezone))
        info = session.info
    settled.committed(info)
    return reply
