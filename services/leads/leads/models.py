"""What the public forms leave behind: messages, subscribers, leads, custom plans, and remembered answers.

Money is NUMERIC (exact); counts are integers. Text is stored as the form's validation left it (trimmed).
"""

import uuid
from datetime import datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import ARRAY, Boolean, DateTime, Integer, Numeric, Text, func
from sqlalchemy.dialects.postgresql import JSON, UUID
from sqlalchemy.orm import Mapped, mapped_column

from ringbook_common import clock
from ringbook_common.db import ServiceBase, new_metadata

MONEY = Numeric(14, 2)


class Base(ServiceBase):
    __abstract__ = True
    metadata = new_metadata()


def _id() -> Mapped[uuid.UUID]:
    return mapped_column(UUID(as_uuid=True), primary_key=True, default=uuid.uuid4)


def _created_at(*, indexed: bool = True) -> Mapped[datetime]:
    return mapped_column(DateTime(timezone=True), default=clock.now, server_default=func.now(), index=indexed)


class ContactMessage(Base):
    __tablename__ = "contact_messages"

    id: Mapped[uuid.UUID] = _id()
    name: Mapped[str] = mapped_column(Text)
    email: Mapped[str] = mapped_column(Text)
    phone: Mapped[str | None] = mapped_column(Text)
    business: Mapped[str | None] = mapped_column(Text)
    message: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = _created_at()


class Subscriber(Base):
    """One row per address (lower-cased); unsubscribing keeps the row and sets `unsubscribed_at`."""

    __tablename__ = "newsletter_subscribers"

    id: Mapped[uuid.UUID] = _id()
    email: Mapped[str] = mapped_column(Text, unique=True)
    subscribed_at: Mapped[datetime] = _created_at(indexed=False)
    unsubscribed_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    created_at: Mapped[datetime] = _created_at(indexed=False)


class LeadSubmission(Base):
    """The five-step /get-started form, with the server's monthly recovery estimate."""

    __tablename__ = "lead_submissions"

    id: Mapped[uuid.UUID] = _id()
    business_name: Mapped[str] = mapped_column(Text)
    contact_name: Mapped[str] = mapped_column(Text)
    email: Mapped[str] = mapped_column(Text)
    phone: Mapped[str] = mapped_column(Text)
    business_type: Mapped[str] = mapped_column(Text)
    website: Mapped[str | None] = mapped_column(Text)
    staff_count: Mapped[int] = mapped_column(Integer)
    weekly_bookings: Mapped[str] = mapped_column(Text)
    current_booking_methods: Mapped[list[str]] = mapped_column(ARRAY(Text))
    biggest_challenges: Mapped[list[str]] = mapped_column(ARRAY(Text))
    services_offered: Mapped[str] = mapped_column(Text)
    operating_hours: Mapped[str] = mapped_column(Text)
    has_calendar_system: Mapped[bool] = mapped_column(Boolean)
    current_calendar: Mapped[str | None] = mapped_column(Text)
    preferred_languages: Mapped[list[str]] = mapped_column(ARRAY(Text))
    voice_style: Mapped[str] = mapped_column(Text)
    special_requirements: Mapped[str | None] = mapped_column(Text)
    timeline: Mapped[str] = mapped_column(Text)
    budget_range: Mapped[str | None] = mapped_column(Text)
    agreed_to_contact: Mapped[bool] = mapped_column(Boolean)
    avg_booking_value: Mapped[Decimal] = mapped_column(MONEY)
    missed_calls_per_week: Mapped[int] = mapped_column(Integer)
    estimate: Mapped[Decimal] = mapped_column(MONEY)
    created_at: Mapped[datetime] = _created_at()


class CustomPlanSubmission(Base):
    """The /configure order: the configurator's inputs and the price and ROI the server computed from them."""

    __tablename__ = "custom_plan_submissions"

    id: Mapped[uuid.UUID] = _id()
    business_name: Mapped[str] = mapped_column(Text)
    contact_name: Mapped[str] = mapped_column(Text)
    email: Mapped[str] = mapped_column(Text)
    phone: Mapped[str] = mapped_column(Text)
    business_type: Mapped[str] = mapped_column(Text)
    website: Mapped[str | None] = mapped_column(Text)
    calls_per_month: Mapped[int] = mapped_column(Integer)
    avg_call_duration: Mapped[int] = mapped_column(Integer)
    locations: Mapped[int] = mapped_column(Integer)
    sms_confirmations: Mapped[bool] = mapped_column(Boolean)
    sms_reminders: Mapped[bool] = mapped_column(Boolean)
    avg_revenue_per_client: Mapped[Decimal] = mapped_column(MONEY)
    missed_calls_per_day: Mapped[int] = mapped_column(Integer)
    conversion_rate: Mapped[Decimal] = mapped_column(Numeric(4, 2))
    business_days_per_month: Mapped[int] = mapped_column(Integer)
    agree_to_terms: Mapped[bool] = mapped_column(Boolean)
    agree_to_privacy: Mapped[bool] = mapped_column(Boolean)
    receive_updates: Mapped[bool] = mapped_column(Boolean)
    # Pricing, as answered
    voice_cost: Mapped[Decimal] = mapped_column(MONEY)
    platform_cost: Mapped[Decimal] = mapped_column(MONEY)
    sms_cost: Mapped[Decimal] = mapped_column(MONEY)
    phone_cost: Mapped[Decimal] = mapped_column(MONEY)
    multi_location_fee: Mapped[Decimal] = mapped_column(MONEY)
    total_backend_cost: Mapped[Decimal] = mapped_column(MONEY)
    client_price: Mapped[Decimal] = mapped_column(MONEY)
    annual_price: Mapped[Decimal] = mapped_column(MONEY)
    annual_savings: Mapped[Decimal] = mapped_column(MONEY)
    # ROI, as answered
    missed_calls_per_month: Mapped[int] = mapped_column(Integer)
    lost_bookings: Mapped[int] = mapped_column(Integer)
    lost_revenue: Mapped[Decimal] = mapped_column(MONEY)
    captured_bookings: Mapped[int] = mapped_column(Integer)
    extra_revenue: Mapped[Decimal] = mapped_column(MONEY)
    net_profit: Mapped[Decimal] = mapped_column(MONEY)
    roi_percentage: Mapped[int] = mapped_column(Integer)
    payback_days: Mapped[int] = mapped_column(Integer)
    annual_impact: Mapped[Decimal] = mapped_column(MONEY)
    created_at: Mapped[datetime] = _created_at()


class IdempotentRequest(Base):
    """A submission made with an `Idempotency-Key`: which form it was and the answer it got."""

    __tablename__ = "idempotent_requests"

    route: Mapped[str] = mapped_column(Text, primary_key=True)
    key: Mapped[str] = mapped_column(Text, primary_key=True)
    fingerprint: Mapped[str] = mapped_column(Text)
    status_code: Mapped[int | None] = mapped_column(Integer)
    # JSON, not JSONB: the replayed answer keeps the first one's key order, byte for byte.
    answer: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    created_at: Mapped[datetime] = _created_at()
