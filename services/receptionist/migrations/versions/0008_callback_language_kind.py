"""A call-back keeps the caller's language and its kind: a call-back, or a caller running late.

Revision ID: 0008
Revises: 0007
"""

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("callbacks", sa.Column("language", sa.Text, nullable=False, server_default=""))
    op.add_column("callbacks", sa.Column("kind", sa.Text, nullable=False, server_default="callback"))
    op.create_check_constraint(op.f("ck_callbacks_kind"), "callbacks", "kind IN ('callback', 'late')")


def downgrade() -> None:
    op.drop_constraint(op.f("ck_callbacks_kind"), "callbacks", type_="check")
    op.drop_column("callbacks", "kind")
    op.drop_column("callbacks", "language")
