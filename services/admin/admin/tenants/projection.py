"""The tenant read model, kept from the events of identity, tenants, booking and receptionist.

Each event upserts only the columns its domain owns, guarded by that domain's `*_event_at` stamp, so an older
event applied late (a redelivery, or the live consumer after a rebuild) never overwrites a newer one.
"""

from datetime import UTC, datetime

from sqlalchemy.ext.asyncio import AsyncSession

from admin.tenants import repository
from ringbook.admin.v1 import events_pb2 as admin
from ringbook.booking.v1 import events_pb2 as booking
from ringbook.common.v1.envelope_pb2 import Envelope
from ringbook.identity.v1 import events_pb2 as identity
from ringbook.receptionist.v1 import events_pb2 as receptionist
from ringbook.tenants.v1 import events_pb2 as tenants
from ringbook_common import phones
from ringbook_common.bus.envelope import unpack

# Setup steps at or past the calendar connection: the owner's booking calendar (Cal.com) is connected.
BEFORE_CALENDAR = {"", "not_started", "calcom_auth", "google_auth"}


def digits_of(text: str) -> str:
    return phones.digits(text)


def name_key(name: str) -> str:
    return name.strip().lower()


def occurred_at(envelope: Envelope) -> datetime:
    return envelope.occurred_at.ToDatetime(tzinfo=UTC)


async def _upsert(session: AsyncSession, tenant_id: str, envelope: Envelope, stamp: str | None,
                  values: dict, *, insert_only: dict | None = None) -> None:
    """Insert the tenant's row with these values, or update them unless the row saw a newer event of this kind."""
    if not tenant_id:
        return
    await repository.upsert(session, tenant_id, at=occurred_at(envelope), stamp=stamp, values=values,
                            insert_only=insert_only)


async def ensure(session: AsyncSession, tenant_id: str, envelope: Envelope) -> None:
    """The tenant's row, as it is or new (an event about one of its locations may come before any about it)."""
    await _upsert(session, tenant_id, envelope, None, {})


def about_first_location(envelope: Envelope, tenant_id: str) -> bool:
    """The tenant's own columns hold its first location's receptionist; the others are in `location_profiles`."""
    return (envelope.location_id or tenant_id) == tenant_id


async def tenant_created(session: AsyncSession, envelope: Envelope) -> None:
    event = unpack(envelope, tenants.TenantCreated)
    tenant_id = event.tenant_id or envelope.tenant_id
    owner = {"owner_user_id": event.owner_user_id, "owner_email": event.owner_email}
    # A tenant can be created before its owner's verification reached the tenants service, so without an
    # e-mail: never blank the one the verification event already gave.
    known = {column: value for column, value in owner.items() if value}
    unknown = {column: value for column, value in owner.items() if not value}
    await _upsert(session, tenant_id, envelope, None, {**known, "created_at": occurred_at(envelope)},
                  insert_only=unknown)
    # A later tenant_updated (already applied) knows the settings better than the creation does.
    await _upsert(session, tenant_id, envelope, "tenant_event_at", {
        "name": event.name, "tenant_name_key": name_key(event.name), "timezone": event.timezone,
        "hours_start": event.hours_start, "hours_end": event.hours_end})


async def tenant_updated(session: AsyncSession, envelope: Envelope) -> None:
    event = unpack(envelope, tenants.TenantUpdated)
    await _upsert(session, event.tenant_id or envelope.tenant_id, envelope, "tenant_event_at", {
        "name": event.name, "tenant_name_key": name_key(event.name), "timezone": event.timezone,
        "hours_start": event.hours_start, "hours_end": event.hours_end,
        "onboarding_complete": event.onboarding_complete})


async def onboarding_completed(session: AsyncSession, envelope: Envelope) -> None:
    event = unpack(envelope, tenants.OnboardingCompleted)
    await _upsert(session, event.tenant_id or envelope.tenant_id, envelope, None, {"onboarding_complete": True})


async def services_updated(session: AsyncSession, envelope: Envelope) -> None:
    event = unpack(envelope, tenants.ServicesUpdated)
    await _upsert(session, event.tenant_id or envelope.tenant_id, envelope, "services_event_at",
                  {"services_count": len(event.services)})


async def user_verified(session: AsyncSession, envelope: Envelope) -> None:
    event = unpack(envelope, identity.UserVerified)
    tenant_id = event.tenant_id or envelope.tenant_id
    if not tenant_id:
        return
    # The owner's e-mail, for a tenant whose creation has not been applied yet (tenant_created sets it too).
    await _upsert(session, tenant_id, envelope, None, {}, insert_only={
        "owner_email": event.email, "owner_user_id": event.user_id})
    await repository.fill_owner_email(session, tenant_id, event.email)


async def staff_changed(session: AsyncSession, envelope: Envelope) -> None:
    message_type: type[booking.StaffAdded | booking.StaffRemoved] = (
        booking.StaffAdded if envelope.event_type.endswith("staff_added") else booking.StaffRemoved)
    event = unpack(envelope, message_type)
    await _upsert(session, event.tenant_id or envelope.tenant_id, envelope, "staff_event_at",
                  {"staff_count": event.staff_count})


async def appointment_booked(session: AsyncSession, envelope: Envelope) -> None:
    event = unpack(envelope, booking.AppointmentBooked)
    await repository.add_booking(session, appointment_id=event.appointment_id,
                                 tenant_id=event.tenant_id or envelope.tenant_id, booked_at=occurred_at(envelope))


async def appointment_cancelled(session: AsyncSession, envelope: Envelope) -> None:
    event = unpack(envelope, booking.AppointmentCancelled)
    await repository.cancel_booking(session, event.appointment_id)


def agent_columns(event: receptionist.AgentUpdated) -> dict:
    return {
        "agent_status": event.status or "not_provisioned", "agent_id": event.agent_id,
        "phone_number": event.phone_number,
        "formatted_phone_number": event.phone_number_pretty or event.phone_number,
        "phone_digits": digits_of(event.phone_number), "voice": event.voice,
        "webhooks_configured": event.webhooks_configured, "agent_error": event.error,
        "voice_engine": event.voice_engine, "understanding": event.understanding, "texting": event.texting,
        "provisioned_at": event.provisioned_at.ToDatetime(tzinfo=UTC) if event.HasField("provisioned_at") else None,
    }


async def agent_updated(session: AsyncSession, envelope: Envelope) -> None:
    event = unpack(envelope, receptionist.AgentUpdated)
    tenant_id = event.tenant_id or envelope.tenant_id
    if not tenant_id or not about_first_location(envelope, tenant_id):
        return
    await repository.save_agent(session, tenant_id, at=occurred_at(envelope), values=agent_columns(event))


async def setup_updated(session: AsyncSession, envelope: Envelope) -> None:
    event = unpack(envelope, receptionist.SetupUpdated)
    tenant_id = event.tenant_id or envelope.tenant_id
    if not about_first_location(envelope, tenant_id):
        return
    await _upsert(session, tenant_id, envelope, "setup_updated_at", {
        "receptionist_status": event.status or "not_started", "location": event.location, "city": event.city})


async def text_withheld(session: AsyncSession, envelope: Envelope) -> None:
    """Counted, not listed: the operator sees how many texts a tenant's limits held back (the event names no
    number). Counted once per event, however often it is applied (a rebuild, then the live consumer)."""
    tenant_id = unpack(envelope, booking.TextWithheld).tenant_id or envelope.tenant_id
    at = occurred_at(envelope)
    first = await repository.add_withheld_text(session, event_id=envelope.event_id, tenant_id=tenant_id, at=at)
    if not first or not tenant_id:
        return
    await _upsert(session, tenant_id, envelope, None, {})
    await repository.count_withheld_text(session, tenant_id, at=at)


async def text_limit_set(session: AsyncSession, envelope: Envelope) -> None:
    """The operator's limit, as the console set it (the endpoint writes it at once; a rebuild finds it here)."""
    event = unpack(envelope, admin.TextLimitSet)
    await _upsert(session, event.tenant_id or envelope.tenant_id, envelope, None,
                  {"text_daily_limit": event.daily_limit})


async def plan_set(session: AsyncSession, envelope: Envelope) -> None:
    """The plan's number of locations, as the console set it (the endpoint writes it at once; a rebuild finds it
    here)."""
    event = unpack(envelope, admin.PlanSet)
    await _upsert(session, event.tenant_id or envelope.tenant_id, envelope, None,
                  {"plan_locations": event.locations})


HANDLERS = {
    "identity.user_verified": user_verified,
    "tenants.tenant_created": tenant_created,
    "tenants.tenant_updated": tenant_updated,
    "tenants.onboarding_completed": onboarding_completed,
    "tenants.services_updated": services_updated,
    "booking.staff_added": staff_changed,
    "booking.staff_removed": staff_changed,
    "booking.appointment_booked": appointment_booked,
    "booking.appointment_cancelled": appointment_cancelled,
    "receptionist.agent_updated": agent_updated,
    "receptionist.setup_updated": setup_updated,
    "booking.text_withheld": text_withheld,
    "admin.text_limit_set": text_limit_set,
    "admin.plan_set": plan_set,
}
