from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from ringbook_common import bounded
from tenants.validation import CLOCK_MESSAGE, checked_clock, e164

TEXT_MAX = 300
NAME_REQUIRED = "Please enter a business name"
MAX_REMINDER_HOURS = 72


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
    # Left out (None): kept as they are, so a form without them never switches texts back on or off.
    smsConfirmations: bool | None = Field(default=None, description="Text the customer a confirmation when booked")
    smsReminders: bool | None = Field(default=None, description="Text the customer a reminder before the visit")
    reminderHoursBefore: bounded.whole(
        minimum=1, maximum=MAX_REMINDER_HOURS,
        message=f"Reminders go out between 1 and {MAX_REMINDER_HOURS} hours before") = Field(
        default=None, description=f"Hours before the visit the reminder goes out (1-{MAX_REMINDER_HOURS})")

    @field_validator("ownerPhone", "frontDeskPhone")
    @classmethod
    def phone(cls, value: str) -> str:
        return e164(value)


class TenantSettings(BaseModel):
    name: str
    timezone: str
    hours: Hours
    address: str
    ownerPhone: str
    frontDeskPhone: str
    smsConfirmations: bool
    smsReminders: bool
    reminderHoursBefore: int
    onboardingComplete: bool
