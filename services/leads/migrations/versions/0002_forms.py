"""Contact messages, newsletter subscribers, lead-form and custom-plan submissions, idempotent requests.

Revision ID: 0002
Revises: 0001
"""

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import ARRAY, JSON, UUID

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None

MONEY = sa.Numeric(14, 2)


def _id() -> sa.Column:
    return sa.Column("id", UUID(as_uuid=True), primary_key=True)


def _created_at() -> sa.Column:
    return sa.Column("created_at", sa.DateTime(timezone=True), nullable=False, server_default=sa.func.now())


def _business_and_contact_columns() -> list[sa.Column]:
    return [
        sa.Column("business_name", sa.Text, nullable=False),
        sa.Column("contact_name", sa.Text, nullable=False),
        sa.Column("email", sa.Text, nullable=False),
        sa.Column("phone", sa.Text, nullable=False),
        sa.Column("business_type", sa.Text, nullable=False),
        sa.Column("website", sa.Text),
    ]


def upgrade() -> None:
    op.create_table(
        "contact_messages",
        _id(),
        sa.Column("name", sa.Text, nullable=False),
        sa.Column("email", sa.Text, nullable=False),
        sa.Column("phone", sa.Text),
        sa.Column("business", sa.Text),
        sa.Column("message", sa.Text, nullable=False),
        _created_at(),
    )
    op.create_index("ix_contact_messages_created_at", "contact_messages", ["created_at"])

    op.create_table(
        "newsletter_subscribers",
        _id(),
        sa.Column("email", sa.Text, nullable=False, unique=True),
        sa.Column("subscribed_at", sa.DateTime(timezone=True), nullable=False, server_default=sa.func.now()),
        sa.Column("unsubscribed_at", sa.DateTime(timezone=True)),
        _created_at(),
        sa.CheckConstraint("email = lower(email)", name="email_lower_case"),
    )

    op.create_table(
        "lead_submissions",
        _id(),
        *_business_and_contact_columns(),
        sa.Column("staff_count", sa.Integer, nullable=False),
        sa.Column("weekly_bookings", sa.Text, nullable=False),
        sa.Column("current_booking_methods", ARRAY(sa.Text), nullable=False),
        sa.Column("biggest_challenges", ARRAY(sa.Text), nullable=False),
        sa.Column("services_offered", sa.Text, nullable=False),
        sa.Column("operating_hours", sa.Text, nullable=False),
        sa.Column("has_calendar_system", sa.Boolean, nullable=False),
        sa.Column("current_calendar", sa.Text),
        sa.Column("preferred_languages", ARRAY(sa.Text), nullable=False),
        sa.Column("voice_style", sa.Text, nullable=False),
        sa.Column("special_requirements", sa.Text),
        sa.Column("timeline", sa.Text, nullable=False),
        sa.Column("budget_range", sa.Text),
        sa.Column("agreed_to_contact", sa.Boolean, nullable=False),
        sa.Column("avg_booking_value", MONEY, nullable=False),
        sa.Column("missed_calls_per_week", sa.Integer, nullable=False),
        sa.Column("estimate", MONEY, nullable=False),
        _created_at(),
        sa.CheckConstraint("staff_count >= 1", name="staff_count_positive"),
        sa.CheckConstraint("agreed_to_contact", name="agreed_to_contact"),
        sa.CheckConstraint("estimate >= 0", name="estimate_not_negative"),
    )
    op.create_index("ix_lead_submissions_created_at", "lead_submissions", ["created_at"])

    money = ("voice_cost", "platform_cost", "sms_cost", "phone_cost", "multi_location_fee", "total_backend_cost",
             "client_price", "annual_price", "annual_savings")
    op.create_table(
        "custom_plan_submissions",
        _id(),
        *_business_and_contact_columns(),
        sa.Column("calls_per_month", sa.Integer, nullable=False),
        sa.Column("avg_call_duration", sa.Integer, nullable=False),
        sa.Column("locations", sa.Integer, nullable=False),
        sa.Column("sms_confirmations", sa.Boolean, nullable=False),
        sa.Column("sms_reminders", sa.Boolean, nullable=False),
        sa.Column("avg_revenue_per_client", MONEY, nullable=False),
        sa.Column("missed_calls_per_day", sa.Integer, nullable=False),
        sa.Column("conversion_rate", sa.Numeric(4, 2), nullable=False),
        sa.Column("business_days_per_month", sa.Integer, nullable=False),
        sa.Column("agree_to_terms", sa.Boolean, nullable=False),
        sa.Column("agree_to_privacy", sa.Boolean, nullable=False),
        sa.Column("receive_updates", sa.Boolean, nullable=False),
        *(sa.Column(name, MONEY, nullable=False) for name in money),
        sa.Column("missed_calls_per_month", sa.Integer, nullable=False),
        sa.Column("lost_bookings", sa.Integer, nullable=False),
        sa.Column("lost_revenue", MONEY, nullable=False),
        sa.Column("captured_bookings", sa.Integer, nullable=False),
        sa.Column("extra_revenue", MONEY, nullable=False),
        sa.Column("net_profit", MONEY, nullable=False),
        sa.Column("roi_percentage", sa.Integer, nullable=False),
        sa.Column("payback_days", sa.Integer, nullable=False),
        sa.Column("annual_impact", MONEY, nullable=False),
        _created_at(),
        sa.CheckConstraint("agree_to_terms AND agree_to_privacy", name="agreed_to_terms_and_privacy"),
    )
    op.create_index("ix_custom_plan_submissions_created_at", "custom_plan_submissions", ["created_at"])

    op.create_table(
        "idempotent_requests",
        sa.Column("route", sa.Text, primary_key=True),
        sa.Column("key", sa.Text, primary_key=True),
        sa.Column("fingerprint", sa.Text, nullable=False),
        sa.Column("status_code", sa.Integer),
        sa.Column("answer", JSON),
        _created_at(),
    )
    op.create_index("ix_idempotent_requests_created_at", "idempotent_requests", ["created_at"])


def downgrade() -> None:
    op.drop_table("idempotent_requests")
    op.drop_table("custom_plan_submissions")
    op.drop_table("lead_submissions")
    op.drop_table("newsletter_subscribers")
    op.drop_table("contact_messages")
