"""A client's reply to a reminder: "C" marks their next appointment at the location confirmed, which the portal
shows (a move clears the mark). A bare "yes" the conversation did not ask for answers what the salon texted that
client last: a waitlist offer (answered by the waitlist) or a reminder (confirmed here)."""

import uuid
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy.ext.asyncio import AsyncSession

from booking.appointments import repository as appointments
from booking.locations import service as locations
from booking.models import Appointment, Staff, TenantProfile
from booking.reminders import repository, texts
from booking.reminders.service import text_of
from booking.texting import locale
from booking.waitlist import repository as waitlist

# An offer answered or passed longer ago than this is not what a bare yes answers any more.
OFFER_ANSWERABLE_FOR = timedelta(days=1)

CONFIRMED, ALREADY, NONE, OFFER = "confirmed", "already", "none", "offer"


@dataclass(frozen=True)
class Reply:
    outcome: str  # confirmed, already (confirmed before), none (no upcoming appointment), offer (a bare yes's)
    message: str  # what to tell the client, in their language; empty for `offer`
    appointment: Appointment | None = None
    staff: Staff | None = None
    timezone: str = ""


async def confirm(session: AsyncSession, profile: TenantProfile, *, location_id: uuid.UUID | None, phone: str,
                  bare_yes: bool, now: datetime) -> Reply:
    """Confirm the number's next appointment at the salon's location; for a bare yes, only when no waitlist offer
    was texted to it since that appointment's reminder."""
    tenant_id = profile.tenant_id
    place = await locations.place(session, tenant_id, location_id)
    appointment = await appointments.next_at_location(session, tenant_id, place.location_id, phone, after=now)
    if bare_yes and await _an_offer_came_last(session, tenant_id, place.location_id, phone, appointment, now=now):
        return Reply(OFFER, "")
    if appointment is None:
        return Reply(NONE, texts.nothing_to_confirm(locale.text_language(None, locale.salon_country(profile))))
    outcome = ALREADY if appointment.confirmed_at is not None else CONFIRMED
    if outcome == CONFIRMED:
        appointment.confirmed_at = now
        await session.flush()
    staff = await appointments.staff_of(session, appointment)
    return Reply(outcome, text_of("confirmed", appointment, profile, place), appointment, staff, place.timezone)


async def _an_offer_came_last(session: AsyncSession, tenant_id: uuid.UUID, location_id: uuid.UUID, phone: str,
                              appointment: Appointment | None, *, now: datetime) -> bool:
    offer = await waitlist.latest_offer_for_phone(session, tenant_id, location_id, phone)
    if offer is None:
        return False
    if offer.status == "live":
        return True
    if (offer.answered_at or offer.expires_at) < now - OFFER_ANSWERABLE_FOR:
        return False
    reminded = await repository.reminded_at(session, appointment) if appointment is not None else None
    return reminded is None or offer.sent_at > reminded
