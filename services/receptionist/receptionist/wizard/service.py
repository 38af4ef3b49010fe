"""The AI receptionist setup wizard: the owner's answers, saved step by step, and the launch.

Staff and services are the salon's real ones, owned by booking and tenants: the wizard asks them to add what the
owner enters (over the bus) and keeps only its own answers (event type, business info) and progress. The read
models of staff and services are refreshed from the owners' replies at once (their events follow and say the
same), so the next status and the launch gating see what was just added.
"""

import logging
import uuid
from dataclasses import dataclass

from google.protobuf.message import Message
from sqlalchemy.exc import DBAPIError
from sqlalchemy.ext.asyncio import AsyncSession

from receptionist import languages
from receptionist.config import Settings
from receptionist.locations import repository as locations_repository
from receptionist.locations import service as locations
from receptionist.models import Setup, SetupStatus
from receptionist.provisioning import refresh, saga
from receptionist.salon import address
from receptionist.salon.handlers import on_services_updated, on_staff_added
from receptionist.voice.ports import pretty_number
from receptionist.wizard import events, progress, remote, repository
from receptionist.wizard.errors import (
    AlreadyActive,
    AlreadyProvisioning,
    CalendarNotConnected,
    LanguageNotOffered,
    NoEventTypes,
    NotLaunched,
    NotReadyToLaunch,
    NotYourBusiness,
    UnknownEventType,
)
from receptionist.wizard.schemas import (
    BusinessInfo,
    BusinessInfoSave,
    DayHours,
    EventTypeMapping,
    EventTypesSave,
    NumberReplace,
    ReceptionistStatus,
    Service,
    ServicesSave,
    StaffAdd,
    StaffMember,
    default_hours,
)
from ringbook.booking.v1 import events_pb2 as booking_events
from ringbook.booking.v1 import rpc_pb2 as booking
from ringbook.tenants.v1 import events_pb2 as tenants_events
from ringbook.tenants.v1 import rpc_pb2 as tenants
from ringbook_common import clock
from ringbook_common.bus.connection import Bus
from ringbook_common.bus.consumer import Handler
from ringbook_common.bus.envelope import new_envelope
from ringbook_common.errors import Invalid

logger = logging.getLogger("ringbook.receptionist.wizard")
REFRESH_ATTEMPTS = 3


def ensure_own_tenant(claimed: object, tenant_id: uuid.UUID) -> None:
    """A body may name a tenant (the business admin dashboard does); only the caller's own is accepted."""
    if claimed is None or claimed == "":
        return
    try:
        same = isinstance(claimed, str) and uuid.UUID(claimed) == tenant_id
    except ValueError:
        same = False
    if not same:
        raise NotYourBusiness()


def opening_hours(days) -> dict[str, dict]:
    """Tenants' week (OpeningDay messages) as the wizard's operatingHours."""
    return {str(day.weekday): {"open": day.open, "close": day.close, "closed": day.closed} for day in days}


def _week(hours: dict[str, dict]) -> dict[str, DayHours]:
    return {day: DayHours.model_validate(span) for day, span in hours.items()}


def business_info(setup: Setup | None) -> BusinessInfo:
    if setup is None:
        return BusinessInfo(location="", city="", state="", zipCode="", areaCode="", aiName="Brian", voiceId="male",
                            additionalLanguages=[], unsupportedLanguages=[], operatingHours=_week(default_hours()))
    saved = languages.additional(setup.additional_languages or [])
    return BusinessInfo(location=setup.location, city=setup.city, state=setup.state, zipCode=setup.zip_code,
                        areaCode=setup.area_code, aiName=setup.ai_name or "Brian", voiceId=setup.voice_id or "male",
                        additionalLanguages=saved, unsupportedLanguages=languages.not_spoken(saved),
                        operatingHours=_week(setup.operating_hours or default_hours()))


def accepted_languages(chosen: list[str], saved: list[str]) -> list[str]:
    """The chosen languages when each is offered, or one the salon saved before it no longer was (kept as saved,
    not spoken); LanguageNotOffered otherwise."""
    kept = {language.lower(): language for language in saved}
    refused = [language for language in languages.not_spoken(chosen) if language.lower() not in kept]
    if refused:
        raise LanguageNotOffered(refused)
    return [kept.get(language.lower(), language) for language in chosen]


def _staff(staff_id: str, name: str, email: str, title: str, calendar_id: str, pending: bool) -> StaffMember:
    return StaffMember(staffId=staff_id, name=name, email=email or None, title=title or None, calendarId=calendar_id,
                       calendarPending=pending)


def _service(service_id: str, name: str, duration_min: int, buffer_min: int, price_cents: int) -> Service:
    return Service(serviceId=service_id, name=name, durationMin=duration_min, bufferMin=buffer_min,
                   price=price_cents / 100)


def _event_type_id(stored: str | None, calendar: booking.CalendarStatusReply) -> int | str | None:
    """Cal.com's ids are numbers (as GET /calcom/event-types gives them); the built-in calendar's are service ids."""
    if stored and stored.isdigit() and calendar.calcom_connected:
        return int(stored)
    return stored


@dataclass
class Wizard:
    """One owner's wizard: their session, the bus to the owners of staff, services and calendar, their tenant."""

    session: AsyncSession
    bus: Bus
    settings: Settings
    tenant_id: uuid.UUID

    @property
    def _timeout(self) -> float:
        return self.settings.wizard_rpc_timeout_seconds

    async def _calendar(self, *, include_event_types: bool = False) -> booking.CalendarStatusReply:
        return await remote.calendar_status(self.bus, tenant_id=self.tenant_id, timeout=self._timeout,
                                            include_event_types=include_event_types)

    async def _saved(self, setup: Setup, step: str) -> SetupStatus:
        setup.status = progress.advance(setup.status, step)
        await self.session.flush()
        await events.setup_updated(self.session, setup)
        return setup.status

    async def _refresh(self, handler: Handler, event: Message, event_type: str) -> None:
        """Apply an owner's reply to the read model now, as its event will: the next status and the launch gating
        see what was just added. An earlier event of the same kind may be applying at this very moment: a savepoint
        keeps such a collision out of the owner's transaction, and the next attempt sees its rows."""
        envelope = new_envelope(event, event_type=event_type, tenant_id=str(self.tenant_id))
        for _ in range(REFRESH_ATTEMPTS):
            try:
                async with self.session.begin_nested():
                    await handler(self.session, envelope)
                return
            except DBAPIError:
                continue  # the other writer has committed by now: its rows are visible to the next attempt
        logger.info("read model busy with %s for %s; its event will bring it up to date", event_type, self.tenant_id)

    # ---- reading --------------------------------------------------------------------------------------------

    def _shared_number(self) -> str | None:
        """The shared sender, as people write it; None when none is configured."""
        shared = self.settings.shared_sender()
        return pretty_number(shared) if shared else None

    async def status(self, location_id: uuid.UUID | None = None) -> ReceptionistStatus:
        """The receptionist of one of the business's locations (None: the first location's, the wizard's)."""
        location_id = await locations.ensure_exists(self.session, self.tenant_id, location_id)
        calendar = await self._calendar()
        setup = await repository.setup(self.session, location_id)
        agent = await repository.agent(self.session, location_id)
        stored = setup.status if setup else "not_started"
        shown = progress.shown(stored, calendar_connected=calendar.connected, calcom_linked=calendar.calcom_connected,
                               agent_status=agent.status if agent else None)
        active = bool(agent and agent.phone_number and agent.status != "failed"
                      and (agent.status == "active" or stored == "ready"))
        return ReceptionistStatus(
            locationId=str(location_id), status=shown, receptionistActive=active,
            phoneNumber=agent.phone_number if agent else None,
            formattedPhoneNumber=agent.phone_number_pretty if agent else None,
            calcomConnected=calendar.connected,
            calcomDefaultEventTypeId=_event_type_id(setup.default_event_type_id if setup else None, calendar),
            serviceEventTypeMappings=[EventTypeMapping.model_validate(mapping)
                                      for mapping in (setup.service_event_type_mappings if setup else None) or []],
            businessInfo=business_info(setup),
            staff=[_staff(s.staff_id, s.name, s.email, s.title, s.calendar_id, s.calendar_pending)
                   for s in await repository.staff(self.session, self.tenant_id)],
            services=[_service(s.service_id, s.name, s.duration_min, s.buffer_min, s.price_cents)
                      for s in await repository.services(self.session, self.tenant_id)],
            provisioningError=agent.error if agent and agent.status == "failed" else None,
            numberAreaCode=agent.number_area_code if agent and agent.phone_number else None,
            replacingNumber=agent.old_phone_number if agent else None,
            texting=agent.texting if agent and agent.phone_number else None,  # type: ignore[arg-type]
            sharedNumber=self._shared_number() if agent and agent.phone_number and agent.texting != "own" else None,
            receptionistUpdating=bool(agent and ((agent.old_phone_number and agent.status == "provisioning")
                                                 or await refresh.pending(self.session, location_id))),
        )

    # ---- the steps ------------------------------------------------------------------------------------------

    async def save_event_types(self, data: EventTypesSave) -> SetupStatus:
        """The default event type (and per-service ones): one of the calendar's event types. With Cal.com it is
        stored at booking too, where bookings go."""
        ensure_own_tenant(data.tenantId, self.tenant_id)
        calendar = await self._calendar(include_event_types=True)
        if not calendar.connected:
            raise CalendarNotConnected()
        calcom = calendar.event_types_source == "calcom"
        offered = {item.id for item in calendar.event_types}
        if not offered:
            raise NoEventTypes(calcom=calcom)
        if data.defaultEventTypeId not in offered:
            raise UnknownEventType()
        for index, mapping in enumerate(data.serviceEventTypeMappings):
            if mapping.eventTypeId not in offered:
                raise UnknownEventType(f"serviceEventTypeMappings.{index}.eventTypeId")
        if calcom:
            await remote.set_default_event_type(self.bus, tenant_id=self.tenant_id,
                                                event_type_id=data.defaultEventTypeId, timeout=self._timeout)
        setup = await repository.setup_for_update(self.session, self.tenant_id)
        setup.default_event_type_id = data.defaultEventTypeId
        setup.service_event_type_mappings = [
            {"serviceId": m.serviceId, "eventTypeId": m.eventTypeId} for m in data.serviceEventTypeMappings]
        setup.updated_at = clock.now()
        return await self._saved(setup, "event_types")

    async def save_business_info(self, data: BusinessInfoSave, *,
                                 user_id: str) -> tuple[SetupStatus, BusinessInfo]:
        """The wizard's answers; the opening hours and the address are the salon's own, kept by tenants (DESIGN
        §11), and the copies here follow tenants' events from then on."""
        ensure_own_tenant(data.tenantId, self.tenant_id)
        chosen = await self._accepted_languages(data.additionalLanguages)
        parts = address.Parts(data.location, data.city, data.state, data.zipCode)
        kept = await repository.setup(self.session, self.tenant_id)
        week = data.operatingHours or (kept.operating_hours if kept and kept.operating_hours else default_hours())
        hours = await remote.set_opening_hours(self.bus, tenant_id=self.tenant_id, user_id=user_id, week=week,
                                               address=address.one_line(parts), timeout=self._timeout)
        await repository.save_address(self.session, self.tenant_id, hours.address)
        setup = await repository.setup_for_update(self.session, self.tenant_id)
        setup.location, setup.city, setup.state, setup.zip_code = data.location, data.city, data.state, data.zipCode
        setup.area_code, setup.ai_name, setup.voice_id = data.areaCode, data.aiName, data.voiceId
        setup.additional_languages = chosen
        setup.operating_hours = opening_hours(hours.week)
        setup.updated_at = clock.now()
        await refresh.profile_changed(self.session, self.tenant_id)
        return await self._saved(setup, "business_info"), business_info(setup)

    async def _accepted_languages(self, chosen: list[str]) -> list[str]:
        """Checked before anything is changed, here or at the services the save reaches."""
        saved = await repository.setup(self.session, self.tenant_id)
        return accepted_languages(chosen, list(saved.additional_languages or []) if saved else [])

    async def add_staff(self, data: StaffAdd) -> tuple[SetupStatus, StaffMember]:
        """A staff member of the salon, made by booking exactly as the Staff page makes one."""
        ensure_own_tenant(data.tenantId, self.tenant_id)
        member = await remote.add_staff(self.bus, tenant_id=self.tenant_id, name=data.name, email=data.email,
                                        title=data.title, phone=data.phone, timeout=self._timeout)
        await self._refresh(on_staff_added, booking_events.StaffAdded(
            tenant_id=str(self.tenant_id), staff_id=member.staff_id, staff_key=member.staff_key, name=member.name,
            email=member.email, title=member.title, calendar_id=member.calendar_id,
            calendar_pending=member.calendar_pending), "booking.staff_added")
        await refresh.profile_changed(self.session, self.tenant_id)
        setup = await repository.setup_for_update(self.session, self.tenant_id)
        status = await self._saved(setup, "staff")
        return status, _staff(member.staff_id, member.name, member.email, member.title, member.calendar_id,
                              member.calendar_pending).model_copy(update={"phone": member.phone or None})

    async def add_services(self, data: ServicesSave, *, user_id: str) -> tuple[SetupStatus, list[Service]]:
        """Services added to (or updated in) the salon's catalogue at tenants; blank-named rows are dropped."""
        ensure_own_tenant(data.tenantId, self.tenant_id)
        named = [item for item in data.services if item.name]
        if not named:
            raise Invalid("Please add at least one service", fields={"services": "Add at least one service"})
        inputs = []
        for item in named:
            entry = tenants.ServiceInput(service_id=item.serviceId, name=item.name, price=item.price)
            if item.durationMin is not None:
                entry.duration_min = item.durationMin
            if item.bufferMin is not None:
                entry.buffer_min = item.bufferMin
            inputs.append(entry)
        catalogue = await remote.add_services(self.bus, tenant_id=self.tenant_id, user_id=user_id, services=inputs,
                                              timeout=self._timeout)
        await self._refresh(on_services_updated, tenants_events.ServicesUpdated(
            tenant_id=str(self.tenant_id), services=catalogue.services), "tenants.services_updated")
        await refresh.profile_changed(self.session, self.tenant_id)
        setup = await repository.setup_for_update(self.session, self.tenant_id)
        status = await self._saved(setup, "services")
        return status, [_service(s.service_id, s.name, s.duration_min, s.buffer_min, s.price_cents)
                        for s in catalogue.services]

    # ---- the launch -----------------------------------------------------------------------------------------

    async def provision(self, location_id: uuid.UUID | None = None) -> SetupStatus:
        """Check the gating, then queue the location's agent (None: the first location's): the provisioning worker
        picks up agents in `provisioning` and sets the location's setup `ready` when the number answers (or back
        to `review` when it fails). A failed agent continues from the step that failed, without buying a second
        number."""
        location_id = await locations.ensure_exists(self.session, self.tenant_id, location_id)
        calendar = await self._calendar()
        setup = await repository.setup_for_update(self.session, self.tenant_id, location_id)
        agent = await repository.agent(self.session, location_id, for_update=True)
        if agent is not None and agent.status == "provisioning":
            raise AlreadyProvisioning()
        if setup.status == "ready" or (agent is not None and agent.status in ("webhooks_pending", "active")):
            raise AlreadyActive()
        if location_id != self.tenant_id:
            await self._as_the_business(setup)
        gaps = progress.missing(progress.Readiness(
            calendar_connected=calendar.connected, default_event_type_id=setup.default_event_type_id,
            location=setup.location, city=setup.city,
            staff_count=await repository.count_staff(self.session, self.tenant_id),
            service_count=await repository.count_services(self.session, self.tenant_id)))
        if gaps:
            raise NotReadyToLaunch(progress.missing_message(gaps), fields=gaps)
        await saga.start(self.session, self.settings, self.tenant_id, location_id=location_id, requested_by="owner")
        return setup.status

    async def _as_the_business(self, setup: Setup) -> None:
        """Another location's setup, as its launch reads it: its own address (tenants' location) and hours, and
        the business's calendar, event types, receptionist name, voice and languages (the wizard's answers);
        the area code its number is bought in, the wizard's until it is given one of its own."""
        business = await repository.setup(self.session, self.tenant_id)
        place = await locations_repository.location(self.session, self.tenant_id, setup.location_id)
        parts = address.parts_of(place.address if place else "", address.Parts())
        setup.location, setup.city, setup.state, setup.zip_code = (parts.location, parts.city, parts.state,
                                                                   parts.zip_code)
        setup.operating_hours = (place.week if place else None) or {}
        if business is not None:
            setup.default_event_type_id = business.default_event_type_id
            setup.service_event_type_mappings = list(business.service_event_type_mappings or [])
            setup.ai_name, setup.voice_id = business.ai_name, business.voice_id
            setup.additional_languages = list(business.additional_languages or [])
            setup.area_code = setup.area_code or business.area_code
        if setup.status not in progress.LAUNCHED:
            setup.status = "review"
        setup.updated_at = clock.now()
        await self.session.flush()

    async def replace_number(self, data: NumberReplace, location_id: uuid.UUID | None = None) -> SetupStatus:
        """A new number for a location's live receptionist (None: the first location's), in the area code given
        (which becomes the location's): the old number answers until the new one does, and then stops working."""
        ensure_own_tenant(data.tenantId, self.tenant_id)
        location_id = await locations.ensure_exists(self.session, self.tenant_id, location_id)
        setup = await repository.setup_for_update(self.session, self.tenant_id, location_id)
        agent = await repository.agent(self.session, location_id)
        if setup.status != "ready" or agent is None or not agent.phone_number:
            raise NotLaunched()
        setup.area_code, setup.updated_at = data.areaCode, clock.now()
        await events.setup_updated(self.session, setup)
        await saga.replace_number(self.session, location_id)
        return setup.status
