"""SMS jobs also tell the customer of a moved or a cancelled appointment.

Revision ID: 0007
Revises: 0006
"""

from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.drop_constraint(op.f("ck_reminder_jobs_kind"), "reminder_jobs", type_="check")
    op.create_check_constraint("kind", "reminder_jobs", "kind IN ('confirmation', 'reminder', 'moved', 'cancellation')")


def downgrade() -> None:
    op.execute("DELETE FROM reminder_jobs WHERE kind IN ('moved', 'cancellation')")
    op.drop_constraint(op.f("ck_reminder_jobs_kind"), "reminder_jobs", type_="check")
    op.create_check_constraint("kind", "reminder_jobs", "kind IN ('confirmation', 'reminder')")
