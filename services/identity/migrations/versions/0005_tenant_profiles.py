"""Identity's copy of each tenant (for whoami) is named as every service names its copy: tenant_profiles.

Revision ID: 0005
Revises: 0004
"""

from ringbook_common.migrations import rename_table

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    rename_table("tenant_view", "tenant_profiles")


def downgrade() -> None:
    rename_table("tenant_profiles", "tenant_view")
