"""The outbox and processed-events tables of the bus.

Revision ID: 0001
Revises:
"""

from ringbook_common.migrations import create_bus_tables, drop_bus_tables

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    create_bus_tables()


def downgrade() -> None:
    drop_bus_tables()
