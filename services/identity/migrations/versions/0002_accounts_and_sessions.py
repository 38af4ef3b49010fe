"""Users, verification codes, sessions, login failures and the tenant read model.

Revision ID: 0002
Revises: 0001
"""

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import UUID

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None

TIME = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "users",
        sa.Column("id", UUID(as_uuid=False), primary_key=True),
        sa.Column("email", sa.Text, nullable=False, unique=True),
        sa.Column("full_name", sa.Text, nullable=False),
        sa.Column("password_hash", sa.Text, nullable=False),
        sa.Column("verified_at", TIME),
        sa.Column("tenant_id", UUID(as_uuid=False)),
        sa.Column("created_at", TIME, nullable=False, server_default=sa.func.now()),
    )
    op.create_table(
        "verification_codes",
        sa.Column("id", UUID(as_uuid=False), primary_key=True),
        sa.Column("user_id", UUID(as_uuid=False), sa.ForeignKey("users.id", ondelete="CASCADE"), nullable=False),
        sa.Column("purpose", sa.Text, nullable=False),
        sa.Column("code_hash", sa.Text, nullable=False),
        sa.Column("attempts", sa.Integer, nullable=False, server_default="0"),
        sa.Column("expires_at", TIME, nullable=False),
        sa.Column("created_at", TIME, nullable=False, server_default=sa.func.now()),
    )
    op.create_index("ix_verification_codes_user_purpose", "verification_codes", ["user_id", "purpose"])
    op.create_table(
        "code_requests",
        sa.Column("email", sa.Text, primary_key=True),
        sa.Column("purpose", sa.Text, primary_key=True),
        sa.Column("requested_at", TIME, nullable=False),
    )
    op.create_table(
        "sessions",
        sa.Column("id", UUID(as_uuid=False), primary_key=True),
        sa.Column("token_hash", sa.Text, nullable=False, unique=True),
        sa.Column("user_id", UUID(as_uuid=False), sa.ForeignKey("users.id", ondelete="CASCADE"), nullable=False),
        sa.Column("created_at", TIME, nullable=False),
        sa.Column("last_seen_at", TIME, nullable=False),
        sa.Column("expires_at", TIME, nullable=False),
        sa.Column("revoked_at", TIME),
    )
    op.create_index("ix_sessions_user_id", "sessions", ["user_id"])
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
        "tenant_view",
        sa.Column("tenant_id", UUID(as_uuid=False), primary_key=True),
        sa.Column("name", sa.Text),
        sa.Column("onboarding_complete", sa.Boolean, nullable=False, server_default=sa.false()),
    )


def downgrade() -> None:
    for table in ("tenant_view", "login_failures", "sessions", "code_requests", "verification_codes", "users"):
        op.drop_table(table)
