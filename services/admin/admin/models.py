from datetime import datetime

from sqlalchemy import BigInteger, Boolean, DateTime, Identity, Index, Integer, Text, false, text, true
from sqlalchemy.dialects.postgresql import JSONB, UUID
from sqlalchemy.orm import Mapped, mapped_column

from ringbook_common.db import ServiceBase, new_metadata


class Base(ServiceBase):
    __abstract__ = True
    metadata = new_metadata()


class AuditEntry(Base):
    """One thing that happened on the platform, as the operator's audit log shows it."""

    __tablename__ = "audit_log"
    __table_args__ = (Index("ix_audit_log_occurred_at", "occurred_at"),
                      Index("ix_audit_log_tenant_id", "tenant_id", "occurred_at"))

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    event_id: Mapped[str] = mapped_column(UUID(as_uuid=False), unique=True)
    event_type: Mapped[str] = mapped_column(Text)
    tenant_id: Mapped[str | None] = mapped_column(Text)
    occurred_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    details: Mapped[str] = mapped_column(Text, default="")
    # The envelope's location (none: the business's first location, or an entry about no location).
    location_id: Mapped[str | None] = mapped_column(Text)


class ReceptionistColumns:
    """A receptionist as the consoles show it, from the receptionist's agent and setup events: a location's, and a
    business's own (its first location's)."""

    agent_status: Mapped[str] = mapped_column(Text, default="not_provisioned", server_default="not_provisioned")
    agent_status_since: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    agent_id: Mapped[str] = mapped_column(Text, default="", server_default="")
    phone_number: Mapped[str] = mapped_column(Text, default="", server_default="")
    formatted_phone_number: Mapped[str] = mapped_column(Text, default="", server_default="")
    phone_digits: Mapped[str] = mapped_column(Text, default="", server_default="")
    voice: Mapped[str] = mapped_column(Text, default="", server_default="")
    # ringbook or hosted, built_in or llm; empty until an agent event names them.
    voice_engine: Mapped[str] = mapped_column(Text, default="", server_default="")
    understanding: Mapped[str] = mapped_column(Text, default="", server_default="")
    # Whether clients are texted from the number: own, pending (carriers have not approved it yet) or shared (it
    # takes calls only); empty until an agent event says.
    texting: Mapped[str] = mapped_column(Text, default="", server_default="")
    webhooks_configured: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    agent_error: Mapped[str] = mapped_column(Text, default="", server_default="")
    provisioned_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    agent_event_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    receptionist_status: Mapped[str] = mapped_column(Text, default="not_started", server_default="not_started")


class TenantProfile(ReceptionistColumns, Base):
    """One tenant as the operator consoles show it, kept from the events of every domain.

    Each domain's events own their columns (and the `*_event_at` stamp that keeps a late, older event from
    overwriting a newer one), so the streams may be applied in any order relative to each other.
    """

    __tablename__ = "tenant_profiles"
    __table_args__ = (
        Index("ix_tenants_created_at", "created_at", "tenant_id"),
        Index("ix_tenants_name_trgm", "name", postgresql_using="gin", postgresql_ops={"name": "gin_trgm_ops"}),
        Index("ix_tenants_owner_email_trgm", "owner_email", postgresql_using="gin",
              postgresql_ops={"owner_email": "gin_trgm_ops"}),
        Index("ix_tenants_phone_digits_trgm", "phone_digits", postgresql_using="gin",
              postgresql_ops={"phone_digits": "gin_trgm_ops"}),
        Index("ix_tenants_agent_status", "agent_status", "agent_status_since"),
        Index("ix_tenants_phone_name", "tenant_name_key", postgresql_where=text("phone_number <> ''")),
        Index("ix_tenants_agent_name", "tenant_name_key", postgresql_where=text("agent_status <> 'not_provisioned'")),
    )

    tenant_id: Mapped[str] = mapped_column(Text, primary_key=True)
    name: Mapped[str] = mapped_column(Text, default="", server_default="")
    # lower(name) then id: the sort key of the name-ordered lists (kept as a column so an index serves it).
    tenant_name_key: Mapped[str] = mapped_column(Text, default="", server_default="")
    owner_user_id: Mapped[str] = mapped_column(Text, default="", server_default="")
    owner_email: Mapped[str] = mapped_column(Text, default="", server_default="")
    timezone: Mapped[str] = mapped_column(Text, default="", server_default="")
    hours_start: Mapped[str] = mapped_column(Text, default="", server_default="")
    hours_end: Mapped[str] = mapped_column(Text, default="", server_default="")
    onboarding_complete: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    tenant_event_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    services_count: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    services_event_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    staff_count: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    staff_event_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    location: Mapped[str] = mapped_column(Text, default="", server_default="")
    city: Mapped[str] = mapped_column(Text, default="", server_default="")
    setup_updated_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    # Texting: the daily limit an operator set (none: the defaults by the tenant's age) and the texts withheld.
    text_daily_limit: Mapped[int | None] = mapped_column(Integer)
    texts_withheld: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    text_withheld_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    # How many locations the tenant's plan allows, as an operator set it (tenants holds new locations to it).
    plan_locations: Mapped[int] = mapped_column(Integer, default=1, server_default="1")


class LocationProfile(ReceptionistColumns, Base):
    """One location of a business as the operator consoles show it: its details from tenants' `location_saved`, its
    receptionist (agent, number, setup) from the receptionist's events placed by their envelope's location.

    The first location's id is the tenant's; events that name no location are about it.
    """

    __tablename__ = "location_profiles"
    __table_args__ = (
        Index("ix_location_profiles_tenant", "tenant_id", "position", "location_id"),
        Index("ix_location_profiles_name_trgm", "name", postgresql_using="gin",
              postgresql_ops={"name": "gin_trgm_ops"}),
        Index("ix_location_profiles_address_trgm", "address", postgresql_using="gin",
              postgresql_ops={"address": "gin_trgm_ops"}),
        Index("ix_location_profiles_phone_digits_trgm", "phone_digits", postgresql_using="gin",
              postgresql_ops={"phone_digits": "gin_trgm_ops"}),
        Index("ix_location_profiles_front_desk_digits_trgm", "front_desk_digits", postgresql_using="gin",
              postgresql_ops={"front_desk_digits": "gin_trgm_ops"}),
        Index("ix_location_profiles_agent_status", "agent_status", "agent_status_since"),
    )

    location_id: Mapped[str] = mapped_column(Text, primary_key=True)
    tenant_id: Mapped[str] = mapped_column(Text)
    name: Mapped[str] = mapped_column(Text, default="", server_default="")
    address: Mapped[str] = mapped_column(Text, default="", server_default="")
    timezone: Mapped[str] = mapped_column(Text, default="", server_default="")
    front_desk_phone: Mapped[str] = mapped_column(Text, default="", server_default="")
    front_desk_digits: Mapped[str] = mapped_column(Text, default="", server_default="")
    position: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    location_event_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    setup_updated_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))


class BookingView(Base):
    """An appointment as far as the platform's booking counts need it (one row per appointment: idempotent)."""

    __tablename__ = "bookings"
    __table_args__ = (Index("ix_bookings_booked_at", "booked_at"),)

    appointment_id: Mapped[str] = mapped_column(Text, primary_key=True)
    tenant_id: Mapped[str] = mapped_column(Text)
    booked_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    cancelled: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())


class WithheldText(Base):
    """A text a tenant's limits held back (`booking.text_withheld`), one row per event, so a count is right
    however often the event is applied; the tenant's `texts_withheld` counts the rows as they arrive."""

    __tablename__ = "withheld_texts"
    __table_args__ = (Index("ix_withheld_texts_tenant", "tenant_id", "occurred_at"),)

    event_id: Mapped[str] = mapped_column(Text, primary_key=True)
    tenant_id: Mapped[str] = mapped_column(Text)
    occurred_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class IntegrationCheck(Base):
    """The last check of one external integration this deployment relies on, as the service that owns it
    answered (`answered` false: it did not, and `configured` says nothing)."""

    __tablename__ = "integrations"

    name: Mapped[str] = mapped_column(Text, primary_key=True)
    configured: Mapped[bool] = mapped_column(Boolean)
    answered: Mapped[bool] = mapped_column(Boolean, default=True, server_default=true())
    detail: Mapped[str] = mapped_column(Text, default="", server_default="")
    last_checked: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class SnapshotPosition(Base):
    """Where the read models' snapshot stands in one domain's stream: it reflects every event up to this sequence
    (and may already hold some after it, which replaying again changes nothing)."""

    __tablename__ = "read_model_snapshot_positions"

    domain: Mapped[str] = mapped_column(Text, primary_key=True)
    stream_sequence: Mapped[int] = mapped_column(BigInteger)
    taken_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class SnapshotRow(Base):
    """One read model row as the latest snapshot kept it (the row's columns as JSON, `model` its table)."""

    __tablename__ = "read_model_snapshot_rows"
    __table_args__ = (Index("ix_read_model_snapshot_rows_model", "model"),)

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    model: Mapped[str] = mapped_column(Text)
    row: Mapped[dict] = mapped_column(JSONB)
