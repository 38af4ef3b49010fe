"""A call's outcome may also be transferred, message or not_booked, and a call knows whether the agent looked for
a time in it: the call log says what happened.

Revision ID: 0007
Revises: 0006
"""

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None

SPEC = "('booked', 'missed', 'inquiry', 'cancelled')"
ALL = "('booked', 'missed', 'inquiry', 'cancelled', 'transferred', 'message', 'not_booked')"


def upgrade() -> None:
    op.add_column("calls", sa.Column("looked_for_times", sa.Boolean, nullable=False, server_default=sa.false()))
    op.drop_constraint("ck_calls_outcome", "calls", type_="check")
    op.create_check_constraint(op.f("ck_calls_outcome"), "calls", f"outcome IS NULL OR outcome IN {ALL}")


def downgrade() -> None:
    op.execute("UPDATE calls SET outcome = 'inquiry' WHERE outcome IN ('transferred', 'message', 'not_booked')")
    op.drop_constraint(op.f("ck_calls_outcome"), "calls", type_="check")
    op.create_check_constraint(op.f("ck_calls_outcome"), "calls", f"outcome IS NULL OR outcome IN {SPEC}")
    op.drop_column("calls", "looked_for_times")
