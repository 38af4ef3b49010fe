from typing import Literal

from pydantic import BaseModel, Field, field_validator, model_validator

from ringbook_common.json_types import JsonObject

VoiceEngine = Literal["ringbook", "hosted"]
Understanding = Literal["built_in", "llm"]


class TenantAgent(BaseModel):
    """The agent's fields of a tenant record (operator view): the UI merges them into the tenant it shows."""

    tenantId: str
    locationId: str = Field(description="Whose receptionist this is (the first location's id is the tenant's)")
    agentStatus: str
    agentId: str | None
    phoneNumber: str | None
    formattedPhoneNumber: str | None
    voice: str | None
    webhooksConfigured: bool
    provisioningStep: str | None
    provisioningError: str | None
    provisionedAt: str | None
    voiceEngine: VoiceEngine = "ringbook"  # ringbook: our engine over Retell's custom-LLM socket; hosted: Retell's LLM
    understanding: Understanding = "built_in"  # what our engine reads caller turns with: built_in or llm


class EngineUpdate(BaseModel):
    """The salon's voice engine and understanding; a field left out stays as it is."""

    voiceEngine: VoiceEngine | None = None
    understanding: Understanding | None = None

    @model_validator(mode="after")
    def something_chosen(self) -> "EngineUpdate":
        if self.voiceEngine is None and self.understanding is None:
            raise ValueError("Choose a voiceEngine or an understanding")
        return self


class WebhookFunction(BaseModel):
    name: str
    description: str
    url: str
    method: str
    parameters: JsonObject  # JSON Schema, what the dialog's copy button copies


class WebhookConfig(BaseModel):
    agentId: str
    locationId: str = Field(description="The location whose calls the agent answers")
    dashboardUrl: str
    functions: list[WebhookFunction]  # exactly seven


class WebhooksUpdate(BaseModel):
    configured: bool

    @field_validator("configured")
    @classmethod
    def only_true(cls, configured: bool) -> bool:
        if not configured:
            raise ValueError("configured must be true: a live agent's webhooks are not switched off from here")
        return configured
