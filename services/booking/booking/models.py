"""Booking's tables. Every row carries its tenant; children point at their staff member through
(tenant_id, staff_key), so a row can never belong to one tenant's staff member and another tenant.

Two ids name a staff member:
- `staff.staff_id` is the tenant's own short id (the portal's `staffId`, used in URLs), unique among the
  tenant's *current* staff, compared case-insensitively; a new member may take the id of a removed one.
- `staff.id` (called `staff_key` wherever it is referenced) is a UUID that is never reused, so history
  (appointments, events) stays attached to the right person.

Removing a member keeps the staff row (`removed_at`) for history and drops their hours and time off.
Working hours are local wall-clock minutes of the tenant's time zone (availability is computed in that zone);
time off is absolute (timestamptz).
"""

import uuid
from datetime import datetime

from sqlalchemy import (
    BigInteger,
    Boolean,
    CheckConstraint,
    DateTime,
    ForeignKeyConstraint,
    Identity,
    Index,
    SmallInteger,
    Text,
    UniqueConstraint,
    func,
    text,
)
from sqlalchemy.dialects.postgresql import UUID, ExcludeConstraint
from sqlalchemy.orm import Mapped, mapped_column

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
    calendar_provider: Mapped[str] = mapped_column(Text)  # "builtin" (Google arrives with integrations)
    calendar_id: Mapped[str] = mapped_column(Text)
    calendar_pending: Mapped[bool] = mapped_column(Boolean, default=False)
    created_at: Mapped[datetime] = mapped_column(TIME, server_default=func.now())
    updated_at: Mapped[datetime] = mapped_column(TIME, server_default=func.now())
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
        ExcludeConstraint(("staff_key", "="), ("dow", "="), (text("int4range(start_minute, end_minute)"), "&&"),
                          name="working_hours_no_overlap", using="gist"),
        Index("ix_working_hours_tenant_staff", "tenant_id", "staff_key", "dow", "start_minute"),
    )

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    tenant_id: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))
    staff_key: Mapped[uuid.UUID] = mapped_column(UUID(as_uuid=True))
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
    created_at: Mapped[datetime] = mapped_column(TIME, server_default=func.now())
