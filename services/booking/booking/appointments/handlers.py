"""Request/reply for the receptionist: hold, book, reschedule, cancel, find_by_phone. A taken slot is an
ordinary reply (ok = false) with the nearest alternatives, and so is a time that cannot be booked (`refusal`
says why: past, beyond the booking window...); other refusals travel as RpcError."""

import asyncio
import uuid
from collections.abc import Callable

from sqlalchemy.ext.asyncio import AsyncSession

from booking.appointments import guards, service, settled
from booking.appointments.schemas import PHONE_REQUIRED
from booking.availability.errors import SlotTaken, TimeNotBookable
from booking.calendars.ports import Booked
from booking.catalogue import repository as catalogue
from booking.config import Settings
from booking.models import Appointment
from booking.rpc_common import appointment_message, slot_messages, tenant_of
from ringbook.booking.v1 import rpc_pb2 as rpc
from ringbook_common import clock, phones
from ringbook_common.app import ServiceContext
from ringbook_common.db import reading, unit_of_work
from ringbook_common.errors import Invalid

LANGUAGES = ("en", "es", "fr", "de", "it", "pt")


async def _phone(session: AsyncSession, tenant_id: uuid.UUID, value: str) -> str:
    """The caller's number as E.164; one said without a country code is the salon's country's."""
    profile = await catalogue.profile(session, tenant_id)
    # Held for the transaction: the session keeps only objects something refers to, and the booking reads the
    # profile again several times (its zone, its rules), which then come from the session, not the database.
    session.info["tenant_profile"] = profile
    return phones.checked(value, profile.phone_country, field="customer_phone", required=PHONE_REQUIRED)


async def hold(context: ServiceContext[Settings], request: rpc.HoldRequest) -> rpc.HoldReply:
    tenant_id = tenant_of(request.tenant_id)
    try:
        async with unit_of_work(context.sessionmaker) as session:
            held = await service.hold(session, context.settings, tenant_id=tenant_id, slot_id=request.slot_id,
                                      now=clock.now())
    except SlotTaken as taken:
        return rpc.HoldReply(ok=False, alternatives=slot_messages(taken.alternatives), error=taken.message)
    return rpc.HoldReply(ok=True, hold_id=str(held.hold_id), expires_at=held.expires_at.isoformat())


async def book(context: ServiceContext[Settings], request: rpc.BookRequest) -> rpc.BookReply:
    received = asyncio.get_running_loop().time()
    tenant_id = tenant_of(request.tenant_id)
    if not request.customer_name.strip():
        raise Invalid("Customer name is required", fields={"customer_name": "Customer name is required"})
    source = request.source or "ai_receptionist"
    if source not in service.SOURCES:
        raise Invalid("Unknown source", fields={"source": "ai_receptionist, owner or calendar_sync"})
    guard = guards.CallGuard(request.call_id, also=request.also) if request.call_id else None
    language = _language(request.language)

    def customer_of(phone: str) -> service.Customer:
        return service.Customer(request.customer_name.strip()[:120], phone,
                                request.customer_email.strip().lower() or None, request.notes.strip() or None,
                                language)

    # A slot taken at the version read is refused from memory; the salon's own notice and no hold of the caller's
    # own are what the shared answers know.
    key = (settled.slot_key(context.settings, tenant_id, request.slot_id)
           if source != "owner" and not request.hold_id else None)
    try:
        if key is not None and (known := await _known(context, request, key, customer_of, source=source,
                                                      guard=guard, received=received)) is not None:
            return known
        try:
            return await _book(context, request, tenant_id, customer_of, source=source, guard=guard)
        finally:
            if key is not None:
                settled.finished(key)
    except SlotTaken as taken:
        return rpc.BookReply(ok=False, alternatives=slot_messages(taken.alternatives), error=taken.message)
    except TimeNotBookable as refused:
        return _refused(refused)


async def _known(context: ServiceContext[Settings], request: rpc.BookRequest, key: settled.SlotKey,
                 customer_of: Callable[[str], service.Customer], *, source: str,
                 guard: guards.CallGuard | None, received: float) -> rpc.BookReply | None:
    """The answer when the slot is known taken at the version read (SlotTaken), or this caller's booking was made
    already; None once this request is the booking of the slot under way in this replica (`settled.finished`
    when it is done). A booking of it under way is waited for: its commit is what this one will find."""
    while True:
        if (other := settled.under_way_now(key)) is not None:
            await asyncio.shield(other)
            continue
        async with reading(context.sessionmaker) as session:
            try:
                known = await settled.refused(
                    session, context.settings, key, slot_id=request.slot_id, customer_of=customer_of,
                    phone=request.customer_phone, source=source, now=clock.now(), received=received,
                    idempotency_key=request.idempotency_key or None, guard=guard)
            except guards.DuplicateBooking as duplicate:
                return await _duplicate(session, key[0], duplicate)
        if known is not None:
            return _booked(known)
        if (other := settled.under_way(key)) is None:
            return None
        await asyncio.shield(other)


async def _book(context: ServiceContext[Settings], request: rpc.BookRequest, tenant_id: uuid.UUID,
                customer_of: Callable[[str], service.Customer], *, source: str,
                guard: guards.CallGuard | None) -> rpc.BookReply:
    async with unit_of_work(context.sessionmaker) as session:
        # Read in the booking's own transaction: a loser of a race costs one connection, not two.
        customer = customer_of(await _phone(session, tenant_id, request.customer_phone))
        try:
            booked = await service.book(
                session, context.settings, tenant_id=tenant_id, wanted=service.Wanted(slot_id=request.slot_id),
                customer=customer, source=source, now=clock.now(),
                idempotency_key=request.idempotency_key or None, hold_id=request.hold_id or None,
                call_id=request.call_id or None, guard=guard)
        except guards.DuplicateBooking as duplicate:
            return await _duplicate(session, tenant_id, duplicate)
        info = session.info
    settled.committed(info)
    return _booked(booked)


def _booked(booked: Booked) -> rpc.BookReply:
    return rpc.BookReply(ok=True, appointment=appointment_message(booked.appointment, booked.staff, booked.timezone),
                         replayed=booked.replayed)


def _language(value: str) -> str | None:
    code = value.strip().lower()[:2]
    if code and code not in LANGUAGES:
        raise Invalid("Unknown language", fields={"language": "One of " + ", ".join(LANGUAGES)})
    return code or None


def _heard_in(appointment: Appointment, language: str | None) -> None:
    """The language the caller last spoke about this appointment: the texts still to come are written in it."""
    if language:
        appointment.language = language


async def _duplicate(session: AsyncSession, tenant_id: uuid.UUID, duplicate: guards.DuplicateBooking) -> rpc.BookReply:
    held = duplicate.appointment
    staff = await service.repository.staff_by_key(session, tenant_id, held.staff_key)
    timezone = await service.zone_of(session, held)
    return rpc.BookReply(ok=False, error=str(duplicate), duplicate=appointment_message(held, staff, timezone))


def _refused(refused: TimeNotBookable) -> rpc.BookReply:
    return rpc.BookReply(ok=False, alternatives=slot_messages(refused.alternatives), error=refused.message,
                         refusal=refused.reason, booking_window_days=refused.window_days)


async def reschedule(context: ServiceContext[Settings], request: rpc.RescheduleRequest) -> rpc.BookReply:
    tenant_id = tenant_of(request.tenant_id)
    language = _language(request.language)
    try:
        async with unit_of_work(context.sessionmaker) as session:
            booked = await service.reschedule(
                session, context.settings, tenant_id=tenant_id, appointment_id=request.appointment_id,
                wanted=service.Wanted(slot_id=request.slot_id or None), by_owner=False, now=clock.now(),
                hold_id=request.hold_id or None)
            _heard_in(booked.appointment, language)
    except SlotTaken as taken:
        return rpc.BookReply(ok=False, alternatives=slot_messages(taken.alternatives), error=taken.message)
    except TimeNotBookable as refused:
        return _refused(refused)
    return rpc.BookReply(ok=True, appointment=appointment_message(booked.appointment, booked.staff, booked.timezone))


async def cancel(context: ServiceContext[Settings], request: rpc.CancelRequest) -> rpc.AppointmentReply:
    tenant_id = tenant_of(request.tenant_id)
    language = _language(request.language)
    async with unit_of_work(context.sessionmaker) as session:
        appointment = await service.cancel(session, tenant_id=tenant_id, appointment_id=request.appointment_id,
                                           reason=request.reason.strip() or None, cancelled_by="ai_receptionist",
                                           now=clock.now(), settings=context.settings)
        _heard_in(appointment, language)
        staff = await service.repository.staff_by_key(session, tenant_id, appointment.staff_key)
        timezone = await service.zone_of(session, appointment)
        return rpc.AppointmentReply(appointment=appointment_message(appointment, staff, timezone))


async def find_by_phone(context: ServiceContext[Settings], request: rpc.FindByPhoneRequest) -> rpc.FindByPhoneReply:
    tenant_id = tenant_of(request.tenant_id)
    async with unit_of_work(context.sessionmaker) as session:
        phone = await _phone(session, tenant_id, request.phone)
        found, staff, zones = await service.find_by_phone(session, tenant_id=tenant_id,
                                                             phone=phone, now=clock.now(),
                                                             include_today=request.include_today)
        return rpc.FindByPhoneReply(appointments=[appointment_message(a, staff.get(a.staff_key), zones[a.location_id])
                                                  for a in found])
