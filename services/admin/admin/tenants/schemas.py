"""The operator's views of a tenant: the whole record, its phone number, its agent."""

from datetime import datetime

from pydantic import BaseModel, Field

from admin.locations import schemas as locations
from admin.locations.schemas import TEXTING, LocationRecord, texting_of
from admin.models import LocationProfile, TenantProfile
from admin.tenants.projection import BEFORE_CALENDAR
from ringbook_common import clock
from ringbook_common.messaging.limits import allowance


class OperatingHours(BaseModel):
    start: str | None = Field(description="Opening time (HH:MM)")
    end: str | None = Field(description="Closing time (HH:MM)")
    timezone: str | None


class Texting(BaseModel):
    """The tenant's text limits of today (the policy booking applies) and the texts they held back."""

    dailyLimit: int
    perNumberLimit: int
    operatorLimit: int | None = Field(description="The operator's daily limit, when one was set")
    withheld: int
    lastWithheldAt: str | None


class TenantRecord(BaseModel):
    tenantId: str
    name: str
    ownerEmail: str
    agentStatus: str
    receptionistStatus: str
    phoneNumber: str | None
    formattedPhoneNumber: str | None
    phoneNumberTexting: str | None = Field(description=f"Whether its own (first location's) number texts. {TEXTING}")
    agentId: str | None
    calcomConnected: bool
    location: str
    city: str
    servicesCount: int
    staffCount: int
    operatingHours: OperatingHours
    voice: str | None
    voiceEngine: str | None = Field(description="ringbook or hosted")
    understanding: str | None = Field(description="built_in or llm")
    webhooksConfigured: bool
    provisionedAt: str | None
    error: str | None
    onboardingComplete: bool
    createdAt: str | None
    setupUpdatedAt: str | None
    texting: Texting
    planLocations: int = Field(description="Locations the tenant's plan allows (1 until an operator sets it)")
    locations: list[LocationRecord] = Field(description="The business's locations in the owner's order, the first "
                                                        "one (whose id is the tenant's) first")


SEVERAL = "The location's name when its salon has several locations (null for a salon with one)"


class PhoneNumber(BaseModel):
    tenantId: str
    tenantName: str
    locationId: str
    locationName: str | None = Field(description=SEVERAL)
    phoneNumber: str
    formattedPhoneNumber: str
    texting: str | None = Field(description=TEXTING)
    status: str
    webhooksConfigured: bool


class Agent(BaseModel):
    tenantId: str
    tenantName: str
    locationId: str
    locationName: str | None = Field(description=SEVERAL)
    agentId: str | None
    status: str
    phoneNumber: str | None
    formattedPhoneNumber: str | None
    texting: str | None = Field(description=TEXTING)
    voice: str | None
    voiceEngine: str | None
    understanding: str | None
    provisionedAt: str | None
    error: str | None


def _iso(value: datetime | None) -> str | None:
    return value.isoformat() if value else None


def tenant(described: tuple[TenantProfile, list[LocationProfile]]) -> TenantRecord:
    row, places = described
    return TenantRecord(
        tenantId=row.tenant_id,
        name=row.name,
        ownerEmail=row.owner_email,
        agentStatus=row.agent_status,
        receptionistStatus=row.receptionist_status,
        phoneNumber=row.phone_number or None,
        formattedPhoneNumber=row.formatted_phone_number or None,
        phoneNumberTexting=texting_of(row),
        agentId=row.agent_id or None,
        calcomConnected=row.receptionist_status not in BEFORE_CALENDAR,
        location=row.location,
        city=row.city,
        servicesCount=row.services_count,
        staffCount=row.staff_count,
        operatingHours=OperatingHours(start=row.hours_start or None, end=row.hours_end or None,
                                      timezone=row.timezone or None),
        voice=row.voice or None,
        voiceEngine=row.voice_engine or None,
        understanding=row.understanding or None,
        webhooksConfigured=row.webhooks_configured,
        provisionedAt=_iso(row.provisioned_at),
        error=row.agent_error or None,
        onboardingComplete=row.onboarding_complete,
        createdAt=_iso(row.created_at),
        setupUpdatedAt=_iso(row.setup_updated_at),
        texting=texting(row),
        planLocations=row.plan_locations,
        locations=[locations.location(place, row) for place in places],
    )


def texting(row: TenantProfile) -> Texting:
    now = clock.now()
    limits = allowance(created_at=row.created_at, operator_limit=row.text_daily_limit, now=now)
    return Texting(dailyLimit=limits.daily, perNumberLimit=limits.per_number, operatorLimit=row.text_daily_limit,
                   withheld=row.texts_withheld, lastWithheldAt=_iso(row.text_withheld_at))


def _location_name(row: LocationProfile, tenant: TenantProfile, several: bool) -> str | None:
    return locations.location_name(row, tenant.name) if several else None


def phone_number(listed: tuple[LocationProfile, TenantProfile, bool]) -> PhoneNumber:
    row, tenant, several = listed
    return PhoneNumber(
        tenantId=tenant.tenant_id,
        tenantName=tenant.name,
        locationId=row.location_id,
        locationName=_location_name(row, tenant, several),
        phoneNumber=row.phone_number,
        formattedPhoneNumber=row.formatted_phone_number,
        texting=texting_of(row),
        status=row.agent_status,
        webhooksConfigured=row.webhooks_configured,
    )


def agent(listed: tuple[LocationProfile, TenantProfile, bool]) -> Agent:
    row, tenant, several = listed
    return Agent(
        tenantId=tenant.tenant_id,
        tenantName=tenant.name,
        locationId=row.location_id,
        locationName=_location_name(row, tenant, several),
        agentId=row.agent_id or None,
        status=row.agent_status,
        phoneNumber=row.phone_number or None,
        formattedPhoneNumber=row.formatted_phone_number or None,
        texting=texting_of(row),
        voice=row.voice or None,
        voiceEngine=row.voice_engine or None,
        understanding=row.understanding or None,
        provisionedAt=_iso(row.provisioned_at),
        error=row.agent_error or None,
    )
