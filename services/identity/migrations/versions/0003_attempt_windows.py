"""One counter per key and kind of attempt (mails, wrong codes, wrong passwords) in place of the per-purpose
code requests, the per-code tries and the row-per-failure sign-in log.

Revision ID: 0003
Revises: 0002
"""

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None

TIME = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "attempt_windows",
        sa.Column("kind", sa.Text, primary_key=True),
        sa.Column("key", sa.Text, primary_key=True),
        sa.Column("attempts", sa.Integer, nullable=False),
        sa.Column("opened_at", TIME, nullable=False),
    )
    op.drop_table("code_requests")
    op.drop_table("login_failures")
    op.drop_column("verification_codes", "attempts")


def downgrade() -> None:
    op.add_column("verification_codes",
                  sa.Column("attempts", sa.Integer, nullable=False, server_default="0"))
    op.create_table(
        "login_failures",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("email", sa.Text, nullable=False),
        sa.Column("ip", sa.Text, nullable=False),
        sa.Column("failed_at", TIME, nullable=False),
    )
    op.create_index("ix_login_failures_email", "login_failures", ["email", "failed_at"])
    op.create_index("ix_login_failures_ip", "login_failures", ["ip", "failed_at"])
    op.create_table(
        "code_requests",
        sa.Column("email", sa.Text, primary_key=True),
        sa.Column("purpose", sa.Text, primary_key=True),
        sa.Column("requested_at", TIME, nullable=False),
    )
    op.drop_table("attempt_windows")
