from typing import Any

from pydantic import BaseModel, field_validator


class TenantAgent(BaseModel):
    """The agent's fields of a tenant record (operator view): the UI merges them into the tenant it shows."""

    tenantId: str
    agentStatus: str
    agentId: str | None
    phoneNumber: str | None
    formattedPhoneNumber: str | None
    voice: str | None
    webhooksConfigured: bool
    provisioningStep: str | None
    provisioningError: str | None
    provisionedAt: str | None


class WebhookFunction(BaseModel):
    name: str
    description: str
    url: str
    method: str
    parameters: dict[str, Any]  # JSON Schema, what the dialog's copy button copies


class WebhookConfig(BaseModel):
    agentId: str
    dashboardUrl: str
    functions: list[WebhookFunction]  # exactly six


class WebhooksUpdate(BaseModel):
    configured: bool

    @field_validator("configured")
    @classmethod
    def only_true(cls, configured: bool) -> bool:
        if not configured:
            raise ValueError("configured must be true: a live agent's webhooks are not switched off from here")
        return configured
