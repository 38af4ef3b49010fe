from pydantic import BaseModel, ConfigDict, Field


class Slot(BaseModel):
    model_config = ConfigDict(extra="forbid")

    slotId: str = Field(description="Pass back to book this time")
    staffId: str
    staffName: str
    start: str = Field(description="Local time with offset")
    end: str = Field(description="Local time with offset")


class Availability(BaseModel):
    model_config = ConfigDict(extra="forbid")

    timezone: str
    serviceId: str
    slots: list[Slot]
