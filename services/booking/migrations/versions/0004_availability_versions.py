"""A version per tenant of everything availability reads, bumped by triggers at commit, so every replica can
keep computed answers and know with one indexed read whether they still hold.

Revision ID: 0004
Revises: 0003
"""

from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None

WATCHED = ("staff", "working_hours", "time_off", "tenant_profiles", "catalogue_services", "appointment_blocks")


def upgrade() -> None:
    op.execute("""
        CREATE TABLE availability_versions (
            tenant_id uuid PRIMARY KEY,
            version bigint NOT NULL
        )""")
    # The version is the id of the last transaction that changed anything: a number only that transaction ever
    # writes, so an unchanged version means nothing was committed since. Deferred to commit: the version row's
    # lock is taken last, after the writer's own exclusion checks, so two bookings never wait on each other
    # through it.
    op.execute("""
        CREATE FUNCTION bump_availability_version() RETURNS trigger LANGUAGE plpgsql AS $$
        DECLARE
            tenant uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.tenant_id ELSE NEW.tenant_id END;
        BEGIN
            INSERT INTO availability_versions (tenant_id, version)
            VALUES (tenant, pg_current_xact_id()::text::bigint)
            ON CONFLICT (tenant_id) DO UPDATE SET version = EXCLUDED.version;
            RETURN NULL;
        END $$""")
    for table in WATCHED:
        op.execute(f"""
            CREATE CONSTRAINT TRIGGER {table}_bumps_availability AFTER INSERT OR UPDATE OR DELETE ON {table}
            DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_availability_version()""")


def downgrade() -> None:
    for table in WATCHED:
        op.execute(f"DROP TRIGGER {table}_bumps_availability ON {table}")
    op.execute("DROP FUNCTION bump_availability_version()")
    op.execute("DROP TABLE availability_versions")
