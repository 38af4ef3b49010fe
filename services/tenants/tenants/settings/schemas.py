from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from tenants.validation import checked_clock, checked_timezone, e164

TEXT_MAX = 300
MAX_REMINDER_HOURS = 72


class Hours(BaseModel):
    model_config = ConfigDict(extra="ignore")

    start: str = "09:00"
    end: str = "18:00"

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
    model_config = ConfigDict(extra="ignore", str_max_length=TEXT_MAX)

    tenantId: str | None = Field(default=None, description="Accepted only when it is the caller's own tenant")
    name: str = ""
    timezone: str = "America/New_York"
    hours: Hours = Field(default_factory=Hours)
    address: str = ""
    ownerPhone: str = ""
    frontDeskPhone: str = ""
    # Left out (None): kept as they are, so a form without them never switches texts back on or off.
    smsConfirmations: bool | None = Field(default=None, description="Text the customer a confirmation when booked")
    smsReminders: bool | None = Field(default=None, description="Text the customer a reminder before the visit")
    reminderHoursBefore: int | None = Field(default=None, description="Hours before the visit the reminder goes "
                                                                      "out (1-72)")

    @field_validator("name")
    @classmethod
    def named(cls, value: str) -> str:
        value = value.strip()
        if not value:
            raise ValueError("Please enter a business name")
        return value

    @field_validator("timezone")
    @classmethod
    def zone(cls, value: str) -> str:
        return checked_timezone(value.strip())

    @field_validator("address")
    @classmethod
    def trimmed(cls, value: str) -> str:
        return value.strip()

    @field_validator("reminderHoursBefore")
    @classmethod
    def reminder_window(cls, value: int | None) -> int | None:
        if value is not None and not 1 <= value <= MAX_REMINDER_HOURS:
            raise ValueError(f"Reminders go out between 1 and {MAX_REMINDER_HOURS} hours before")
        return value

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
