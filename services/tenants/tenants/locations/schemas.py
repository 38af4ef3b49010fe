import datetime
from decimal import Decimal
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, field_validator

from ringbook_common import bounded
from tenants.catalogue.schemas import MAX_SERVICES, PRICE_DIGITS, ServiceOut
from tenants.settings.schemas import TEXT_MAX, OpeningDay, WeekDay

NAME_REQUIRED = "Please enter the location's name"
DATE_REQUIRED = "Please give the day the location is closed"
MAX_CLOSURES = 400
REASON_MAX = 200


class ClosureIn(BaseModel):
    model_config = ConfigDict(extra="ignore", validate_default=True)

    date: Annotated[datetime.date | None, bounded.day(label="Closure date")] = Field(
        default=None, description="YYYY-MM-DD, in the location's time zone")
    reason: Annotated[str, bounded.text(label="Reason", max_length=REASON_MAX, default="")] = Field(
        default="", description="As the owner says it (\"Thanksgiving\"); may be empty")

    @field_validator("date")
    @classmethod
    def given(cls, value: datetime.date | None) -> datetime.date:
        if value is None:
            raise ValueError(DATE_REQUIRED)
        return value


class LocationIn(BaseModel):
    """A location's details; each one left out is kept as it is (a new location: the name is required, the time
    zone and week are the first location's, the rest empty)."""

    model_config = ConfigDict(extra="ignore")

    name: Annotated[str | None, bounded.text(label="Location name", max_length=TEXT_MAX,
                                             required=NAME_REQUIRED)] = None
    address: Annotated[str | None, bounded.text(label="Address", max_length=TEXT_MAX, default="")] = None
    timezone: Annotated[str, bounded.zone()] | None = None
    week: list[OpeningDay] | None = Field(
        default=None, max_length=7, description="The opening hours per weekday; a day left out is closed")
    closures: list[ClosureIn] | None = Field(
        default=None, max_length=MAX_CLOSURES, description="Days closed whatever the week says, the whole list")
    frontDeskPhone: Annotated[str | None, bounded.text(label="Front desk phone", max_length=40, default="")] = None


class LocationServiceIn(BaseModel):
    model_config = ConfigDict(extra="ignore")

    serviceId: Annotated[str, bounded.text(label="Service ID", max_length=200,
                                           required="Please say which service")] = Field(
        description="A service of the catalogue")
    offered: bool = Field(default=True, description="Whether callers can book it at this location")
    price: Annotated[Decimal, bounded.money(label="Price", digits=PRICE_DIGITS, default=None)] | None = Field(
        default=None, description="This location's price; null (or the catalogue's): the catalogue's")
    durationMin: Annotated[int | None, bounded.whole(minimum=5, maximum=480,
                                                     message="Duration must be between 5 and 480 minutes")] = Field(
        default=None, description="This location's duration; null (or the catalogue's): the catalogue's")


class LocationServicesUpdate(BaseModel):
    model_config = ConfigDict(extra="ignore")

    services: list[LocationServiceIn] = Field(
        default_factory=list, max_length=MAX_SERVICES,
        description="Where this location differs from the catalogue, all at once; a service left out is offered "
                    "as the catalogue has it")


class Closure(BaseModel):
    date: str = Field(description="YYYY-MM-DD, in the location's time zone")
    reason: str


class LocationServiceOut(ServiceOut):
    """A service of the catalogue as this location offers it: price and duration are what a caller there is told."""

    offered: bool
    ownPrice: float | None = Field(description="This location's own price; null: the catalogue's")
    ownDurationMin: int | None = Field(description="This location's own duration; null: the catalogue's")


class LocationOut(BaseModel):
    id: str
    name: str
    address: str
    timezone: str
    week: list[WeekDay] = Field(description="The opening hours per weekday, Sunday first")
    closures: list[Closure] = Field(description="Days closed whatever the week says, in date order")
    frontDeskPhone: str
    position: int = Field(description="The owner's order; the first location is 0")
    services: list[LocationServiceOut]


class LocationList(BaseModel):
    locations: list[LocationOut] = Field(description="In the owner's order; the first location's id is the tenant's")
    planLocations: int = Field(description="How many locations the business's plan includes")
