"""Texts about an appointment are in the caller's language, kept on the appointment from the call that booked it
and changed by a call in another language that moves or cancels it; a booking made in the portal is texted in
the salon's language. Times are on the salon's clock (Madrid 11:00, New York 10:00 AM)."""

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from booking.reminders.service import send_due
from ringbook.booking.v1 import rpc_pb2 as rpc
from ringbook_common.bus.rpc import RpcFailed, request

from ..factories import add_staff, at, book, next_weekday, set_up_salon, slots
from .test_reminders import jobs, sms_to

MADRID = ZoneInfo("Europe/Madrid")


async def ask(bus, method: str, message, reply_type):
    return await request(bus, f"rpc.booking.{method}", message, reply_type, timeout=5)


async def send_all_due(app, settings, db, appointment_id: str) -> None:
    """Sends what is due now for the appointment (its pending jobs sent at the latest `now` they ask)."""
    pending = [job for job in await jobs(db, appointment_id) if not (job[2] or job[3] or job[4])]
    due_now = [job[1] for job in pending if job[0] != "reminder"]
    if due_now:
        await send_due(app.state.sessionmaker, app.state.messenger, settings, now=max(due_now) + timedelta(seconds=1))


def slot_at(offered: list[dict], start: datetime) -> str:
    return next(slot["slotId"] for slot in offered if datetime.fromisoformat(slot["start"]) == start)


async def test_a_spanish_call_is_texted_in_spanish_on_the_salons_clock(app, bus, client, owner, db, settings):
    await set_up_salon(app, owner, timezone="Europe/Madrid")
    await add_staff(client, owner, "maria", "Maria")
    day = next_weekday()
    offered = await slots(client, owner, day, staff="maria")
    phone = "+15550103001"
    booked = await ask(bus, "book", rpc.BookRequest(
        tenant_id=owner.tenant_id, slot_id=slot_at(offered, at(day, "11:00", MADRID)), customer_name="Lucía",
        customer_phone=phone, language="es"), rpc.BookReply)
    assert booked.ok and booked.appointment.language == "es"
    await send_all_due(app, settings, db, booked.appointment.id)
    [confirmation] = sms_to(settings, phone)
    assert confirmation.startswith("Tienes cita: Haircut en Salon Uno el ")
    assert confirmation.endswith(" a las 11:00. Responde o llámanos para cambiarla o cancelarla.")

    # Moved by a call that named no language: still Spanish. The reminder too.
    moved = await ask(bus, "reschedule", rpc.RescheduleRequest(
        tenant_id=owner.tenant_id, appointment_id=booked.appointment.id,
        slot_id=slot_at(offered, at(day, "12:30", MADRID))), rpc.BookReply)
    assert moved.ok
    await send_all_due(app, settings, db, booked.appointment.id)
    assert sms_to(settings, phone)[1].startswith("Cita cambiada: Haircut en Salon Uno, ahora el ")
    assert " a las 12:30." in sms_to(settings, phone)[1]
    await send_due(app.state.sessionmaker, app.state.messenger, settings,
                   now=at(day, "12:30", MADRID) - timedelta(hours=24))
    assert sms_to(settings, phone)[2].startswith("Recordatorio: Haircut en Salon Uno el ")

    # Cancelled by a call in French: the cancellation is in French.
    await ask(bus, "cancel", rpc.CancelRequest(tenant_id=owner.tenant_id, appointment_id=booked.appointment.id,
                                               language="fr"), rpc.AppointmentReply)
    await send_all_due(app, settings, db, booked.appointment.id)
    assert sms_to(settings, phone)[3].startswith("Rendez-vous annulé : Haircut chez Salon Uno le ")
    assert sms_to(settings, phone)[3].endswith(" à 12:30. Répondez ou appelez-nous pour en reprendre un.")


@pytest.mark.parametrize(("zone", "phone", "opening", "closing"), [
    ("Europe/Madrid", "+15550103002", "Tienes cita: Haircut en Salon Uno el ",
     " a las 10:00. Responde o llámanos para cambiarla o cancelarla."),
    ("America/New_York", "+15550103003", "You're booked: Haircut at Salon Uno on ",
     " at 10:00 AM. Reply or call us to change or cancel."),
])
async def test_a_booking_made_in_the_portal_is_texted_in_the_salons_language(app, client, owner, db, settings,
                                                                             zone, phone, opening, closing):
    await set_up_salon(app, owner, timezone=zone)
    await add_staff(client, owner, "maria", "Maria")
    made = await book(client, owner, phone=phone, start=at(next_weekday(), "10:00", ZoneInfo(zone)).isoformat(),
                      serviceId="cut", staffId="maria")
    assert made.status_code == 201, made.text
    await send_all_due(app, settings, db, made.json()["id"])
    [confirmation] = sms_to(settings, phone)
    assert confirmation.startswith(opening) and confirmation.endswith(closing)


async def test_the_salons_country_setting_decides_over_its_time_zone(app, client, owner, db, settings):
    await set_up_salon(app, owner, timezone="UTC", country="ES")
    await add_staff(client, owner, "maria", "Maria")
    phone = "+15550103004"
    made = await book(client, owner, phone=phone, start=at(next_weekday(), "10:00", ZoneInfo("UTC")).isoformat(),
                      serviceId="cut", staffId="maria")
    assert made.status_code == 201, made.text
    await send_all_due(app, settings, db, made.json()["id"])
    [confirmation] = sms_to(settings, phone)
    assert confirmation.startswith("Tienes cita: Haircut en Salon Uno el ") and " a las 10:00. " in confirmation


async def test_a_language_we_do_not_text_in_is_refused(app, bus, client, owner):
    await set_up_salon(app, owner)
    await add_staff(client, owner, "maria", "Maria")
    with pytest.raises(RpcFailed) as refused:
        await ask(bus, "cancel", rpc.CancelRequest(tenant_id=owner.tenant_id,
                                                   appointment_id="00000000-0000-0000-0000-000000000000",
                                                   language="xx"), rpc.AppointmentReply)
    assert refused.value.status_code == 422
