"""Staff, their weekly working hours and their time off.

Revision ID: 0002
Revises: 0001
"""

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import UUID, ExcludeConstraint

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None

TIME = sa.DateTime(timezone=True)
KEY = UUID(as_uuid=True)


def _staff_reference() -> sa.ForeignKeyConstraint:
    return sa.ForeignKeyConstraint(["tenant_id", "staff_key"], ["staff.tenant_id", "staff.id"], ondelete="CASCADE")


def upgrade() -> None:
    # Equality on plain columns inside GiST exclusion constraints (working hours now, appointments next).
    op.execute("CREATE EXTENSION IF NOT EXISTS btree_gist")
    op.create_table(
        "staff",
        sa.Column("id", KEY, primary_key=True),
        sa.Column("tenant_id", KEY, nullable=False),
        sa.Column("staff_id", sa.Text, nullable=False),
        sa.Column("name", sa.Text, nullable=False),
        sa.Column("email", sa.Text),
        sa.Column("title", sa.Text),
        sa.Column("calendar_provider", sa.Text, nullable=False),
        sa.Column("calendar_id", sa.Text, nullable=False),
        sa.Column("calendar_pending", sa.Boolean, nullable=False, server_default=sa.false()),
        sa.Column("created_at", TIME, nullable=False, server_default=sa.func.now()),
        sa.Column("updated_at", TIME, nullable=False, server_default=sa.func.now()),
        sa.Column("removed_at", TIME),
        sa.UniqueConstraint("tenant_id", "id", name="uq_staff_tenant_id_id"),
    )
    op.create_index("uq_staff_current_staff_id", "staff", ["tenant_id", sa.text("lower(staff_id)")], unique=True,
                    postgresql_where=sa.text("removed_at IS NULL"))
    op.create_table(
        "working_hours",
        sa.Column("id", sa.BigInteger, sa.Identity(), primary_key=True),
        sa.Column("tenant_id", KEY, nullable=False),
        sa.Column("staff_key", KEY, nullable=False),
        sa.Column("dow", sa.SmallInteger, nullable=False),
        sa.Column("start_minute", sa.SmallInteger, nullable=False),
        sa.Column("end_minute", sa.SmallInteger, nullable=False),
        _staff_reference(),
        sa.CheckConstraint("dow BETWEEN 0 AND 6", name="dow"),
        sa.CheckConstraint("start_minute >= 0 AND start_minute < end_minute AND end_minute <= 1440",
                           name="interval"),
        ExcludeConstraint(("staff_key", "="), ("dow", "="), (sa.text("int4range(start_minute, end_minute)"), "&&"),
                          name="working_hours_no_overlap", using="gist"),
    )
    op.create_index("ix_working_hours_tenant_staff", "working_hours", ["tenant_id", "staff_key", "dow", "start_minute"])
    op.create_table(
        "time_off",
        sa.Column("id", sa.BigInteger, sa.Identity(), primary_key=True),
        sa.Column("tenant_id", KEY, nullable=False),
        sa.Column("staff_key", KEY, nullable=False),
        sa.Column("time_min", TIME, nullable=False),
        sa.Column("time_max", TIME, nullable=False),
        sa.Column("reason", sa.Text),
        sa.Column("created_at", TIME, nullable=False, server_default=sa.func.now()),
        _staff_reference(),
        sa.CheckConstraint("time_min < time_max", name="range"),
    )
    op.create_index("ix_time_off_tenant_staff_time_max", "time_off", ["tenant_id", "staff_key", "time_max"])


def downgrade() -> None:
    for table in ("time_off", "working_hours", "staff"):
        op.drop_table(table)
