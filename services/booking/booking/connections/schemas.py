from typing import Literal

from pydantic import BaseModel, ConfigDict, Field


class StartUrl(BaseModel):
    url: str = Field(description="Open it (in a popup); the provider sends the owner back to "
                                 "/auth/popup-complete?provider=…&ok=1|0")


class ProviderState(BaseModel):
    connected: bool
    status: str = Field(description="`not_connected`, `connected` or `failing` (connect again)")
    account: str = ""
    authKind: str | None = None
    defaultEventTypeId: int | None = None


class CalendarSettings(BaseModel):
    bookingCalendar: Literal["builtin", "calcom"] = Field(
        description="Which calendar takes the bookings: our built-in one, or the connected Cal.com account")
    calcom: ProviderState
    google: ProviderState


class CalendarChoice(BaseModel):
    model_config = ConfigDict(extra="ignore")

    bookingCalendar: Literal["builtin", "calcom"]


class GoogleStatus(BaseModel):
    connected: bool
