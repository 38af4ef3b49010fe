"""Whether a location's number texts (own, pending registration, or shared: calls only), and which location last
texted each client from the shared sender, so the client's reply there reaches it. The local line's numbers text
already.

Revision ID: 0023
Revises: 0022
"""

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import UUID

revision = "0023"
down_revision = "0022"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("agents", sa.Column("texting", sa.Text(), nullable=False, server_default="shared"))
    op.create_check_constraint(op.f("ck_agents_texting"), "agents", "texting IN ('own', 'pending', 'shared')")
    op.add_column("agents", sa.Column("texting_checked_at", sa.DateTime(timezone=True), nullable=True))
    op.execute("UPDATE agents SET texting = 'own' WHERE provider = 'local' AND phone_number IS NOT NULL")
    op.create_table(
        "shared_sender_routes",
        sa.Column("phone", sa.Text(), nullable=False),
        sa.Column("tenant_id", UUID(as_uuid=True), nullable=False),
        sa.Column("location_id", UUID(as_uuid=True), nullable=False),
        sa.Column("texted_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("phone", name=op.f("pk_shared_sender_routes")),
    )


def downgrade() -> None:
    op.drop_table("shared_sender_routes")
    op.drop_column("agents", "texting_checked_at")
    op.drop_constraint(op.f("ck_agents_texting"), "agents", type_="check")
    op.drop_column("agents", "texting")
