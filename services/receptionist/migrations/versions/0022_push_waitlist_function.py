"""Every agent learns its seventh function, join_waitlist: a prompt change is recorded for each, so the
provisioning worker pushes the tools again (it pushes only what changed: the digest tells).

Revision ID: 0022
Revises: 0021
"""

from alembic import op

revision = "0022"
down_revision = "0021"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.execute("INSERT INTO prompt_changes (location_id, tenant_id) SELECT location_id, tenant_id FROM agents "
               "WHERE llm_id IS NOT NULL "
               "ON CONFLICT (location_id) DO UPDATE SET version = prompt_changes.version + 1")


def downgrade() -> None:
    """Nothing to undo: a recorded change only asks for a push of what the agent is told."""
