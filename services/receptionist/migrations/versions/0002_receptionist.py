"""The salon's read models, the setup wizard, the agent and its provisioning saga, calls, function calls,
call-backs and applied call webhooks.

Revision ID: 0002
Revises: 0001
"""

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import ARRAY, JSONB, UUID

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None

TIME = sa.DateTime(timezone=True)
KEY = UUID(as_uuid=True)
SETUP_STATUSES = ("not_started", "calcom_auth", "event_types", "business_info", "staff", "services", "review",
                  "provisioning", "ready")
AGENT_STATUSES = ("not_provisioned", "provisioning", "webhooks_pending", "active", "failed")


def _now() -> sa.sql.functions.now:
    return sa.func.now()


def upgrade() -> None:
    op.create_table(
        "salons",
        sa.Column("tenant_id", KEY, primary_key=True),
        sa.Column("name", sa.Text, nullable=False, server_default=""),
        sa.Column("owner_email", sa.Text, nullable=False, server_default=""),
        sa.Column("timezone", sa.Text, nullable=False, server_default="America/New_York"),
        sa.Column("address", sa.Text, nullable=False, server_default=""),
        sa.Column("owner_phone", sa.Text, nullable=False, server_default=""),
        sa.Column("front_desk_phone", sa.Text, nullable=False, server_default=""),
        sa.Column("hours_start", sa.Text, nullable=False, server_default="09:00"),
        sa.Column("hours_end", sa.Text, nullable=False, server_default="18:00"),
        sa.Column("updated_at", TIME, nullable=False, server_default=_now()),
    )
    op.create_table(
        "salon_services",
        sa.Column("tenant_id", KEY, primary_key=True),
        sa.Column("service_id", sa.Text, primary_key=True),
        sa.Column("position", sa.SmallInteger, nullable=False, server_default="0"),
        sa.Column("name", sa.Text, nullable=False),
        sa.Column("duration_min", sa.SmallInteger, nullable=False),
        sa.Column("buffer_min", sa.SmallInteger, nullable=False, server_default="0"),
        sa.Column("processing_min", sa.SmallInteger, nullable=False, server_default="0"),
        sa.Column("price_cents", sa.BigInteger, nullable=False, server_default="0"),
        sa.Column("staff_ids", ARRAY(sa.Text), nullable=False, server_default="{}"),
        sa.Column("all_staff", sa.Boolean, nullable=False, server_default=sa.true()),
    )
    op.create_table(
        "salon_staff",
        sa.Column("staff_key", KEY, primary_key=True),
        sa.Column("tenant_id", KEY, nullable=False),
        sa.Column("staff_id", sa.Text, nullable=False),
        sa.Column("name", sa.Text, nullable=False),
        sa.Column("email", sa.Text, nullable=False, server_default=""),
        sa.Column("title", sa.Text, nullable=False, server_default=""),
        sa.Column("calendar_id", sa.Text, nullable=False, server_default=""),
        sa.Column("calendar_pending", sa.Boolean, nullable=False, server_default=sa.false()),
        sa.Column("added_at", TIME, nullable=False, server_default=_now()),
    )
    op.create_index("ix_salon_staff_tenant", "salon_staff", ["tenant_id", "staff_id"])
    op.create_table(
        "setups",
        sa.Column("tenant_id", KEY, primary_key=True),
        sa.Column("status", sa.Text, nullable=False, server_default="not_started"),
        sa.Column("default_event_type_id", sa.Text),
        sa.Column("service_event_type_mappings", JSONB, nullable=False, server_default="[]"),
        sa.Column("location", sa.Text, nullable=False, server_default=""),
        sa.Column("city", sa.Text, nullable=False, server_default=""),
        sa.Column("state", sa.Text, nullable=False, server_default=""),
        sa.Column("zip_code", sa.Text, nullable=False, server_default=""),
        sa.Column("area_code", sa.Text, nullable=False, server_default=""),
        sa.Column("ai_name", sa.Text, nullable=False, server_default="Brian"),
        sa.Column("voice_id", sa.Text, nullable=False, server_default="male"),
        sa.Column("additional_languages", ARRAY(sa.Text), nullable=False, server_default="{}"),
        sa.Column("operating_hours", JSONB, nullable=False, server_default="{}"),
        sa.Column("updated_at", TIME, nullable=False, server_default=_now()),
        sa.CheckConstraint(f"status IN {SETUP_STATUSES}", name="ck_setups_status"),
    )
    op.create_table(
        "agents",
        sa.Column("tenant_id", KEY, primary_key=True),
        sa.Column("provider", sa.Text, nullable=False),
        sa.Column("status", sa.Text, nullable=False, server_default="not_provisioned"),
        sa.Column("requested_by", sa.Text, nullable=False, server_default="owner"),
        sa.Column("step", sa.Text, nullable=False, server_default="create_llm"),
        sa.Column("llm_id", sa.Text),
        sa.Column("agent_id", sa.Text),
        sa.Column("phone_number", sa.Text),
        sa.Column("phone_number_pretty", sa.Text),
        sa.Column("number_bound", sa.Boolean, nullable=False, server_default=sa.false()),
        sa.Column("voice", sa.Text, nullable=False, server_default="male"),
        sa.Column("prompt_digest", sa.Text),
        sa.Column("webhooks_configured", sa.Boolean, nullable=False, server_default=sa.false()),
        sa.Column("attempts", sa.Integer, nullable=False, server_default="0"),
        sa.Column("error", sa.Text),
        sa.Column("claimed_until", TIME),
        sa.Column("provisioned_at", TIME),
        sa.Column("created_at", TIME, nullable=False, server_default=_now()),
        sa.Column("updated_at", TIME, nullable=False, server_default=_now()),
        sa.CheckConstraint(f"status IN {AGENT_STATUSES}", name="ck_agents_status"),
    )
    op.create_index("uq_agents_agent_id", "agents", ["agent_id"], unique=True,
                    postgresql_where=sa.text("agent_id IS NOT NULL"))
    op.create_index("uq_agents_phone_number", "agents", ["phone_number"], unique=True,
                    postgresql_where=sa.text("phone_number IS NOT NULL"))
    op.create_table(
        "prompt_changes",
        sa.Column("tenant_id", KEY, primary_key=True),
        sa.Column("changed_at", TIME, nullable=False, server_default=_now()),
    )
    op.create_table(
        "calls",
        sa.Column("call_id", sa.Text, primary_key=True),
        sa.Column("tenant_id", KEY, nullable=False),
        sa.Column("agent_id", sa.Text, nullable=False, server_default=""),
        sa.Column("from_number", sa.Text, nullable=False, server_default=""),
        sa.Column("to_number", sa.Text, nullable=False, server_default=""),
        sa.Column("direction", sa.Text, nullable=False, server_default="inbound"),
        sa.Column("call_status", sa.Text, nullable=False, server_default="ongoing"),
        sa.Column("started_at", TIME),
        sa.Column("ended_at", TIME),
        sa.Column("duration_seconds", sa.Integer, nullable=False, server_default="0"),
        sa.Column("disconnection_reason", sa.Text, nullable=False, server_default=""),
        sa.Column("transcript", sa.Text, nullable=False, server_default=""),
        sa.Column("recording_url", sa.Text, nullable=False, server_default=""),
        sa.Column("summary", sa.Text, nullable=False, server_default=""),
        sa.Column("sentiment", sa.Text, nullable=False, server_default=""),
        sa.Column("outcome", sa.Text),
        sa.Column("notes", sa.Text, nullable=False, server_default=""),
        sa.Column("appointment_id", sa.Text),
        sa.Column("analyzed", sa.Boolean, nullable=False, server_default=sa.false()),
        sa.Column("created_at", TIME, nullable=False, server_default=_now()),
        sa.Column("updated_at", TIME, nullable=False, server_default=_now()),
        sa.CheckConstraint("outcome IS NULL OR outcome IN ('booked', 'missed', 'inquiry', 'cancelled')",
                           name="ck_calls_outcome"),
    )
    op.create_index("ix_calls_tenant_started_at", "calls", ["tenant_id", "started_at"])
    op.create_table(
        "function_calls",
        sa.Column("call_id", sa.Text, primary_key=True),
        sa.Column("name", sa.Text, primary_key=True),
        sa.Column("args_digest", sa.Text, primary_key=True),
        sa.Column("tenant_id", KEY, nullable=False),
        sa.Column("args", JSONB, nullable=False, server_default="{}"),
        sa.Column("answer", JSONB, nullable=False, server_default="{}"),
        sa.Column("ok", sa.Boolean, nullable=False, server_default=sa.false()),
        sa.Column("created_at", TIME, nullable=False, server_default=_now()),
    )
    op.create_index("ix_function_calls_tenant_call", "function_calls", ["tenant_id", "call_id"])
    op.create_table(
        "callbacks",
        sa.Column("id", KEY, primary_key=True),
        sa.Column("tenant_id", KEY, nullable=False),
        sa.Column("call_id", sa.Text),
        sa.Column("name", sa.Text, nullable=False),
        sa.Column("phone", sa.Text, nullable=False),
        sa.Column("reason", sa.Text, nullable=False),
        sa.Column("urgency", sa.Text, nullable=False, server_default="normal"),
        sa.Column("best_time", sa.Text, nullable=False, server_default=""),
        sa.Column("done", sa.Boolean, nullable=False, server_default=sa.false()),
        sa.Column("done_at", TIME),
        sa.Column("created_at", TIME, nullable=False, server_default=_now()),
        sa.CheckConstraint("urgency IN ('low', 'normal', 'urgent')", name="ck_callbacks_urgency"),
    )
    op.create_index("ix_callbacks_tenant_created_at", "callbacks", ["tenant_id", "created_at"])
    op.create_table(
        "webhook_deliveries",
        sa.Column("call_id", sa.Text, primary_key=True),
        sa.Column("event", sa.Text, primary_key=True),
        sa.Column("received_at", TIME, nullable=False, server_default=_now()),
    )


def downgrade() -> None:
    for table in ("webhook_deliveries", "callbacks", "function_calls", "calls", "prompt_changes", "agents", "setups",
                  "salon_staff", "salon_services", "salons"):
        op.drop_table(table)
