"""A salon's registration for texting from its own numbers (its brand and campaign), and each toll-free number's
own review.

Revision ID: 0024
Revises: 0023
"""

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import JSONB, UUID

revision = "0024"
down_revision = "0023"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "texting_registrations",
        sa.Column("tenant_id", UUID(as_uuid=True), nullable=False),
        sa.Column("details", JSONB(), nullable=False),
        sa.Column("ein", sa.Text(), nullable=False),
        sa.Column("status", sa.Text(), nullable=False),
        sa.Column("stage", sa.Text(), nullable=False),
        sa.Column("reason", sa.Text(), nullable=False, server_default=""),
        sa.Column("customer_profile_sid", sa.Text(), nullable=True),
        sa.Column("trust_product_sid", sa.Text(), nullable=True),
        sa.Column("brand_sid", sa.Text(), nullable=True),
        sa.Column("messaging_service_sid", sa.Text(), nullable=True),
        sa.Column("campaign_sid", sa.Text(), nullable=True),
        sa.Column("submitted_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("approved_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("checked_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False, server_default=sa.func.now()),
        sa.CheckConstraint("status IN ('in_review', 'approved', 'rejected')",
                           name=op.f("ck_texting_registrations_status")),
        sa.CheckConstraint("stage IN ('', 'business', 'brand', 'campaign')",
                           name=op.f("ck_texting_registrations_stage")),
        sa.PrimaryKeyConstraint("tenant_id", name=op.f("pk_texting_registrations")),
    )
    op.add_column("agents", sa.Column("texting_review_sid", sa.Text(), nullable=True))
    op.add_column("agents", sa.Column("texting_review_sent_at", sa.DateTime(timezone=True), nullable=True))
    op.add_column("agents", sa.Column("texting_problem", sa.Text(), nullable=False, server_default=""))


def downgrade() -> None:
    op.drop_column("agents", "texting_problem")
    op.drop_column("agents", "texting_review_sent_at")
    op.drop_column("agents", "texting_review_sid")
    op.drop_table("texting_registrations")
