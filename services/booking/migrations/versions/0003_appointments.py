"""Appointments (with their busy blocks and holds), reminder jobs, and the read models availability and the
dashboard need: tenant profiles, the service catalogue and the receptionist's calls.

Revision ID: 0003
Revises: 0002
"""

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import ARRAY, TSTZRANGE, UUID, ExcludeConstraint

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None

TIME = sa.DateTime(timezone=True)
KEY = UUID(as_uuid=True)


def _staff_reference() -> sa.ForeignKeyConstraint:
    return sa.ForeignKeyConstraint(["tenant_id", "staff_key"], ["staff.tenant_id", "staff.id"], ondelete="CASCADE")


def _appointment_reference() -> sa.ForeignKeyConstraint:
    return sa.ForeignKeyConstraint(["tenant_id", "appointment_id"], ["appointments.tenant_id", "appointments.id"],
                                   ondelete="CASCADE")


def upgrade() -> None:
    op.create_table(
        "tenant_profiles",
        sa.Column("tenant_id", KEY, primary_key=True),
        sa.Column("name", sa.Text, nullable=False, server_default=""),
        sa.Column("timezone", sa.Text, nullable=False, server_default="America/New_York"),
        sa.Column("hours_start_minute", sa.SmallInteger, nullable=False, server_default="540"),
        sa.Column("hours_end_minute", sa.SmallInteger, nullable=False, server_default="1080"),
        sa.Column("reminders_enabled", sa.Boolean, nullable=False, server_default=sa.true()),
        sa.Column("reminder_hours_before", sa.SmallInteger, nullable=False, server_default="24"),
        sa.Column("updated_at", TIME, nullable=False, server_default=sa.func.now()),
    )
    op.create_table(
        "catalogue_services",
        sa.Column("tenant_id", KEY, primary_key=True),
        sa.Column("service_id", sa.Text, primary_key=True),
        sa.Column("position", sa.SmallInteger, nullable=False, server_default="0"),
        sa.Column("name", sa.Text, nullable=False),
        sa.Column("duration_min", sa.SmallInteger, nullable=False),
        sa.Column("buffer_min", sa.SmallInteger, nullable=False, server_default="0"),
        sa.Column("processing_min", sa.SmallInteger, nullable=False, server_default="0"),
        sa.Column("price_cents", sa.BigInteger, nullable=False, server_default="0"),
        sa.Column("staff_ids", ARRAY(sa.Text), nullable=False, server_default="{}"),
        sa.Column("all_staff", sa.Boolean, nullable=False, server_default=sa.true()),
    )
    op.create_table(
        "appointments",
        sa.Column("id", KEY, primary_key=True),
        sa.Column("tenant_id", KEY, nullable=False),
        sa.Column("staff_key", KEY, nullable=False),
        sa.Column("service_id", sa.Text, nullable=False),
        sa.Column("service_name", sa.Text, nullable=False),
        sa.Column("duration_min", sa.SmallInteger, nullable=False),
        sa.Column("buffer_min", sa.SmallInteger, nullable=False),
        sa.Column("processing_min", sa.SmallInteger, nullable=False),
        sa.Column("price_cents", sa.BigInteger, nullable=False),
        sa.Column("starts_at", TIME, nullable=False),
        sa.Column("ends_at", TIME, nullable=False),
        sa.Column("customer_name", sa.Text, nullable=False),
        sa.Column("customer_phone", sa.Text, nullable=False),
        sa.Column("customer_email", sa.Text),
        sa.Column("notes", sa.Text),
        sa.Column("source", sa.Text, nullable=False),
        sa.Column("status", sa.Text, nullable=False, server_default="scheduled"),
        sa.Column("idempotency_key", sa.Text),
        sa.Column("call_id", sa.Text),
        sa.Column("cancel_reason", sa.Text),
        sa.Column("created_at", TIME, nullable=False, server_default=sa.func.now()),
        sa.Column("updated_at", TIME, nullable=False, server_default=sa.func.now()),
        _staff_reference(),
        sa.UniqueConstraint("tenant_id", "id", name="uq_appointments_tenant_id_id"),
        sa.CheckConstraint("status IN ('scheduled', 'completed', 'cancelled', 'no-show')", name="status"),
        sa.CheckConstraint("source IN ('ai_receptionist', 'owner', 'calendar_sync')", name="source"),
    )
    op.create_index("uq_appointments_idempotency", "appointments", ["tenant_id", "idempotency_key"], unique=True,
                    postgresql_where=sa.text("idempotency_key IS NOT NULL"))
    op.create_index("ix_appointments_tenant_starts_at", "appointments", ["tenant_id", "starts_at"])
    op.create_index("ix_appointments_tenant_phone", "appointments", ["tenant_id", "customer_phone", "starts_at"])
    op.create_index("ix_appointments_tenant_created_at", "appointments", ["tenant_id", "created_at"])
    op.create_table(
        "appointment_blocks",
        sa.Column("id", sa.BigInteger, sa.Identity(), primary_key=True),
        sa.Column("tenant_id", KEY, nullable=False),
        sa.Column("staff_key", KEY, nullable=False),
        sa.Column("appointment_id", KEY),
        sa.Column("hold_id", KEY),
        sa.Column("during", TSTZRANGE, nullable=False),
        sa.Column("expires_at", TIME),
        _staff_reference(),
        _appointment_reference(),
        sa.CheckConstraint("(appointment_id IS NULL) <> (hold_id IS NULL)", name="owner"),
        sa.CheckConstraint("(hold_id IS NULL) = (expires_at IS NULL)", name="hold_expiry"),
        # The database's guarantee: one staff member is never in two places (appointments and live holds).
        ExcludeConstraint(("tenant_id", "="), ("staff_key", "="), ("during", "&&"),
                          name="appointment_blocks_no_overlap", using="gist"),
    )
    op.create_index("ix_appointment_blocks_hold", "appointment_blocks", ["hold_id"],
                    postgresql_where=sa.text("hold_id IS NOT NULL"))
    op.create_index("ix_appointment_blocks_appointment", "appointment_blocks", ["appointment_id"])
    op.create_table(
        "reminder_jobs",
        sa.Column("id", sa.BigInteger, sa.Identity(), primary_key=True),
        sa.Column("tenant_id", KEY, nullable=False),
        sa.Column("appointment_id", KEY, nullable=False),
        sa.Column("kind", sa.Text, nullable=False),
        sa.Column("send_at", TIME, nullable=False),
        sa.Column("attempts", sa.SmallInteger, nullable=False, server_default="0"),
        sa.Column("sent_at", TIME),
        sa.Column("cancelled_at", TIME),
        sa.Column("skipped_at", TIME),
        sa.Column("created_at", TIME, nullable=False, server_default=sa.func.now()),
        _appointment_reference(),
        sa.CheckConstraint("kind IN ('confirmation', 'reminder')", name="kind"),
    )
    op.create_index("ix_reminder_jobs_due", "reminder_jobs", ["send_at"],
                    postgresql_where=sa.text("sent_at IS NULL AND cancelled_at IS NULL AND skipped_at IS NULL"))
    op.create_index("ix_reminder_jobs_appointment", "reminder_jobs", ["appointment_id"])
    op.create_table(
        "calls",
        sa.Column("tenant_id", KEY, primary_key=True),
        sa.Column("call_id", sa.Text, primary_key=True),
        sa.Column("from_number", sa.Text, nullable=False, server_default=""),
        sa.Column("started_at", TIME, nullable=False),
        sa.Column("duration_seconds", sa.BigInteger, nullable=False, server_default="0"),
        sa.Column("outcome", sa.Text, nullable=False),
        sa.Column("after_hours", sa.Boolean, nullable=False, server_default=sa.false()),
        sa.Column("appointment_id", KEY),
    )
    op.create_index("ix_calls_tenant_started_at", "calls", ["tenant_id", "started_at"])


def downgrade() -> None:
    for table in ("calls", "reminder_jobs", "appointment_blocks", "appointments", "catalogue_services",
                  "tenant_profiles"):
        op.drop_table(table)
