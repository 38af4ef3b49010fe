"""The operators' copy of each tenant is named as every service names its copy: tenant_profiles.

Revision ID: 0006
Revises: 0005
"""

from ringbook_common.migrations import rename_table

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    rename_table("tenants", "tenant_profiles")


def downgrade() -> None:
    rename_table("tenant_profiles", "tenants")
