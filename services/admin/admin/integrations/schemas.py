from pydantic import BaseModel, ConfigDict, Field


class Integration(BaseModel):
    model_config = ConfigDict(extra="forbid")

    key: str = Field(description="voice_provider, calcom, google, sms or email")
    name: str
    status: str = Field(description="configured, not_configured, or no_answer (its service did not answer)")
    detail: str
    lastChecked: str
