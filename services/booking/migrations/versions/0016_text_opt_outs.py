"""The client numbers that opted out of a location's texts (the receptionist's `text_opted_out` and
`text_opted_in`), so no text goes to them from that location.

Revision ID: 0016
Revises: 0015
"""

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import UUID

revision = "0016"
down_revision = "0015"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "text_opt_outs",
        sa.Column("tenant_id", UUID(as_uuid=True), nullable=False),
        sa.Column("location_id", UUID(as_uuid=True), nullable=False),
        sa.Column("phone", sa.Text(), nullable=False),
        sa.Column("opted_out", sa.Boolean(), nullable=False),
        sa.Column("changed_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("tenant_id", "location_id", "phone", name=op.f("pk_text_opt_outs")),
    )


def downgrade() -> None:
    op.drop_table("text_opt_outs")
