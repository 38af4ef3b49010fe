"""The receptionist's copy of each tenant's settings is named as every service names it: tenant_profiles.

Revision ID: 0014
Revises: 0013
"""

from ringbook_common.migrations import rename_table

revision = "0014"
down_revision = "0013"
branch_labels = None
depends_on = None


def upgrade() -> None:
    rename_table("salons", "tenant_profiles")


def downgrade() -> None:
    rename_table("tenant_profiles", "salons")
