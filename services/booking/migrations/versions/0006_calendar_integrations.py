"""Calendar integrations: provider connections (tokens encrypted), OAuth sign-ins in flight, private iCalendar
feeds, outside busy time, applied webhook deliveries, the tenant's booking-calendar choice, and the external ids
an appointment is mirrored under.

Revision ID: 0006
Revises: 0005
"""

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import TSTZRANGE, UUID

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None

TIME = sa.DateTime(timezone=True)
KEY = UUID(as_uuid=True)


def _staff_reference() -> sa.ForeignKeyConstraint:
    return sa.ForeignKeyConstraint(["tenant_id", "staff_key"], ["staff.tenant_id", "staff.id"], ondelete="CASCADE")


def upgrade() -> None:
    op.add_column("tenant_profiles", sa.Column("booking_calendar", sa.Text, nullable=False,
                                               server_default="builtin"))
    op.add_column("appointments", sa.Column("calcom_uid", sa.Text))
    op.add_column("appointments", sa.Column("google_event_id", sa.Text))
    op.create_index("uq_appointments_calcom_uid", "appointments", ["tenant_id", "calcom_uid"], unique=True,
                    postgresql_where=sa.text("calcom_uid IS NOT NULL"))
    op.create_table(
        "calendar_connections",
        sa.Column("tenant_id", KEY, primary_key=True),
        sa.Column("provider", sa.Text, primary_key=True),
        sa.Column("auth_kind", sa.Text, nullable=False),
        sa.Column("access_token", sa.Text, nullable=False),
        sa.Column("refresh_token", sa.Text),
        sa.Column("expires_at", TIME),
        sa.Column("scope", sa.Text, nullable=False, server_default=""),
        sa.Column("account", sa.Text, nullable=False, server_default=""),
        sa.Column("default_event_type_id", sa.BigInteger),
        sa.Column("webhook_id", sa.Text),
        sa.Column("webhook_secret", sa.Text),
        sa.Column("status", sa.Text, nullable=False, server_default="connected"),
        sa.Column("last_error", sa.Text),
        sa.Column("connected_at", TIME, nullable=False, server_default=sa.func.now()),
        sa.Column("updated_at", TIME, nullable=False, server_default=sa.func.now()),
        sa.CheckConstraint("auth_kind IN ('oauth', 'api_key')", name="ck_calendar_connections_auth_kind"),
    )
    op.create_table(
        "oauth_states",
        sa.Column("state_hash", sa.Text, primary_key=True),
        sa.Column("provider", sa.Text, nullable=False),
        sa.Column("tenant_id", KEY, nullable=False),
        sa.Column("user_id", sa.Text, nullable=False),
        sa.Column("session_id", sa.Text),
        sa.Column("code_verifier", sa.Text, nullable=False),
        sa.Column("expires_at", TIME, nullable=False),
    )
    op.create_table(
        "calendar_feeds",
        sa.Column("token_hash", sa.Text, primary_key=True),
        sa.Column("tenant_id", KEY, nullable=False),
        sa.Column("staff_key", KEY, nullable=False),
        sa.Column("created_at", TIME, nullable=False, server_default=sa.func.now()),
        sa.Column("revoked_at", TIME),
        _staff_reference(),
    )
    op.create_index("ix_calendar_feeds_staff", "calendar_feeds", ["tenant_id", "staff_key"])
    op.create_table(
        "external_busy",
        sa.Column("id", sa.BigInteger, sa.Identity(), primary_key=True),
        sa.Column("tenant_id", KEY, nullable=False),
        sa.Column("staff_key", KEY, nullable=False),
        sa.Column("source", sa.Text, nullable=False),
        sa.Column("during", TSTZRANGE, nullable=False),
        sa.Column("synced_at", TIME, nullable=False, server_default=sa.func.now()),
        _staff_reference(),
    )
    op.create_index("ix_external_busy_staff", "external_busy", ["tenant_id", "staff_key"])
    op.create_table(
        "provider_deliveries",
        sa.Column("provider", sa.Text, primary_key=True),
        sa.Column("delivery_key", sa.Text, primary_key=True),
        sa.Column("received_at", TIME, nullable=False, server_default=sa.func.now()),
    )
    # Availability reads both: a change must retire the answers replicas keep (migration 0004).
    for table in ("calendar_connections", "external_busy"):
        op.execute(f"""
            CREATE CONSTRAINT TRIGGER {table}_bumps_availability AFTER INSERT OR UPDATE OR DELETE ON {table}
            DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_availability_version()""")


def downgrade() -> None:
    for table in ("provider_deliveries", "external_busy", "calendar_feeds", "oauth_states", "calendar_connections"):
        op.drop_table(table)
    op.drop_index("uq_appointments_calcom_uid", "appointments")
    op.drop_column("appointments", "google_event_id")
    op.drop_column("appointments", "calcom_uid")
    op.drop_column("tenant_profiles", "booking_calendar")
