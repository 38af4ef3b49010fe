"""A location as the operator's views show it."""

from pydantic import BaseModel, Field

from admin.models import LocationProfile, TenantProfile

TEXTING = ("own: clients are texted from the number; pending: carriers have not approved it for texting yet, texts "
           "go from the shared number; shared: it takes calls only; null: no number or not known yet")


class LocationRecord(BaseModel):
    locationId: str = Field(description="The first location's id is the tenant's")
    name: str
    address: str
    position: int = Field(description="The owner's order; the first location is 0")
    phoneNumber: str | None = Field(description="Its receptionist's number")
    formattedPhoneNumber: str | None
    texting: str | None = Field(description=TEXTING)
    agentId: str | None
    agentStatus: str = Field(description="not_provisioned, provisioning, webhooks_pending, active or failed")
    receptionistStatus: str = Field(description="Its receptionist's setup step (ready when done)")
    voiceEngine: str | None = Field(description="ringbook or hosted")
    understanding: str | None = Field(description="built_in or llm")
    error: str | None = Field(description="Why its receptionist's provisioning failed, when it did")


def location_name(row: LocationProfile, tenant_name: str) -> str:
    """A location's name; the first one is named as the business until its owner names it."""
    return row.name or (tenant_name if row.location_id == row.tenant_id else "")


def texting_of(row: LocationProfile | TenantProfile) -> str | None:
    """Whether the receptionist's number texts (null when it has no number, whatever an event said)."""
    return (row.texting or None) if row.phone_number else None


def location(row: LocationProfile, tenant: TenantProfile) -> LocationRecord:
    return LocationRecord(
        locationId=row.location_id,
        name=location_name(row, tenant.name),
        address=row.address,
        position=row.position,
        phoneNumber=row.phone_number or None,
        formattedPhoneNumber=row.formatted_phone_number or row.phone_number or None,
        texting=texting_of(row),
        agentId=row.agent_id or None,
        agentStatus=row.agent_status,
        receptionistStatus=row.receptionist_status,
        voiceEngine=row.voice_engine or None,
        understanding=row.understanding or None,
        error=row.agent_error or None,
    )
