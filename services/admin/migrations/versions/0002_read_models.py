"""Read models of the platform: tenants (with their agent, phone and setup), bookings, integration checks.

Revision ID: 0002
Revises: 0001
"""

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def _text(name: str, default: str = "") -> sa.Column:
    return sa.Column(name, sa.Text, nullable=False, server_default=default)


def _stamp(name: str, *, nullable: bool = True) -> sa.Column:
    return sa.Column(name, sa.DateTime(timezone=True), nullable=nullable)


def upgrade() -> None:
    # Trigram indexes keep substring search over names, e-mails and phone digits fast at 10,000+ tenants.
    op.execute("CREATE EXTENSION IF NOT EXISTS pg_trgm")
    op.create_table(
        "tenants",
        sa.Column("tenant_id", sa.Text, primary_key=True),
        _text("name"), _text("tenant_name_key"), _text("owner_user_id"), _text("owner_email"), _text("timezone"),
        _text("hours_start"), _text("hours_end"),
        sa.Column("onboarding_complete", sa.Boolean, nullable=False, server_default=sa.false()),
        _stamp("created_at", nullable=False), _stamp("tenant_event_at"),
        sa.Column("services_count", sa.Integer, nullable=False, server_default="0"), _stamp("services_event_at"),
        sa.Column("staff_count", sa.Integer, nullable=False, server_default="0"), _stamp("staff_event_at"),
        _text("agent_status", "not_provisioned"), _stamp("agent_status_since"), _text("agent_id"),
        _text("phone_number"), _text("formatted_phone_number"), _text("phone_digits"), _text("voice"),
        sa.Column("webhooks_configured", sa.Boolean, nullable=False, server_default=sa.false()),
        _text("agent_error"), _stamp("provisioned_at"), _stamp("agent_event_at"),
        _text("receptionist_status", "not_started"), _text("location"), _text("city"), _stamp("setup_updated_at"),
    )
    op.create_index("ix_tenants_created_at", "tenants", ["created_at", "tenant_id"])
    for column in ("name", "owner_email", "phone_digits"):
        op.create_index(f"ix_tenants_{column}_trgm", "tenants", [column], postgresql_using="gin",
                        postgresql_ops={column: "gin_trgm_ops"})
    op.create_index("ix_tenants_agent_status", "tenants", ["agent_status", "agent_status_since"])
    op.create_index("ix_tenants_phone_name", "tenants", ["tenant_name_key"],
                    postgresql_where=sa.text("phone_number <> ''"))
    op.create_index("ix_tenants_agent_name", "tenants", ["tenant_name_key"],
                    postgresql_where=sa.text("agent_status <> 'not_provisioned'"))

    op.create_table(
        "bookings",
        sa.Column("appointment_id", sa.Text, primary_key=True),
        sa.Column("tenant_id", sa.Text, nullable=False),
        _stamp("booked_at", nullable=False),
        sa.Column("cancelled", sa.Boolean, nullable=False, server_default=sa.false()),
    )
    op.create_index("ix_bookings_booked_at", "bookings", ["booked_at"])

    op.create_table(
        "integrations",
        sa.Column("name", sa.Text, primary_key=True),
        sa.Column("configured", sa.Boolean, nullable=False),
        _text("detail"),
        _stamp("last_checked", nullable=False),
    )


def downgrade() -> None:
    op.drop_table("integrations")
    op.drop_table("bookings")
    op.drop_table("tenants")
