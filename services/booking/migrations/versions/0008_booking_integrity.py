"""The booking window becomes a salon setting; an Idempotency-Key remembers the request it was first used for;
a reassigned client is told who now takes their appointment; and no booking, hold or move can land on a removed
staff member, whatever the timing.

Revision ID: 0008
Revises: 0007
"""

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None

KINDS = "'confirmation', 'reminder', 'moved', 'cancellation'"


def upgrade() -> None:
    op.add_column("tenant_profiles", sa.Column("booking_window_days", sa.SmallInteger(), nullable=False,
                                               server_default="90"))
    op.create_check_constraint("booking_window", "tenant_profiles", "booking_window_days BETWEEN 1 AND 730")
    op.add_column("appointments", sa.Column("idempotency_fingerprint", sa.Text(), nullable=True))
    op.drop_constraint(op.f("ck_reminder_jobs_kind"), "reminder_jobs", type_="check")
    op.create_check_constraint("kind", "reminder_jobs", f"kind IN ({KINDS}, 'reassigned')")
    # A removal locks the staff row FOR UPDATE before it lists the member's upcoming appointments. Every write
    # that puts time on a member's calendar takes the same row FOR KEY SHARE here: it either commits first (and
    # the removal then sees it) or waits for the removal and, reading the row again, is refused. A check in the
    # code alone would race.
    op.execute("""
        CREATE FUNCTION ensure_current_staff() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            PERFORM 1 FROM staff
             WHERE tenant_id = NEW.tenant_id AND id = NEW.staff_key AND removed_at IS NULL
               FOR KEY SHARE;
            IF NOT FOUND THEN
                RAISE EXCEPTION 'staff member % was removed', NEW.staff_key
                      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'current_staff';
            END IF;
            RETURN NEW;
        END $$""")
    op.execute("""
        CREATE TRIGGER appointment_blocks_current_staff BEFORE INSERT ON appointment_blocks
        FOR EACH ROW EXECUTE FUNCTION ensure_current_staff()""")
    op.execute("""
        CREATE TRIGGER appointments_current_staff BEFORE INSERT OR UPDATE OF staff_key ON appointments
        FOR EACH ROW WHEN (NEW.status = 'scheduled') EXECUTE FUNCTION ensure_current_staff()""")


def downgrade() -> None:
    op.execute("DROP TRIGGER appointments_current_staff ON appointments")
    op.execute("DROP TRIGGER appointment_blocks_current_staff ON appointment_blocks")
    op.execute("DROP FUNCTION ensure_current_staff()")
    op.execute("DELETE FROM reminder_jobs WHERE kind = 'reassigned'")
    op.drop_constraint(op.f("ck_reminder_jobs_kind"), "reminder_jobs", type_="check")
    op.create_check_constraint("kind", "reminder_jobs", f"kind IN ({KINDS})")
    op.drop_column("appointments", "idempotency_fingerprint")
    op.drop_constraint(op.f("ck_tenant_profiles_booking_window"), "tenant_profiles", type_="check")
    op.drop_column("tenant_profiles", "booking_window_days")
