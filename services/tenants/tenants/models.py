from datetime import datetime
from decimal import Decimal

from sqlalchemy import ARRAY, Boolean, DateTime, ForeignKey, Integer, Numeric, Text, UniqueConstraint, func, text
from sqlalchemy.dialects.postgresql import JSONB, UUID
from sqlalchemy.orm import Mapped, mapped_column

from ringbook_common import clock
from ringbook_common.db import ServiceBase, new_metadata

DEFAULT_TIMEZONE = "America/New_York"
DEFAULT_HOURS = ("09:00", "18:00")


class Base(ServiceBase):
    __abstract__ = True
    metadata = new_metadata()


class Tenant(Base):
    """A salon: its profile, settings and onboarding state. The id is the one identity gave at verification."""

    __tablename__ = "tenants"

    id: Mapped[str] = mapped_column(UUID(as_uuid=False), primary_key=True)
    owner_user_id: Mapped[str] = mapped_column(UUID(as_uuid=False))
    owner_email: Mapped[str] = mapped_column(Text, default="")
    name: Mapped[str] = mapped_column(Text, default="")
    timezone: Mapped[str] = mapped_column(Text, default=DEFAULT_TIMEZONE)
    # The salon's country (ISO 3166), whose national format its numbers are typed and shown in. None until the
    # owner picks one: the country of the time zone.
    country: Mapped[str | None] = mapped_column(Text)
    hours_start: Mapped[str] = mapped_column(Text, default=DEFAULT_HOURS[0])
    hours_end: Mapped[str] = mapped_column(Text, default=DEFAULT_HOURS[1])
    # The opening hours, {"0": {"open", "close", "closed"}, ..., "6": ...} (0 Sunday): the one authority;
    # hours_start/hours_end are their view. None until first set: every day, hours_start to hours_end.
    week: Mapped[dict | None] = mapped_column(JSONB)
    address: Mapped[str] = mapped_column(Text, default="")
    owner_phone: Mapped[str] = mapped_column(Text, default="")
    front_desk_phone: Mapped[str] = mapped_column(Text, default="")
    onboarding_complete: Mapped[bool] = mapped_column(Boolean, default=False)
    sms_confirmations: Mapped[bool] = mapped_column(Boolean, default=True)
    sms_reminders: Mapped[bool] = mapped_column(Boolean, default=True)
    reminder_hours_before: Mapped[int] = mapped_column(Integer, default=24)
    # How many locations the plan allows: an operator sets it in the console (admin's `admin.plan_set`).
    plan_locations: Mapped[int] = mapped_column(Integer, default=1, server_default="1")
    # When the operator's plan was set (the event's time): an older event applied late changes nothing.
    plan_set_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=clock.now, server_default=func.now())
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=clock.now, server_default=func.now())


class Service(Base):
    """One entry of a tenant's catalogue, in the order the owner listed it."""

    __tablename__ = "services"
    __table_args__ = (UniqueConstraint("tenant_id", "service_id"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    tenant_id: Mapped[str] = mapped_column(UUID(as_uuid=False), ForeignKey("tenants.id", ondelete="CASCADE"),
                                           index=True)
    service_id: Mapped[str] = mapped_column(Text)
    position: Mapped[int] = mapped_column(Integer)
    name: Mapped[str] = mapped_column(Text)
    duration_min: Mapped[int] = mapped_column(Integer)
    buffer_min: Mapped[int] = mapped_column(Integer)
    processing_min: Mapped[int] = mapped_column(Integer, default=0)
    price: Mapped[Decimal] = mapped_column(Numeric(10, 2))
    staff_ids: Mapped[list[str] | None] = mapped_column(ARRAY(Text))  # None: everyone performs it


class Location(Base):
    """One of the business's salons. The first one's id is the tenant's, and its name, address, time zone, week and
    front-desk phone are the tenant's own (tenants.locations.first keeps them the same)."""

    __tablename__ = "locations"

    id: Mapped[str] = mapped_column(UUID(as_uuid=False), primary_key=True)
    tenant_id: Mapped[str] = mapped_column(UUID(as_uuid=False), ForeignKey("tenants.id", ondelete="CASCADE"),
                                           index=True)
    name: Mapped[str] = mapped_column(Text, default="")
    address: Mapped[str] = mapped_column(Text, default="")
    timezone: Mapped[str] = mapped_column(Text, default=DEFAULT_TIMEZONE)
    # All seven days, stored as the tenant's week is (tenants.hours.week.stored).
    week: Mapped[dict] = mapped_column(JSONB)
    # Days closed whatever the week says: [{"date": "YYYY-MM-DD", "reason": "..."}], in date order.
    closures: Mapped[list] = mapped_column(JSONB, server_default=text("'[]'::jsonb"))
    front_desk_phone: Mapped[str] = mapped_column(Text, default="")
    position: Mapped[int] = mapped_column(Integer)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=clock.now, server_default=func.now())
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=clock.now, server_default=func.now())


class LocationService(Base):
    """Where a location's catalogue differs from the business's: a service it does not offer, or its own duration or
    price (None: the business's). A service with no row here is offered as the catalogue has it."""

    __tablename__ = "location_services"

    location_id: Mapped[str] = mapped_column(UUID(as_uuid=False), ForeignKey("locations.id", ondelete="CASCADE"),
                                             primary_key=True)
    service_id: Mapped[str] = mapped_column(Text, primary_key=True)
    offered: Mapped[bool] = mapped_column(Boolean, default=True)
    duration_min: Mapped[int | None] = mapped_column(Integer)
    price: Mapped[Decimal | None] = mapped_column(Numeric(10, 2))
