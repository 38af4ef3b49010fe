"""The read models' latest snapshot and the stream sequences it reflects, so a rebuild starts from it once the
streams (30 days) no longer hold the events it was built from.

Revision ID: 0010
Revises: 0009
"""

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import JSONB

revision = "0010"
down_revision = "0009"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "read_model_snapshot_positions",
        sa.Column("domain", sa.Text(), primary_key=True),
        sa.Column("stream_sequence", sa.BigInteger(), nullable=False),
        sa.Column("taken_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_table(
        "read_model_snapshot_rows",
        sa.Column("id", sa.BigInteger(), sa.Identity(), primary_key=True),
        sa.Column("model", sa.Text(), nullable=False),
        sa.Column("row", JSONB(), nullable=False),
    )
    op.create_index("ix_read_model_snapshot_rows_model", "read_model_snapshot_rows", ["model"])


def downgrade() -> None:
    op.drop_table("read_model_snapshot_rows")
    op.drop_table("read_model_snapshot_positions")
