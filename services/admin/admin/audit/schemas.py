from pydantic import BaseModel, ConfigDict, Field


class AuditLogEntry(BaseModel):
    model_config = ConfigDict(extra="forbid")

    id: int
    action: str = Field(description="The event type, e.g. tenants.tenant_created")
    summary: str = Field(description="The entry as a sentence: who did what to which salon")
    details: str = Field(description="Its facts as `key=value`")
    tenantId: str | None
    tenantName: str | None
    timestamp: str
