import re
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

SERVICE_ID = re.compile(r"^[a-z0-9][a-z0-9-]{0,59}$")
MAX_SERVICES = 200


def slug(name: str) -> str:
    """The spec's rule (lower-case, spaces to hyphens), kept URL-safe."""
    value = re.sub(r"\s+", "-", name.strip().lower())
    value = re.sub(r"[^a-z0-9-]", "", value)
    return re.sub(r"-{2,}", "-", value).strip("-")[:60] or "service"


class ServiceIn(BaseModel):
    model_config = ConfigDict(extra="ignore", str_max_length=200, validate_default=True)

    serviceId: str = ""
    name: str = ""
    durationMin: int | None = None
    bufferMin: int | None = None
    processingMin: int | None = None
    price: Decimal | float | str | None = None
    staffIds: list[str] | None = Field(default=None, description="Who performs it; omitted means everyone")

    @field_validator("name")
    @classmethod
    def trimmed(cls, value: str) -> str:
        return value.strip()

    @field_validator("serviceId")
    @classmethod
    def service_id(cls, value: str) -> str:
        value = value.strip().lower()
        if value and not SERVICE_ID.match(value):
            raise ValueError("A service ID may use letters, numbers and hyphens only")
        return value

    @field_validator("durationMin")
    @classmethod
    def duration(cls, value: int | None) -> int:
        value = 30 if value is None else value
        if not 5 <= value <= 480:
            raise ValueError("Duration must be between 5 and 480 minutes")
        return value

    @field_validator("bufferMin")
    @classmethod
    def buffer(cls, value: int | None) -> int:
        value = 0 if value is None else value
        if not 0 <= value <= 120:
            raise ValueError("Buffer must be between 0 and 120 minutes")
        return value

    @field_validator("price", mode="before")
    @classmethod
    def price_in_cents(cls, value: object) -> Decimal:
        if value is None or value == "":
            return Decimal("0.00")
        if isinstance(value, bool) or not isinstance(value, (int, float, str, Decimal)):
            raise ValueError("Price must be a number, like 45 or 45.50")
        try:
            amount = Decimal(str(value).strip().lstrip("$"))
        except InvalidOperation as exc:
            raise ValueError("Price must be a number, like 45 or 45.50") from exc
        if not amount.is_finite() or amount < 0:
            raise ValueError("Price can't be negative")
        if amount >= Decimal("100000000"):
            raise ValueError("Price is too large")
        return amount.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)

    @field_validator("staffIds")
    @classmethod
    def staff(cls, value: list[str] | None) -> list[str] | None:
        if value is None:
            return None
        return sorted({item.strip() for item in value if item.strip()})

    @model_validator(mode="after")
    def processing_inside(self) -> "ServiceIn":
        processing = self.processingMin or 0
        if processing < 0 or (processing and processing >= self.durationMin):
            raise ValueError("Processing time must be shorter than the service itself")
        self.processingMin = processing
        return self


class CatalogueUpdate(BaseModel):
    """The admin dashboard's variant: `{tenantId, services}`; the portal sends the bare list."""

    model_config = ConfigDict(extra="ignore")

    tenantId: str | None = None
    services: list[ServiceIn] = Field(default_factory=list, max_length=MAX_SERVICES)


class ServiceOut(BaseModel):
    serviceId: str
    name: str
    durationMin: int
    bufferMin: int
    processingMin: int
    price: float
    staffIds: list[str] | None
