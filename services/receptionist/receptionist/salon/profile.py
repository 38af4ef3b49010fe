"""Everything the agent needs to know of a salon, in one place: read models plus the setup wizard's answers.
The prompt, the business-info function and the wizard's status all read it."""

import uuid
from dataclasses import dataclass, field, replace
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from receptionist.models import Setup, TenantProfile
from receptionist.salon import address, repository
from ringbook_common import phones

WEEKDAYS = ("Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday")


@dataclass(frozen=True)
class DayHours:
    open: str = "09:00"
    close: str = "17:00"
    closed: bool = False


@dataclass(frozen=True)
class ServiceInfo:
    service_id: str
    name: str
    duration_min: int
    price_cents: int
    staff_ids: tuple[str, ...] = ()
    all_staff: bool = True


@dataclass(frozen=True)
class StaffInfo:
    staff_id: str
    name: str
    email: str = ""
    title: str = ""
    calendar_id: str = ""
    calendar_pending: bool = False
    # {location id: [[weekday 0=Sunday, "HH:MM", "HH:MM"], ...]} from booking's staff events; None: not known yet.
    weeks: dict[str, list] | None = None


@dataclass(frozen=True)
class OtherLocation:
    """Another of the business's locations, as a location's agent mentions it."""

    location_id: uuid.UUID
    name: str
    address: str
    timezone: str
    hours: dict[int, DayHours]


@dataclass(frozen=True)
class SalonProfile:
    tenant_id: uuid.UUID
    name: str
    timezone: str
    address: str
    owner_email: str
    owner_phone: str
    front_desk_phone: str
    setup_status: str
    location: str
    city: str
    state: str
    zip_code: str
    area_code: str
    ai_name: str
    voice: str  # "male" | "female"
    additional_languages: tuple[str, ...]
    hours: dict[int, DayHours]  # 0 Sunday .. 6 Saturday
    default_event_type_id: str | None
    services: tuple[ServiceInfo, ...] = field(default_factory=tuple)
    staff: tuple[StaffInfo, ...] = field(default_factory=tuple)
    # The salon's country (ISO 3166): a number said without a country code is its.
    country: str = phones.DEFAULT_COUNTRY
    # The location this is (None: the first, whose id is the tenant's), and the business's other locations.
    location_id: uuid.UUID | None = None
    other_locations: tuple[OtherLocation, ...] = ()

    @property
    def place_id(self) -> uuid.UUID:
        return self.location_id or self.tenant_id

    @property
    def booking_location(self) -> str:
        """The location as booking's requests name it: empty for the first one, as before locations."""
        return "" if self.place_id == self.tenant_id else str(self.place_id)

    @property
    def full_address(self) -> str:
        """The address callers are told: the salon's one, kept by tenants and edited in Settings and the wizard
        alike (a salon whose wizard had it before tenants did: the wizard's parts)."""
        return self.address or address.one_line(address.Parts(self.location, self.city, self.state, self.zip_code))


def hours_of(week: dict[str, Any]) -> dict[int, DayHours]:
    """Opening hours kept as the wizard keeps them ({"0": {"open", "close", "closed"}, ...}): a day left out is
    closed; no week at all is every day from 09:00 to 18:00."""
    if not week:
        return {day: DayHours(open="09:00", close="18:00") for day in range(7)}
    return {day: DayHours(open=week.get(str(day), {}).get("open", "09:00"),
                          close=week.get(str(day), {}).get("close", "17:00"),
                          closed=bool(week.get(str(day), {}).get("closed", str(day) not in week)))
            for day in range(7)}


def with_menu(profile: SalonProfile, differences: list[dict[str, Any]]) -> SalonProfile:
    """The business's catalogue as a location offers it: a service it does not offer left out, its own price
    and duration where they differ."""
    by_service = {difference.get("service_id"): difference for difference in differences}
    services = []
    for service in profile.services:
        difference = by_service.get(service.service_id)
        if difference is None:
            services.append(service)
        elif difference.get("offered", True):
            services.append(replace(service, duration_min=difference.get("duration_min", service.duration_min),
                                    price_cents=difference.get("price_cents", service.price_cents)))
    return replace(profile, services=tuple(services))


def at_location(business: SalonProfile, *, location_id: uuid.UUID, name: str, address: str, timezone: str,
                week: dict[str, Any], front_desk_phone: str, differences: list[dict[str, Any]],
                setup: Setup | None) -> SalonProfile:
    """The business's profile as another of its locations: its name, address, zone, hours, front desk and menu,
    and its own launch (`setup`: its status and the area code its number is bought in); the receptionist's
    name, voice and languages stay the business's."""
    here = replace(business, location_id=location_id, name=name or business.name, address=address, location="",
                   city="", state="", zip_code="", timezone=timezone, hours=hours_of(week),
                   front_desk_phone=front_desk_phone, setup_status=setup.status if setup else "not_started",
                   area_code=(setup.area_code if setup else "") or business.area_code)
    return with_menu(here, differences)


def beside(profile: SalonProfile, others: list[OtherLocation]) -> SalonProfile:
    return replace(profile, other_locations=tuple(others))


def _hours(setup: Setup | None, salon: TenantProfile | None) -> dict[int, DayHours]:
    """The salon's opening hours (tenants' week, kept in the wizard's operating hours); before the wizard, every
    day from the settings' start to end, as tenants and booking have them."""
    saved = (setup.operating_hours if setup else None) or {}
    if saved:
        return {day: DayHours(open=saved.get(str(day), {}).get("open", "09:00"),
                              close=saved.get(str(day), {}).get("close", "17:00"),
                              closed=bool(saved.get(str(day), {}).get("closed", str(day) not in saved)))
                for day in range(7)}
    start, end = (salon.hours_start, salon.hours_end) if salon else ("09:00", "18:00")
    return {day: DayHours(open=start, close=end) for day in range(7)}


async def load(session: AsyncSession, tenant_id: uuid.UUID) -> SalonProfile:
    salon = await repository.salon(session, tenant_id)
    setup = await repository.setup(session, tenant_id)
    services = await repository.menu(session, tenant_id)
    staff = await repository.team(session, tenant_id)
    return SalonProfile(
        tenant_id=tenant_id, name=salon.name if salon else "", timezone=salon.timezone if salon else
        "America/New_York", address=salon.address if salon else "", owner_email=salon.owner_email if salon else "",
        owner_phone=salon.owner_phone if salon else "", front_desk_phone=salon.front_desk_phone if salon else "",
        setup_status=setup.status if setup else "not_started", location=setup.location if setup else "",
        city=setup.city if setup else "", state=setup.state if setup else "", zip_code=setup.zip_code if setup else "",
        area_code=setup.area_code if setup else "", ai_name=(setup.ai_name if setup else "") or "Brian",
        voice=(setup.voice_id if setup else "") or "male",
        additional_languages=tuple(setup.additional_languages or ()) if setup else (),
        hours=_hours(setup, salon), default_event_type_id=setup.default_event_type_id if setup else None,
        services=tuple(ServiceInfo(s.service_id, s.name, s.duration_min, s.price_cents, tuple(s.staff_ids or ()),
                                   s.all_staff) for s in services),
        staff=tuple(StaffInfo(s.staff_id, s.name, s.email, s.title, s.calendar_id, s.calendar_pending, s.weeks)
                    for s in staff),
        country=(salon.country if salon else None) or phones.country_of_zone(salon.timezone if salon else None),
    )
