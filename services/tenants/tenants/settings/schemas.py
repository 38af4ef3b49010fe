from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from ringbook_common import bounded, phones
from tenants.validation import CLOCK_MESSAGE, checked_clock

TEXT_MAX = 300
NAME_REQUIRED = "Please enter a business name"
MAX_REMINDER_HOURS = 72
COUNTRY_MESSAGE = "Please choose the salon's country"


class Hours(BaseModel):
    model_config = ConfigDict(extra="ignore")

    start: Annotated[str, bounded.text(label="Opening time", max_length=40, required=CLOCK_MESSAGE)] = "09:00"
    end: Annotated[str, bounded.text(label="Closing time", max_length=40, required=CLOCK_MESSAGE)] = "18:00"

    @field_validator("start", "end")
    @classmethod
    def clock(cls, value: str) -> str:
        return checked_clock(value)

    @model_validator(mode="after")
    def ordered(self) -> "Hours":
        if self.start >= self.end:
            raise ValueError("Opening time must be before closing time")
        return self


class OpeningDay(BaseModel):
    """One weekday's opening hours, as the setup wizard's operatingHours has them."""
    model_config = ConfigDict(extra="ignore")

    weekday: Annotated[int | None, bounded.whole(minimum=0, maximum=6,
                                                 message="Days are 0 (Sunday) to 6 (Saturday)")] = Field(
        description="0 Sunday .. 6 Saturday")
    open: Annotated[str, bounded.text(label="Opening time", max_length=40, default="")] = Field(
        default="", description="HH:MM")
    close: Annotated[str, bounded.text(label="Closing time", max_length=40, default="")] = Field(
        default="", description="HH:MM")
    closed: bool = False


class SettingsUpdate(BaseModel):
    model_config = ConfigDict(extra="ignore")

    tenantId: Annotated[str | None, bounded.text(label="tenantId", max_length=100)] = Field(
        default=None, description="Accepted only when it is the caller's own tenant")
    name: Annotated[str, bounded.text(label="Business name", max_length=TEXT_MAX, required=NAME_REQUIRED)] = ""
    timezone: Annotated[str, bounded.zone()] = bounded.DEFAULT_ZONE
    hours: Hours = Field(default_factory=Hours, description="Every open day set to this range when it differs "
                         "from the current earliest opening and latest closing; ignored when `week` is sent")
    week: list[OpeningDay] | None = Field(
        default=None, max_length=7, description="The opening hours per weekday, the salon's one set of hours (the "
        "setup wizard's too); a day left out is closed. Left out: `hours` applies")
    address: Annotated[str, bounded.text(label="Address", max_length=TEXT_MAX, default="")] = ""
    ownerPhone: Annotated[str, bounded.text(label="Owner phone", max_length=40, default="")] = ""
    frontDeskPhone: Annotated[str, bounded.text(label="Front desk phone", max_length=40, default="")] = ""
    # Left out (None): kept as it is (until first chosen, the country of the time zone).
    country: Annotated[str | None, bounded.text(label="Country", max_length=2)] = Field(
        default=None, description="The salon's country (ISO 3166, \"US\"): its phone numbers are typed and shown "
        "in its national format")
    # Left out (None): kept as they are, so a form without them never switches texts back on or off.
    smsConfirmations: bool | None = Field(default=None, description="Text the customer a confirmation when booked")
    smsReminders: bool | None = Field(default=None, description="Text the customer a reminder before the visit")
    reminderHoursBefore: Annotated[int | None, bounded.whole(
        minimum=1, maximum=MAX_REMINDER_HOURS,
        message=f"Reminders go out between 1 and {MAX_REMINDER_HOURS} hours before")] = Field(
        default=None, description=f"Hours before the visit the reminder goes out (1-{MAX_REMINDER_HOURS})")

    @field_validator("country")
    @classmethod
    def known_country(cls, value: str | None) -> str | None:
        if value is None:
            return None
        if value.upper() not in phones.countries():
            raise ValueError(COUNTRY_MESSAGE)
        return value.upper()


class OpeningRange(BaseModel):
    start: str = Field(description="HH:MM")
    end: str = Field(description="HH:MM")


class WeekDay(BaseModel):
    """One weekday's opening hours as saved."""

    weekday: int = Field(description="0 Sunday .. 6 Saturday")
    open: str = Field(description="HH:MM")
    close: str = Field(description="HH:MM")
    closed: bool


class TenantSettings(BaseModel):
    name: str
    timezone: str
    hours: OpeningRange = Field(description="The earliest opening and latest closing of the open days")
    week: list[WeekDay] = Field(description="The opening hours per weekday, Sunday first")
    address: str
    ownerPhone: str
    frontDeskPhone: str
    country: str = Field(description="The salon's country (ISO 3166): numbers are typed and shown in its format")
    smsConfirmations: bool
    smsReminders: bool
    reminderHoursBefore: int
    onboardingComplete: bool
