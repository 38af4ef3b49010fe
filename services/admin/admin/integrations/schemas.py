from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

IntegrationStatus = Literal["configured", "not_configured", "no_answer"]


class Integration(BaseModel):
    model_config = ConfigDict(extra="forbid")

    key: str = Field(description="voice_provider, calcom, google, sms or email")
    name: str
    status: IntegrationStatus = Field(description="no_answer: its service did not answer")
    detail: str
    lastChecked: str
