"""A call that moved an appointment says so: its outcome may be rescheduled.

Revision ID: 0009
Revises: 0008
"""

from alembic import op

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None

BEFORE = "('booked', 'missed', 'inquiry', 'cancelled', 'transferred', 'message', 'not_booked')"
AFTER = "('booked', 'rescheduled', 'missed', 'inquiry', 'cancelled', 'transferred', 'message', 'not_booked')"


def upgrade() -> None:
    op.drop_constraint(op.f("ck_calls_outcome"), "calls", type_="check")
    op.create_check_constraint(op.f("ck_calls_outcome"), "calls", f"outcome IS NULL OR outcome IN {AFTER}")


def downgrade() -> None:
    op.execute("UPDATE calls SET outcome = 'booked' WHERE outcome = 'rescheduled'")
    op.drop_constraint(op.f("ck_calls_outcome"), "calls", type_="check")
    op.create_check_constraint(op.f("ck_calls_outcome"), "calls", f"outcome IS NULL OR outcome IN {BEFORE}")
