"""Whether each receptionist's number texts (own, pending or shared, from agent events), a business's own and each
location's; empty until the receptionist's next agent event about it (or a rebuild from the streams) says.

Revision ID: 0011
Revises: 0010
"""

import sqlalchemy as sa
from alembic import op

revision = "0011"
down_revision = "0010"
branch_labels = None
depends_on = None

TABLES = ("tenant_profiles", "location_profiles")


def upgrade() -> None:
    for table in TABLES:
        op.add_column(table, sa.Column("texting", sa.Text, nullable=False, server_default=""))


def downgrade() -> None:
    for table in TABLES:
        op.drop_column(table, "texting")
