"""Request/reply for the receptionist: a client's reply to a reminder, texted to the location's number. Bad input
travels as RpcError (422), an unknown location as 404."""

from booking.appointments.schemas import PHONE_REQUIRED
from booking.catalogue import repository as catalogue
from booking.config import Settings
from booking.locations import service as locations
from booking.reminders import replies
from booking.rpc_common import appointment_message, tenant_of
from ringbook.booking.v1 import rpc_pb2 as rpc
from ringbook_common import clock, phones
from ringbook_common.app import ServiceContext
from ringbook_common.db import unit_of_work


async def confirm_appointment(context: ServiceContext[Settings],
                              request: rpc.ConfirmAppointmentRequest) -> rpc.ConfirmAppointmentReply:
    tenant_id = tenant_of(request.tenant_id)
    async with unit_of_work(context.sessionmaker) as session:
        profile = await catalogue.profile(session, tenant_id)
        phone = phones.checked(request.phone, profile.phone_country, field="phone", required=PHONE_REQUIRED)
        answered = await replies.confirm(session, profile, location_id=locations.location_id_of(request.location_id),
                                         phone=phone, bare_yes=request.bare_yes, now=clock.now())
        reply = rpc.ConfirmAppointmentReply(outcome=answered.outcome, message=answered.message)
        if answered.appointment is not None:
            reply.appointment.CopyFrom(appointment_message(answered.appointment, answered.staff, answered.timezone))
        return reply
