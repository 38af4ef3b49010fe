from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from ringbook_common import bounded, phones
from tenants.validation import CLOCK_MESSAGE, checked_clock

TEXT_MAX = 300
NAME_REQUIRED = "Please enter a business name"
MAX_REMINDER_HOURS = 72
COUNTRY_MESSAGE = "Please choose the salon's country"


class Hours(BaseModel):
    model_config = ConfigDict(extra="ignore")

    start: bounded.text(label="Opening time", max_length=40, required=CLOCK_MESSAGE) = "09:00"
    end: bounded.text(label="Closing time", max_length=40, required=CLOCK_MESSAGE) = "18:00"

    @field_validator("start", "end")
    @classmethod
    def clock(cls, value: str) -> str:
        return checked_clock(value)

    @model_validator(mode="after")
    def ordered(self) -> "Hours":
        if self.start >= self.end:
            raise ValueError("Opening time must be before closing time")
        return self


class SettingsUpdate(BaseModel):
    model_config = ConfigDict(extra="ignore")

    tenantId: bounded.text(label="tenantId", max_length=100) = Field(
        default=None, description="Accepted only when it is the caller's own tenant")
    name: bounded.text(label="Business name", max_length=TEXT_MAX, required=NAME_REQUIRED) = ""
    timezone: bounded.zone() = bounded.DEFAULT_ZONE
    hours: Hours = Field(default_factory=Hours)
    address: bounded.text(label="Address", max_length=TEXT_MAX, default="") = ""
    ownerPhone: bounded.text(label="Owner phone", max_length=40, default="") = ""
    frontDeskPhone: bounded.text(label="Front desk phone", max_length=40, default="") = ""
    # Left out (None): kept as it is (until first chosen, the country of the time zone).
    country: bounded.text(label="Country", max_length=2) = Field(
        default=None, description="The salon's country (ISO 3166, \"US\"): its phone numbers are typed and shown "
        "in its national format")
    # Left out (None): kept as they are, so a form without them never switches texts back on or off.
    smsConfirmations: bool | None = Field(default=None, description="Text the customer a confirmation when booked")
    smsReminders: bool | None = Field(default=None, description="Text the customer a reminder before the visit")
    reminderHoursBefore: bounded.whole(
        minimum=1, maximum=MAX_REMINDER_HOURS,
        message=f"Reminders go out between 1 and {MAX_REMINDER_HOURS} hours before") = Field(
        default=None, description=f"Hours before the visit the reminder goes out (1-{MAX_REMINDER_HOURS})")

    @field_validator("country")
    @classmethod
    def known_country(cls, value: str | None) -> str | None:
        if value is None:
            return None
        if value.upper() not in phones.countries():
            raise ValueError(COUNTRY_MESSAGE)
        return value.upper()


class TenantSettings(BaseModel):
    name: str
    timezone: str
    hours: Hours
    address: str
    ownerPhone: str
    frontDeskPhone: str
    country: str = Field(description="The salon's country (ISO 3166): numbers are typed and shown in its format")
    smsConfirmations: bool
    smsReminders: bool
    reminderHoursBefore: int
    onboardingComplete: bool
