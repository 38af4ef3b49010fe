"""Each salon's choice of what answers its calls: the voice engine (our conversation engine over Retell's
custom-LLM WebSocket, or Retell's hosted LLM reading our prompt) and the understanding our engine reads turns with
(the built-in one, or a configured model).

Revision ID: 0011
Revises: 0010
"""

import sqlalchemy as sa
from alembic import op

revision = "0011"
down_revision = "0010"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("agents", sa.Column("voice_engine", sa.Text(), nullable=False, server_default="ringbook"))
    op.add_column("agents", sa.Column("understanding", sa.Text(), nullable=False, server_default="built_in"))
    # Retell agents created before this choice existed answer with Retell's own LLM: they say so until switched.
    op.execute("UPDATE agents SET voice_engine = 'hosted' WHERE provider = 'retell' AND agent_id IS NOT NULL")
    op.create_check_constraint(op.f("ck_agents_voice_engine"), "agents", "voice_engine IN ('ringbook', 'hosted')")
    op.create_check_constraint(op.f("ck_agents_understanding"), "agents", "understanding IN ('built_in', 'llm')")


def downgrade() -> None:
    op.drop_constraint(op.f("ck_agents_understanding"), "agents", type_="check")
    op.drop_constraint(op.f("ck_agents_voice_engine"), "agents", type_="check")
    op.drop_column("agents", "understanding")
    op.drop_column("agents", "voice_engine")
