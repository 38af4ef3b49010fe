"""Cal.com event types per location: the event type each location's bookings go to, in a table of its own. The
connection's one default event type was the business's only location's: it becomes the first location's row (its
id is the tenant's).

Revision ID: 0014
Revises: 0013
"""

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import UUID

revision = "0014"
down_revision = "0013"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "calcom_event_types",
        sa.Column("tenant_id", UUID(as_uuid=True), nullable=False),
        sa.Column("location_id", UUID(as_uuid=True), nullable=False),
        sa.Column("provider", sa.Text(), nullable=False, server_default="calcom"),
        sa.Column("event_type_id", sa.BigInteger(), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False, server_default=sa.func.now()),
        sa.PrimaryKeyConstraint("tenant_id", "location_id", name=op.f("pk_calcom_event_types")),
        # Its webhooks name the event type: one event type takes one location's bookings.
        sa.UniqueConstraint("tenant_id", "event_type_id", name=op.f("uq_calcom_event_types_tenant_id")),
        sa.CheckConstraint("provider = 'calcom'", name=op.f("ck_calcom_event_types_provider")),
        # Another account's event types mean nothing: disconnecting forgets them with the tokens.
        sa.ForeignKeyConstraint(["tenant_id", "provider"], ["calendar_connections.tenant_id",
                                                            "calendar_connections.provider"],
                                name=op.f("fk_calcom_event_types_tenant_id_calendar_connections"),
                                ondelete="CASCADE"),
    )
    op.execute("""
        INSERT INTO calcom_event_types (tenant_id, location_id, provider, event_type_id, updated_at)
        SELECT tenant_id, tenant_id, provider, default_event_type_id, updated_at FROM calendar_connections
        WHERE provider = 'calcom' AND default_event_type_id IS NOT NULL""")
    op.drop_column("calendar_connections", "default_event_type_id")


def downgrade() -> None:
    op.add_column("calendar_connections", sa.Column("default_event_type_id", sa.BigInteger()))
    # Only the first location's choice has a place to go back to.
    op.execute("""
        UPDATE calendar_connections SET default_event_type_id = chosen.event_type_id FROM calcom_event_types chosen
        WHERE chosen.tenant_id = calendar_connections.tenant_id AND chosen.provider = calendar_connections.provider
          AND chosen.location_id = chosen.tenant_id""")
    op.drop_table("calcom_event_types")
