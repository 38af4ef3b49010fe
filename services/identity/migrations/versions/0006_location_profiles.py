"""Identity's copy of each tenant's locations (for whoami's list), kept from tenants' `location_saved`.

Revision ID: 0006
Revises: 0005
"""

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import UUID

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "location_profiles",
        sa.Column("tenant_id", UUID(as_uuid=False), nullable=False),
        sa.Column("location_id", UUID(as_uuid=False), nullable=False),
        sa.Column("name", sa.Text(), nullable=False),
        sa.Column("position", sa.SmallInteger(), nullable=False),
        sa.PrimaryKeyConstraint("tenant_id", "location_id", name=op.f("pk_location_profiles")),
    )


def downgrade() -> None:
    op.drop_table("location_profiles")
