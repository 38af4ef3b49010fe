"""Helpers for the public site's journeys: phone-sized pages, fresh addresses, the spec's formulas."""

import uuid
from decimal import ROUND_FLOOR, Decimal

import pytest
from playwright.async_api import expect

# Pages load lazily-split code over a real gateway; give assertions room without ever sleeping.
expect.set_options(timeout=10_000)

PHONE = {"width": 375, "height": 740}


def fresh_email(name: str) -> str:
    """A new address per test: the stack (and its outbox) is shared by the whole session."""
    return f"{name}.{uuid.uuid4().hex[:10]}@salon.example"


def whole(value: Decimal) -> int:
    """Math.round of an exact value: the nearest integer, halves upwards."""
    return int((value + Decimal("0.5")).to_integral_value(rounding=ROUND_FLOOR))


def dollars(amount: int) -> str:
    return f"-${-amount:,}" if amount < 0 else f"${amount:,}"


@pytest.fixture
async def phone_page(browser, gateway_url):
    context = await browser.new_context(base_url=gateway_url, viewport=PHONE, is_mobile=True, has_touch=True)
    page = await context.new_page()
    yield page
    await context.close()
