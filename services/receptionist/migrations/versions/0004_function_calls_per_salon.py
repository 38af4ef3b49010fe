"""A function's kept answer is keyed by the salon too: the same call id at two salons is two calls.

Revision ID: 0004
Revises: 0003
"""

from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.drop_constraint("pk_function_calls", "function_calls", type_="primary")
    op.create_primary_key("pk_function_calls", "function_calls", ["tenant_id", "call_id", "name", "args_digest"])
    # The new key starts with (tenant_id, call_id): it serves the look-ups this index was for.
    op.drop_index("ix_function_calls_tenant_call", "function_calls")


def downgrade() -> None:
    op.create_index("ix_function_calls_tenant_call", "function_calls", ["tenant_id", "call_id"])
    op.drop_constraint("pk_function_calls", "function_calls", type_="primary")
    op.create_primary_key("pk_function_calls", "function_calls", ["call_id", "name", "args_digest"])
