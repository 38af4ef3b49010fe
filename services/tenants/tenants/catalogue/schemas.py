from decimal import Decimal
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from ringbook_common import bounded

MAX_SERVICES = 200
MAX_STAFF = 500
PRICE_DIGITS = 10  # services.price is numeric(10, 2)


class ServiceIn(BaseModel):
    model_config = ConfigDict(extra="ignore", validate_default=True)

    serviceId: Annotated[str, bounded.text(label="Service ID", max_length=200, default="")] = ""
    name: Annotated[str, bounded.text(label="Service name", max_length=200, default="")] = ""
    durationMin: Annotated[int, bounded.whole(minimum=5, maximum=480, default=30,
                                              message="Duration must be between 5 and 480 minutes")] = 30
    bufferMin: Annotated[int, bounded.whole(minimum=0, maximum=120, default=0,
                                            message="Buffer must be between 0 and 120 minutes")] = 0
    processingMin: Annotated[int, bounded.whole(minimum=0, maximum=480, default=0,
                                                message="Processing time must be shorter than the service itself")] = 0
    price: Annotated[Decimal, bounded.money(label="Price", digits=PRICE_DIGITS)] = Decimal("0.00")
    staffIds: list[Annotated[str, bounded.text(label="Staff ID", max_length=200, default="")]] | None = Field(
        default=None, max_length=MAX_STAFF, description="Who performs it; omitted means everyone")

    @field_validator("serviceId")
    @classmethod
    def service_id(cls, value: str) -> str:
        """An existing service's id as it is; a new service's is made safe when it is created (catalogue.ids)."""
        return value.strip().lower()

    @field_validator("staffIds")
    @classmethod
    def staff(cls, value: list[str] | None) -> list[str] | None:
        if value is None:
            return None
        return sorted({item.strip() for item in value if item.strip()})

    @model_validator(mode="after")
    def processing_inside(self) -> "ServiceIn":
        if self.processingMin and self.processingMin >= self.durationMin:
            raise ValueError("Processing time must be shorter than the service itself")
        return self


class CatalogueUpdate(BaseModel):
    """The catalogue with the tenant it is for (the caller's own, else 403); the portal sends the bare list."""

    model_config = ConfigDict(extra="ignore")

    tenantId: Annotated[str | None, bounded.text(label="tenantId", max_length=100)] = None
    services: list[ServiceIn] = Field(default_factory=list, max_length=MAX_SERVICES)


class ServiceOut(BaseModel):
    serviceId: str
    name: str
    durationMin: int
    bufferMin: int
    processingMin: int
    price: float
    staffIds: list[str] | None
