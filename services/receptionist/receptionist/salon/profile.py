"""Everything the agent needs to know of a salon, in one place: read models plus the setup wizard's answers.
The prompt, the business-info function and the wizard's status all read it."""

import uuid
from dataclasses import dataclass, field

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

    @property
    def full_address(self) -> str:
        """The address callers are told: the salon's one, kept by tenants and edited in Settings and the wizard
        alike (a salon whose wizard had it before tenants did: the wizard's parts)."""
        return self.address or address.one_line(address.Parts(self.location, self.city, self.state, self.zip_code))


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
    services = await repository.services(session, tenant_id)
    staff = await repository.staff(session, tenant_id)
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
        staff=tuple(StaffInfo(s.staff_id, s.name, s.email, s.title, s.calendar_id, s.calendar_pending)
                    for s in staff),
        country=(salon.country if salon else None) or phones.country_of_zone(salon.timezone if salon else None),
    )
