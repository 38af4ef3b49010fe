"""Since when each location's receptionist is in its status (webhooks pending for a day is an alert at any
location), the first locations' from their tenant's row.

Revision ID: 0009
Revises: 0008
"""

import sqlalchemy as sa
from alembic import op

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("location_profiles", sa.Column("agent_status_since", sa.DateTime(timezone=True)))
    op.execute("UPDATE location_profiles SET agent_status_since = tenant_profiles.agent_status_since "
               "FROM tenant_profiles WHERE tenant_profiles.tenant_id = location_profiles.location_id")
    op.create_index("ix_location_profiles_agent_status", "location_profiles", ["agent_status", "agent_status_since"])


def downgrade() -> None:
    op.drop_index("ix_location_profiles_agent_status", "location_profiles")
    op.drop_column("location_profiles", "agent_status_since")
