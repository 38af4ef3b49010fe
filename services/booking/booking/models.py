"""Booking's tables. Every row carries its tenant; children point at their staff member through
(tenant_id, staff_key), so a row can never belong to one tenant's staff member and another tenant.

Two ids name a staff member:
- `staff.staff_id` is the tenant's own short id (the portal's `staffId`, used in URLs), unique among the
  tenant's *current* staff, compared case-insensitively; a new member may take the id of a removed one.
- `staff.id` (called `staff_key` wherever it is referenced) is a UUID that is never reused, so history
  (appointments, events) stays attached to the right person.

Removing a member keeps the staff row (`removed_at`) for history and drops their hours and time off; from then
on no appointment, block or hold can be written for them (a trigger, migration 0008).
Working hours are local wall-clock minutes of their location's time zone (availability is computed in that zone);
time off is absolute (timestamptz).

Locations: a business has one or more; the first one's id is the tenant's id, so every row written before
locations existed belongs to it. Working hours, appointments, reminder jobs, calls and queued texts name their
location; time off may (none: everywhere). Staff belong to the business, and one member's booked time is one diary
whatever the location (the blocks' exclusion constraint has no location).
"""

import uuid
from datetime import date, datetime

from sqlalchemy import (
    BigInteger,
    Boolean,
    CheckConstraint,
    Date,
    DateTime,
    ForeignKeyConstraint,
    Identity,
    Index,
    Integer,
    SmallInteger,
    Text,
    UniqueConstraint,
    func,
    text,
)
from sqlalchemy.dialects.postgresql import ARRAY, JSONB, TSTZRANGE, UUID, ExcludeConstraint, Range
from sqlalchemy.orm import Mapped, mapped_column

from ringbook_common import clock, phones
from ringbook_common.db import ServiceBase, new_metadata

TIME = DateTime(timezone=True)


class Base(ServiceBase):
    __abstract__ = True
    metadata = new_metadata()


class Staff(Base):
    __tablename__ = "staff"
    __table_args__ = (
        # The target of the children's (tenant_id, staff_key) foreign keys.
        UniqueConstraint("tenant_id", "id", name="uq_staff_tenant_id_id"),
        Index("uq_staff_current_staff_id", "tenant_id", func.lower(text("staff_id")), unique=True,
              postgresql_where=text("removed_at IS NULL")),
    )

    id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True, default=uuid.uuid4)
    tenant_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))
    staff_id: Mapped[str] = mapped_column(Text)
    name: Mapped[str] = mapped_column(Text)
    email: Mapped[str | None] = mapped_column(Text)
    title: Mapped[str | None] = mapped_column(Text)
    phone: Mapped[str | None] = mapped_column(Text)  # E.164: texts meant for the member (a caller running late)
    calendar_provider: Mapped[str] = mapped_column(Text)  # "builtin" (Google arrives with integrations)
    calendar_id: Mapped[str] = mapped_column(Text)
    calendar_pending: Mapped[bool] = mapped_column(Boolean, default=False)
    created_at: Mapped[datetime] = mapped_column(TIME, default=clock.now, server_default=func.now())
    updated_at: Mapped[datetime] = mapped_column(TIME, default=clock.now, server_default=func.now())
    removed_at: Mapped[datetime | None] = mapped_column(TIME)


def _staff_reference() -> ForeignKeyConstraint:
    return ForeignKeyConstraint(["tenant_id", "staff_key"], ["staff.tenant_id", "staff.id"], ondelete="CASCADE")


class WorkingHours(Base):
    """One interval of a staff member's week; several per day make breaks. They never overlap (the database
    refuses it too)."""

    __tablename__ = "working_hours"
    __table_args__ = (
        _staff_reference(),
        CheckConstraint("dow BETWEEN 0 AND 6", name="dow"),
        CheckConstraint("start_minute >= 0 AND start_minute < end_minute AND end_minute <= 1440", name="interval"),
        # Within a location, in its wall-clock time; hours at two locations are compared in real time by the
        # service (the zones differ), under the staff row's lock.
        ExcludeConstraint(("staff_key", "="), ("location_id", "="), ("dow", "="),
                          (text("int4range(start_minute, end_minute)"), "&&"),
                          name="working_hours_no_overlap", using="gist"),
        Index("ix_working_hours_tenant_staff", "tenant_id", "staff_key", "location_id", "dow", "start_minute"),
    )

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    tenant_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))
    staff_key: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))
    location_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))
    dow: Mapped[int] = mapped_column(SmallInteger)  # 0 Sunday .. 6 Saturday
    start_minute: Mapped[int] = mapped_column(SmallInteger)  # minutes after local midnight
    end_minute: Mapped[int] = mapped_column(SmallInteger)  # 1440 is midnight at the end of the day


class TimeOff(Base):
    __tablename__ = "time_off"
    __table_args__ = (
        _staff_reference(),
        CheckConstraint("time_min < time_max", name="range"),
        # Availability asks "which ranges of these staff end after my window starts".
        Index("ix_time_off_tenant_staff_time_max", "tenant_id", "staff_key", "time_max"),
    )

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    tenant_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))
    staff_key: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))
    time_min: Mapped[datetime] = mapped_column(TIME)
    time_max: Mapped[datetime] = mapped_column(TIME)
    reason: Mapped[str | None] = mapped_column(Text)
    # Where the member is away; None: everywhere. Time off keeps a member from every location either way.
    location_id: Mapped[uuid.UUID | None] = mapped_column(UUID(as_uuid=True))
    created_at: Mapped[datetime] = mapped_column(TIME, default=clock.now, server_default=func.now())


# ---- read models of the tenants service (kept from its events) --------------------------------------------

class TenantProfile(Base):
    """What availability and reminders need of a tenant: its zone and business hours (tenants' events)."""

    __tablename__ = "tenant_profiles"
    __table_args__ = (CheckConstraint("booking_window_days BETWEEN 1 AND 730", name="booking_window"),)

    tenant_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True)
    name: Mapped[str] = mapped_column(Text, default="")
    timezone: Mapped[str] = mapped_column(Text, default="America/New_York")
    # The salon's country (ISO 3166): numbers typed without a country code are read as its. None until tenants'
    # events carry it: the country of the time zone.
    country: Mapped[str | None] = mapped_column(Text)
    hours_start_minute: Mapped[int] = mapped_column(SmallInteger, default=9 * 60)
    hours_end_minute: Mapped[int] = mapped_column(SmallInteger, default=18 * 60)
    # The opening hours per weekday, Sunday first: [open, close] minutes, or null when closed (tenants' week).
    # None: every day from hours_start_minute to hours_end_minute.
    week: Mapped[list | None] = mapped_column(JSONB)
    confirmations_enabled: Mapped[bool] = mapped_column(Boolean, default=True)
    reminders_enabled: Mapped[bool] = mapped_column(Boolean, default=True)
    reminder_hours_before: Mapped[int] = mapped_column(SmallInteger, default=24)
    updated_at: Mapped[datetime] = mapped_column(TIME, default=clock.now, server_default=func.now())
    # Booking's own choice, not from tenants' events: which calendar takes this tenant's bookings.
    booking_calendar: Mapped[str] = mapped_column(Text, default="builtin")
    # Booking's own setting too: how many days ahead the salon takes bookings (weddings are booked months ahead).
    booking_window_days: Mapped[int] = mapped_column(SmallInteger, default=90, server_default="90")

    @property
    def phone_country(self) -> str:
        return self.country or phones.country_of_zone(self.timezone)


class Location(Base):
    """One of the business's salons as booking keeps it (tenants' `location_saved`): what availability needs of it.
    The first location (id = the tenant's) takes its zone and week from the tenant's profile, as before locations;
    its row, when tenants has sent one, adds its closures."""

    __tablename__ = "locations"

    tenant_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True)
    location_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True)
    name: Mapped[str] = mapped_column(Text, default="")
    timezone: Mapped[str] = mapped_column(Text, default="America/New_York")
    # As TenantProfile.week: [open, close] minutes per weekday, Sunday first, null when closed.
    week: Mapped[list | None] = mapped_column(JSONB)
    closures: Mapped[list[date]] = mapped_column(ARRAY(Date), default=list)  # days it is closed (holidays)
    position: Mapped[int] = mapped_column(SmallInteger, default=0)
    updated_at: Mapped[datetime] = mapped_column(TIME, default=clock.now, server_default=func.now())


class CatalogueService(Base):
    """One entry of the tenant's service catalogue (tenants' `services_updated`, replaced whole)."""

    __tablename__ = "catalogue_services"

    tenant_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True)
    service_id: Mapped[str] = mapped_column(Text, primary_key=True)
    position: Mapped[int] = mapped_column(SmallInteger, default=0)
    name: Mapped[str] = mapped_column(Text)
    duration_min: Mapped[int] = mapped_column(SmallInteger)
    buffer_min: Mapped[int] = mapped_column(SmallInteger, default=0)
    processing_min: Mapped[int] = mapped_column(SmallInteger, default=0)
    price_cents: Mapped[int] = mapped_column(BigInteger, default=0)
    staff_ids: Mapped[list[str]] = mapped_column(ARRAY(Text), default=list)
    all_staff: Mapped[bool] = mapped_column(Boolean, default=True)


class LocationService(Base):
    """Where a location's catalogue differs from the business's (tenants' `location_saved`, replaced whole per
    location): the service not offered there, or its own price or duration. No row: the catalogue's."""

    __tablename__ = "location_services"

    tenant_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True)
    location_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True)
    service_id: Mapped[str] = mapped_column(Text, primary_key=True)
    offered: Mapped[bool] = mapped_column(Boolean, default=True)
    duration_min: Mapped[int | None] = mapped_column(SmallInteger)
    price_cents: Mapped[int | None] = mapped_column(BigInteger)


# ---- appointments -----------------------------------------------------------------------------------------

class Appointment(Base):
    __tablename__ = "appointments"
    __table_args__ = (
        _staff_reference(),
        UniqueConstraint("tenant_id", "id", name="uq_appointments_tenant_id_id"),
        CheckConstraint("status IN ('scheduled', 'completed', 'cancelled', 'no-show')", name="status"),
        CheckConstraint("source IN ('ai_receptionist', 'owner', 'calendar_sync', 'waitlist')", name="source"),
        Index("uq_appointments_idempotency", "tenant_id", "idempotency_key", unique=True,
              postgresql_where=text("idempotency_key IS NOT NULL")),
        Index("ix_appointments_tenant_starts_at", "tenant_id", "starts_at"),
        Index("ix_appointments_tenant_location_starts_at", "tenant_id", "location_id", "starts_at"),
        Index("ix_appointments_tenant_phone", "tenant_id", "customer_phone", "starts_at"),
        Index("ix_appointments_tenant_created_at", "tenant_id", "created_at"),
        Index("uq_appointments_calcom_uid", "tenant_id", "calcom_uid", unique=True,
              postgresql_where=text("calcom_uid IS NOT NULL")),
    )

    id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True, default=uuid.uuid4)
    tenant_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))
    staff_key: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))
    location_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))
    service_id: Mapped[str] = mapped_column(Text)
    # A snapshot: later catalogue edits never change what was booked (or its price).
    service_name: Mapped[str] = mapped_column(Text)
    duration_min: Mapped[int] = mapped_column(SmallInteger)
    buffer_min: Mapped[int] = mapped_column(SmallInteger)
    processing_min: Mapped[int] = mapped_column(SmallInteger)
    price_cents: Mapped[int] = mapped_column(BigInteger)
    starts_at: Mapped[datetime] = mapped_column(TIME)
    ends_at: Mapped[datetime] = mapped_column(TIME)  # service end, buffer not included
    customer_name: Mapped[str] = mapped_column(Text)
    customer_phone: Mapped[str] = mapped_column(Text)
    customer_email: Mapped[str | None] = mapped_column(Text)
    notes: Mapped[str | None] = mapped_column(Text)
    source: Mapped[str] = mapped_column(Text)
    language: Mapped[str | None] = mapped_column(Text)  # the caller's (en, es, fr, de, it, pt), when known
    status: Mapped[str] = mapped_column(Text, default="scheduled")
    idempotency_key: Mapped[str | None] = mapped_column(Text)
    # What the request that first used the key asked for: the same key with another request is refused.
    idempotency_fingerprint: Mapped[str | None] = mapped_column(Text)
    call_id: Mapped[str | None] = mapped_column(Text)
    cancel_reason: Mapped[str | None] = mapped_column(Text)
    confirmed_at: Mapped[datetime | None] = mapped_column(TIME)  # the client's "C" to its reminder; a move clears it
    calcom_uid: Mapped[str | None] = mapped_column(Text)  # the Cal.com booking this appointment mirrors
    google_event_id: Mapped[str | None] = mapped_column(Text)  # its copy in the staff member's Google calendar
    created_at: Mapped[datetime] = mapped_column(TIME, default=clock.now, server_default=func.now())
    updated_at: Mapped[datetime] = mapped_column(TIME, default=clock.now, server_default=func.now())


class AppointmentBlock(Base):
    """A stretch of time a staff member is taken: a busy part of an appointment (buffer included; processing
    time splits one appointment into two parts) or a live hold. The exclusion constraint is the last word on
    double booking: two overlapping blocks of one staff member cannot both exist."""

    __tablename__ = "appointment_blocks"
    __table_args__ = (
        _staff_reference(),
        ForeignKeyConstraint(["tenant_id", "appointment_id"], ["appointments.tenant_id", "appointments.id"],
                             ondelete="CASCADE"),
        CheckConstraint("(appointment_id IS NULL) <> (hold_id IS NULL)", name="owner"),
        CheckConstraint("(hold_id IS NULL) = (expires_at IS NULL)", name="hold_expiry"),
        ExcludeConstraint(("tenant_id", "="), ("staff_key", "="), ("during", "&&"),
                          name="appointment_blocks_no_overlap", using="gist"),
        Index("ix_appointment_blocks_hold", "hold_id", postgresql_where=text("hold_id IS NOT NULL")),
        Index("ix_appointment_blocks_appointment", "appointment_id"),
    )

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    tenant_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))
    staff_key: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))
    appointment_id: Mapped[uuid.UUID | None] = mapped_column(UUID(as_uuid=True))
    hold_id: Mapped[uuid.UUID | None] = mapped_column(UUID(as_uuid=True))
    during: Mapped[Range[datetime]] = mapped_column(TSTZRANGE)
    expires_at: Mapped[datetime | None] = mapped_column(TIME)


class ReminderJob(Base):
    """A durable SMS job: the confirmation at booking, the reminder before the appointment, and the notices of a
    move or a cancellation."""

    __tablename__ = "reminder_jobs"
    __table_args__ = (
        ForeignKeyConstraint(["tenant_id", "appointment_id"], ["appointments.tenant_id", "appointments.id"],
                             ondelete="CASCADE"),
        CheckConstraint("kind IN ('confirmation', 'reminder', 'moved', 'cancellation', 'reassigned')",
                        name="kind"),
        Index("ix_reminder_jobs_due", "send_at",
              postgresql_where=text("sent_at IS NULL AND cancelled_at IS NULL AND skipped_at IS NULL")),
        Index("ix_reminder_jobs_appointment", "appointment_id"),
    )

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    tenant_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))
    appointment_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))
    location_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))  # the appointment's
    kind: Mapped[str] = mapped_column(Text)
    send_at: Mapped[datetime] = mapped_column(TIME)
    attempts: Mapped[int] = mapped_column(SmallInteger, default=0)
    sent_at: Mapped[datetime | None] = mapped_column(TIME)
    cancelled_at: Mapped[datetime | None] = mapped_column(TIME)
    skipped_at: Mapped[datetime | None] = mapped_column(TIME)
    created_at: Mapped[datetime] = mapped_column(TIME, default=clock.now, server_default=func.now())


# ---- analytics: the receptionist's calls (read model of `receptionist.call_ended`) ------------------------

class Call(Base):
    __tablename__ = "calls"
    __table_args__ = (Index("ix_calls_tenant_started_at", "tenant_id", "started_at"),)

    tenant_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True)
    call_id: Mapped[str] = mapped_column(Text, primary_key=True)
    location_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))  # whose number was dialled
    from_number: Mapped[str] = mapped_column(Text, default="")
    started_at: Mapped[datetime] = mapped_column(TIME)
    duration_seconds: Mapped[int] = mapped_column(BigInteger, default=0)
    outcome: Mapped[str] = mapped_column(Text)
    after_hours: Mapped[bool] = mapped_column(Boolean, default=False)
    appointment_id: Mapped[uuid.UUID | None] = mapped_column(UUID(as_uuid=True))


class AvailabilityVersion(Base):
    """The id of the last transaction that changed anything availability reads, per tenant: written only by
    triggers (migration 0004), read by the kept-answers check."""

    __tablename__ = "availability_versions"

    tenant_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True)
    version: Mapped[int] = mapped_column(BigInteger)


# ---- calendar integrations --------------------------------------------------------------------------------

class CalendarConnection(Base):
    """A tenant's account at a calendar provider ("calcom", "google"); tokens and secrets encrypted at rest."""

    __tablename__ = "calendar_connections"
    __table_args__ = (CheckConstraint("auth_kind IN ('oauth', 'api_key')", name="auth_kind"),)

    tenant_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True)
    provider: Mapped[str] = mapped_column(Text, primary_key=True)
    auth_kind: Mapped[str] = mapped_column(Text)
    access_token: Mapped[str] = mapped_column(Text)  # encrypted (connections.crypto)
    refresh_token: Mapped[str | None] = mapped_column(Text)  # encrypted
    expires_at: Mapped[datetime | None] = mapped_column(TIME)
    scope: Mapped[str] = mapped_column(Text, default="")
    account: Mapped[str] = mapped_column(Text, default="")  # Cal.com username / Google e-mail
    webhook_id: Mapped[str | None] = mapped_column(Text)
    webhook_secret: Mapped[str | None] = mapped_column(Text)  # encrypted
    status: Mapped[str] = mapped_column(Text, default="connected")  # connected | failing
    last_error: Mapped[str | None] = mapped_column(Text)
    connected_at: Mapped[datetime] = mapped_column(TIME, default=clock.now, server_default=func.now())
    updated_at: Mapped[datetime] = mapped_column(TIME, default=clock.now, server_default=func.now())


class CalcomEventType(Base):
    """The Cal.com event type a location's bookings go to (its services are booked as it), and whose bookings made
    on Cal.com land at that location. Forgotten with the Cal.com connection it belongs to."""

    __tablename__ = "calcom_event_types"
    __table_args__ = (
        UniqueConstraint("tenant_id", "event_type_id"),
        CheckConstraint("provider = 'calcom'", name="provider"),
        ForeignKeyConstraint(["tenant_id", "provider"], ["calendar_connections.tenant_id",
                                                         "calendar_connections.provider"], ondelete="CASCADE"),
    )

    tenant_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True)
    location_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True)
    provider: Mapped[str] = mapped_column(Text, default="calcom", server_default="calcom")
    event_type_id: Mapped[int] = mapped_column(BigInteger)
    updated_at: Mapped[datetime] = mapped_column(TIME, default=clock.now, server_default=func.now())


class OAuthState(Base):
    """One sign-in in flight: the `state` sent to the provider (kept as a hash), whose session started it, and
    the PKCE verifier. Used once; stale after ten minutes."""

    __tablename__ = "oauth_states"

    state_hash: Mapped[str] = mapped_column(Text, primary_key=True)
    provider: Mapped[str] = mapped_column(Text)
    tenant_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))
    user_id: Mapped[str] = mapped_column(Text)
    session_id: Mapped[str | None] = mapped_column(Text)
    code_verifier: Mapped[str] = mapped_column(Text)  # encrypted
    expires_at: Mapped[datetime] = mapped_column(TIME)


class CalendarFeed(Base):
    """A private iCalendar feed of one staff member's appointments: the URL's token, kept as a hash."""

    __tablename__ = "calendar_feeds"
    __table_args__ = (_staff_reference(),
                      Index("ix_calendar_feeds_staff", "tenant_id", "staff_key"))

    token_hash: Mapped[str] = mapped_column(Text, primary_key=True)
    tenant_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))
    staff_key: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))
    created_at: Mapped[datetime] = mapped_column(TIME, default=clock.now, server_default=func.now())
    revoked_at: Mapped[datetime | None] = mapped_column(TIME)


class ExternalBusy(Base):
    """Time a staff member is busy in an outside calendar (Google free/busy), refreshed by a sync; availability
    treats it like time off."""

    __tablename__ = "external_busy"
    __table_args__ = (_staff_reference(),
                      Index("ix_external_busy_staff", "tenant_id", "staff_key"))

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    tenant_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))
    staff_key: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))
    source: Mapped[str] = mapped_column(Text)  # "google"
    during: Mapped[Range[datetime]] = mapped_column(TSTZRANGE)
    synced_at: Mapped[datetime] = mapped_column(TIME, default=clock.now, server_default=func.now())


class ProviderDelivery(Base):
    """A webhook delivery already applied, so a repeat is acknowledged and ignored."""

    __tablename__ = "provider_deliveries"

    provider: Mapped[str] = mapped_column(Text, primary_key=True)
    delivery_key: Mapped[str] = mapped_column(Text, primary_key=True)
    received_at: Mapped[datetime] = mapped_column(TIME, default=clock.now, server_default=func.now())


# ---- texting: every text booking sends passes the tenant's limits ------------------------------------------

class TextingTenant(Base):
    """What the limits of a tenant's texts depend on: when it was created (tenants' `tenant_created`) and the
    daily limit an operator set (admin's `text_limit_set`, applied only when newer than the one kept)."""

    __tablename__ = "texting_tenants"

    tenant_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True)
    created_at: Mapped[datetime | None] = mapped_column(TIME)
    operator_limit: Mapped[int | None] = mapped_column(Integer)
    operator_limit_at: Mapped[datetime | None] = mapped_column(TIME)


class TextCount(Base):
    """Texts sent on one local day: the tenant's total (`recipient` '*') and per number (a digest of it, so the
    counts hold no phone number)."""

    __tablename__ = "text_counts"
    __table_args__ = (CheckConstraint("sent >= 0", name="sent"),)

    tenant_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True)
    day: Mapped[date] = mapped_column(Date, primary_key=True)
    recipient: Mapped[str] = mapped_column(Text, primary_key=True)
    sent: Mapped[int] = mapped_column(Integer, default=0)


class QueuedText(Base):
    """A text another service asked booking to send (`receptionist.text_requested`), sent by the job loop
    through the same limits as every other text."""

    __tablename__ = "queued_texts"
    __table_args__ = (Index("ix_queued_texts_pending", "created_at",
                            postgresql_where=text("sent_at IS NULL AND skipped_at IS NULL")),)

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    tenant_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))
    location_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))  # whose number the text comes from
    recipient: Mapped[str] = mapped_column(Text)
    body: Mapped[str] = mapped_column(Text)
    purpose: Mapped[str] = mapped_column(Text)
    attempts: Mapped[int] = mapped_column(SmallInteger, default=0)
    created_at: Mapped[datetime] = mapped_column(TIME, default=clock.now, server_default=func.now())
    sent_at: Mapped[datetime | None] = mapped_column(TIME)
    skipped_at: Mapped[datetime | None] = mapped_column(TIME)


class TextOptOut(Base):
    """Whether a client number may be texted from a location (the receptionist's `text_opted_out` and
    `text_opted_in`): the change that happened last wins, whatever order the events arrive in."""

    __tablename__ = "text_opt_outs"

    tenant_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True)
    location_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True)
    phone: Mapped[str] = mapped_column(Text, primary_key=True)  # E.164
    opted_out: Mapped[bool] = mapped_column(Boolean)
    changed_at: Mapped[datetime] = mapped_column(TIME)


class TextSender(Base):
    """The number a location's texts go from (the receptionist's `agent_updated`): its own once it may text
    (`texting` own), else the shared sender. The latest change wins, whatever order the events arrive in."""

    __tablename__ = "text_senders"

    tenant_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True)
    location_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True)
    number: Mapped[str] = mapped_column(Text)  # E.164; empty while the location has none
    texting: Mapped[str] = mapped_column(Text)  # own, pending or shared
    changed_at: Mapped[datetime] = mapped_column(TIME)


# ---- the waitlist -----------------------------------------------------------------------------------------

class WaitlistEntry(Base):
    """A client waiting for a time at a location: a service, a member (None: anyone), the days and the window of
    start times (local minutes of the day, both inclusive), and how the client agreed to be texted."""

    __tablename__ = "waitlist_entries"
    __table_args__ = (
        CheckConstraint("consent IN ('call', 'text', 'owner')", name="consent"),
        CheckConstraint("status IN ('waiting', 'offered', 'booked', 'removed')", name="status"),
        CheckConstraint("first_day <= last_day", name="days"),
        CheckConstraint("0 <= earliest_minute AND earliest_minute <= latest_minute AND latest_minute < 1440",
                        name="times"),
        Index("ix_waitlist_entries_queue", "tenant_id", "location_id", "status", "joined_at"),
        Index("ix_waitlist_entries_phone", "tenant_id", "customer_phone"),
    )

    id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True, default=uuid.uuid4)
    tenant_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))
    location_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))
    service_id: Mapped[str] = mapped_column(Text)
    staff_key: Mapped[uuid.UUID | None] = mapped_column(UUID(as_uuid=True))
    first_day: Mapped[date] = mapped_column(Date)
    last_day: Mapped[date] = mapped_column(Date)
    earliest_minute: Mapped[int] = mapped_column(SmallInteger)
    latest_minute: Mapped[int] = mapped_column(SmallInteger)
    customer_name: Mapped[str] = mapped_column(Text)
    customer_phone: Mapped[str] = mapped_column(Text)
    language: Mapped[str | None] = mapped_column(Text)
    consent: Mapped[str] = mapped_column(Text)
    consented_at: Mapped[datetime] = mapped_column(TIME)
    joined_at: Mapped[datetime] = mapped_column(TIME)
    status: Mapped[str] = mapped_column(Text, default="waiting")
    appointment_id: Mapped[uuid.UUID | None] = mapped_column(UUID(as_uuid=True))
    updated_at: Mapped[datetime] = mapped_column(TIME)


class WaitlistOpening(Base):
    """Time freed at a location (a cancellation, a move away, more hours): offered to the waiting entries, one
    at a time, until it is booked or nobody matches. `next_at`: when the job loop looks at it next (an offer's
    expiry, the end of quiet hours)."""

    __tablename__ = "waitlist_openings"
    __table_args__ = (
        UniqueConstraint("tenant_id", "cause_key", name="uq_waitlist_openings_tenant_id"),
        CheckConstraint("cause IN ('cancelled', 'moved', 'hours')", name="cause"),
        Index("ix_waitlist_openings_due", "next_at", postgresql_where=text("closed_at IS NULL")),
    )

    id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True, default=uuid.uuid4)
    tenant_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))
    location_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))
    staff_key: Mapped[uuid.UUID | None] = mapped_column(UUID(as_uuid=True))  # None: any member
    starts_at: Mapped[datetime] = mapped_column(TIME)
    ends_at: Mapped[datetime] = mapped_column(TIME)
    cause: Mapped[str] = mapped_column(Text)
    cause_key: Mapped[str] = mapped_column(Text)  # the change that freed it: recorded once however often seen
    created_at: Mapped[datetime] = mapped_column(TIME)
    next_at: Mapped[datetime] = mapped_column(TIME)
    closed_at: Mapped[datetime | None] = mapped_column(TIME)


class WaitlistOffer(Base):
    """One slot offered to one entry, kept by a hold until `expires_at`; every offer is kept, so an entry is never
    offered the same start of the same member twice."""

    __tablename__ = "waitlist_offers"
    __table_args__ = (
        ForeignKeyConstraint(["entry_id"], ["waitlist_entries.id"], ondelete="CASCADE"),
        ForeignKeyConstraint(["opening_id"], ["waitlist_openings.id"], ondelete="CASCADE"),
        UniqueConstraint("entry_id", "staff_key", "starts_at", name="uq_waitlist_offers_entry_id"),
        CheckConstraint("status IN ('live', 'accepted', 'declined', 'expired', 'withdrawn')", name="status"),
        Index("uq_waitlist_offers_live_opening", "opening_id", unique=True, postgresql_where=text("status = 'live'")),
        Index("uq_waitlist_offers_live_entry", "entry_id", unique=True, postgresql_where=text("status = 'live'")),
    )

    id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True, default=uuid.uuid4)
    tenant_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))
    entry_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))
    opening_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))
    staff_key: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))
    service_id: Mapped[str] = mapped_column(Text)
    starts_at: Mapped[datetime] = mapped_column(TIME)
    hold_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))
    slot_id: Mapped[str] = mapped_column(Text)
    sent_at: Mapped[datetime] = mapped_column(TIME)
    expires_at: Mapped[datetime] = mapped_column(TIME)
    status: Mapped[str] = mapped_column(Text, default="live")
    answered_at: Mapped[datetime | None] = mapped_column(TIME)


class WaitlistSettings(Base):
    """A location's own waitlist settings (no row: the defaults, 15 minutes to answer, quiet 20:00 to 09:00)."""

    __tablename__ = "waitlist_settings"

    tenant_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True)
    location_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True), primary_key=True)
    hold_minutes: Mapped[int] = mapped_column(SmallInteger)
    quiet_start_minute: Mapped[int] = mapped_column(SmallInteger)
    quiet_end_minute: Mapped[int] = mapped_column(SmallInteger)
