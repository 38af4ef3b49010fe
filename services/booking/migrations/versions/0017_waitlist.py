"""The waitlist: people waiting for a time at a location, the times freed for them (openings) and every offer
made, and the salon's waitlist settings. A booking made from an offer has the source `waitlist`.

At most one live offer per opening and per entry (partial unique indexes); an entry is never offered the same
start of the same member twice (a unique key over every offer, whatever became of it).

Revision ID: 0017
Revises: 0016
"""

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import UUID

revision = "0017"
down_revision = "0016"
branch_labels = None
depends_on = None

TIME = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "waitlist_entries",
        sa.Column("id", UUID(as_uuid=True), nullable=False),
        sa.Column("tenant_id", UUID(as_uuid=True), nullable=False),
        sa.Column("location_id", UUID(as_uuid=True), nullable=False),
        sa.Column("service_id", sa.Text(), nullable=False),
        sa.Column("staff_key", UUID(as_uuid=True)),
        sa.Column("first_day", sa.Date(), nullable=False),
        sa.Column("last_day", sa.Date(), nullable=False),
        sa.Column("earliest_minute", sa.SmallInteger(), nullable=False),
        sa.Column("latest_minute", sa.SmallInteger(), nullable=False),
        sa.Column("customer_name", sa.Text(), nullable=False),
        sa.Column("customer_phone", sa.Text(), nullable=False),
        sa.Column("language", sa.Text()),
        sa.Column("consent", sa.Text(), nullable=False),
        sa.Column("consented_at", TIME, nullable=False),
        sa.Column("joined_at", TIME, nullable=False),
        sa.Column("status", sa.Text(), nullable=False),
        sa.Column("appointment_id", UUID(as_uuid=True)),
        sa.Column("updated_at", TIME, nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_waitlist_entries")),
        sa.CheckConstraint("consent IN ('call', 'text', 'owner')", name=op.f("ck_waitlist_entries_consent")),
        sa.CheckConstraint("status IN ('waiting', 'offered', 'booked', 'removed')",
                           name=op.f("ck_waitlist_entries_status")),
        sa.CheckConstraint("first_day <= last_day", name=op.f("ck_waitlist_entries_days")),
        sa.CheckConstraint("0 <= earliest_minute AND earliest_minute <= latest_minute AND latest_minute < 1440",
                           name=op.f("ck_waitlist_entries_times")),
    )
    op.create_index("ix_waitlist_entries_queue", "waitlist_entries",
                    ["tenant_id", "location_id", "status", "joined_at"])
    op.create_index("ix_waitlist_entries_phone", "waitlist_entries", ["tenant_id", "customer_phone"])

    op.create_table(
        "waitlist_openings",
        sa.Column("id", UUID(as_uuid=True), nullable=False),
        sa.Column("tenant_id", UUID(as_uuid=True), nullable=False),
        sa.Column("location_id", UUID(as_uuid=True), nullable=False),
        sa.Column("staff_key", UUID(as_uuid=True)),
        sa.Column("starts_at", TIME, nullable=False),
        sa.Column("ends_at", TIME, nullable=False),
        sa.Column("cause", sa.Text(), nullable=False),
        sa.Column("cause_key", sa.Text(), nullable=False),
        sa.Column("created_at", TIME, nullable=False),
        sa.Column("next_at", TIME, nullable=False),
        sa.Column("closed_at", TIME),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_waitlist_openings")),
        sa.UniqueConstraint("tenant_id", "cause_key", name=op.f("uq_waitlist_openings_tenant_id")),
        sa.CheckConstraint("cause IN ('cancelled', 'moved', 'hours')", name=op.f("ck_waitlist_openings_cause")),
    )
    op.create_index("ix_waitlist_openings_due", "waitlist_openings", ["next_at"],
                    postgresql_where=sa.text("closed_at IS NULL"))

    op.create_table(
        "waitlist_offers",
        sa.Column("id", UUID(as_uuid=True), nullable=False),
        sa.Column("tenant_id", UUID(as_uuid=True), nullable=False),
        sa.Column("entry_id", UUID(as_uuid=True), nullable=False),
        sa.Column("opening_id", UUID(as_uuid=True), nullable=False),
        sa.Column("staff_key", UUID(as_uuid=True), nullable=False),
        sa.Column("service_id", sa.Text(), nullable=False),
        sa.Column("starts_at", TIME, nullable=False),
        sa.Column("hold_id", UUID(as_uuid=True), nullable=False),
        sa.Column("slot_id", sa.Text(), nullable=False),
        sa.Column("sent_at", TIME, nullable=False),
        sa.Column("expires_at", TIME, nullable=False),
        sa.Column("status", sa.Text(), nullable=False),
        sa.Column("answered_at", TIME),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_waitlist_offers")),
        sa.ForeignKeyConstraint(["entry_id"], ["waitlist_entries.id"], name=op.f("fk_waitlist_offers_entry_id"),
                                ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["opening_id"], ["waitlist_openings.id"],
                                name=op.f("fk_waitlist_offers_opening_id"), ondelete="CASCADE"),
        sa.UniqueConstraint("entry_id", "staff_key", "starts_at", name=op.f("uq_waitlist_offers_entry_id")),
        sa.CheckConstraint("status IN ('live', 'accepted', 'declined', 'expired', 'withdrawn')",
                           name=op.f("ck_waitlist_offers_status")),
    )
    op.create_index("uq_waitlist_offers_live_opening", "waitlist_offers", ["opening_id"], unique=True,
                    postgresql_where=sa.text("status = 'live'"))
    op.create_index("uq_waitlist_offers_live_entry", "waitlist_offers", ["entry_id"], unique=True,
                    postgresql_where=sa.text("status = 'live'"))

    op.create_table(
        "waitlist_settings",
        sa.Column("tenant_id", UUID(as_uuid=True), nullable=False),
        sa.Column("location_id", UUID(as_uuid=True), nullable=False),
        sa.Column("hold_minutes", sa.SmallInteger(), nullable=False),
        sa.Column("quiet_start_minute", sa.SmallInteger(), nullable=False),
        sa.Column("quiet_end_minute", sa.SmallInteger(), nullable=False),
        sa.PrimaryKeyConstraint("tenant_id", "location_id", name=op.f("pk_waitlist_settings")),
    )

    op.drop_constraint(op.f("ck_appointments_source"), "appointments", type_="check")
    op.create_check_constraint(op.f("ck_appointments_source"), "appointments",
                               "source IN ('ai_receptionist', 'owner', 'calendar_sync', 'waitlist')")


def downgrade() -> None:
    op.execute("UPDATE appointments SET source = 'ai_receptionist' WHERE source = 'waitlist'")
    op.drop_constraint(op.f("ck_appointments_source"), "appointments", type_="check")
    op.create_check_constraint(op.f("ck_appointments_source"), "appointments",
                               "source IN ('ai_receptionist', 'owner', 'calendar_sync')")
    op.drop_table("waitlist_settings")
    op.drop_table("waitlist_offers")
    op.drop_table("waitlist_openings")
    op.drop_table("waitlist_entries")
