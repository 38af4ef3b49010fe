"""The price and ROI formulas of public-site.md §9, authoritative on the server.

The same formulas live in TypeScript for the browser (`web-shared/src/lib/formulas/`); both are checked
against `proto-schemas/vectors/formulas.json` and must agree to the cent.

Arithmetic is exact: money is `Decimal` (sums and products of decimal inputs never lose a digit) and each
division is rounded straight from the exact fraction, so a value that lands on .5 is never nudged to
.4999… first. "Rounded" means JavaScript's `Math.round` — the nearest integer, halves upwards — which is
"half away from zero" for the non-negative values, and keeps the browser's answer for the one value that can
go negative (a ROI percentage below zero). Python's `round` (halves to even) would disagree on every .5.
Values §9 does not round are returned exactly.
"""

import math
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction

Number = int | Decimal

# Configurator price model
VOICE_COST_PER_MINUTE = Decimal("0.13")
PLATFORM_COST_PER_LOCATION = Decimal(5)
SMS_COST_PER_MESSAGE = Decimal("0.005")
PHONE_COST_PER_LOCATION = Decimal(3)
EXTRA_LOCATION_FEE = Decimal(25)
MARGIN = Decimal("0.55")
ANNUAL_DISCOUNT = Decimal("0.15")

# Configurator ROI model and ROI calculator
CAPTURE_RATE = Decimal("0.95")
DAYS_PER_PAYBACK_MONTH = 30
REFERENCE_PLAN_PRICE = Decimal(399)  # "Professional", the ROI calculator's reference plan

# Lead form estimate
WEEKS_PER_MONTH = 4
LEAD_RECOVERY_RATE = Decimal("0.4")


def exact(value: Number) -> Decimal:
    """An input as an exact Decimal; a float is refused, since 0.6 as a float is not 0.6."""
    if isinstance(value, float):
        raise TypeError("pass money and rates as int or Decimal, not float")
    return Decimal(value)


def js_round(value: Number | Fraction) -> int:
    """JavaScript's `Math.round` on an exact value: floor(value + 1/2)."""
    return math.floor(Fraction(value) + Fraction(1, 2))


def rounded_ratio(numerator: Number, denominator: Number) -> int:
    """numerator / denominator, rounded like `Math.round`, without an inexact intermediate quotient."""
    return js_round(Fraction(numerator) / Fraction(denominator))


@dataclass(frozen=True)
class Pricing:
    voice_cost: Decimal
    platform_cost: Decimal
    sms_cost: Decimal
    phone_cost: Decimal
    multi_location_fee: Decimal
    total_backend_cost: Decimal
    client_price: int
    annual_price: int
    annual_savings: int


def price_custom_plan(*, calls_per_month: Number, avg_call_duration: Number, locations: Number,
                      sms_confirmations: bool, sms_reminders: bool) -> Pricing:
    """The configurator's monthly price: backend cost plus a 55% margin, and the annual price 15% off."""
    calls, minutes, sites = exact(calls_per_month), exact(avg_call_duration), exact(locations)
    sms_options = int(sms_confirmations) + int(sms_reminders)
    voice = calls * minutes * VOICE_COST_PER_MINUTE
    platform = PLATFORM_COST_PER_LOCATION * sites
    sms = calls * sites * SMS_COST_PER_MESSAGE * sms_options
    phone = PHONE_COST_PER_LOCATION * sites
    multi_location = EXTRA_LOCATION_FEE * (sites - 1) if sites > 1 else Decimal(0)
    total = voice + platform + sms + phone + multi_location
    monthly = rounded_ratio(total, 1 - MARGIN)
    annual = js_round(monthly * 12 * (1 - ANNUAL_DISCOUNT))
    return Pricing(
        voice_cost=voice, platform_cost=platform, sms_cost=sms, phone_cost=phone,
        multi_location_fee=multi_location, total_backend_cost=total,
        client_price=monthly, annual_price=annual, annual_savings=monthly * 12 - annual,
    )


@dataclass(frozen=True)
class Roi:
    missed_calls_per_month: Decimal
    lost_bookings: int
    lost_revenue: Decimal
    captured_bookings: int
    extra_revenue: Decimal
    investment: Decimal
    net_profit: Decimal
    roi_percentage: int
    payback_days: int
    annual_impact: Decimal


def custom_plan_roi(*, avg_revenue_per_client: Number, missed_calls_per_day: Number, conversion_rate: Number,
                    business_days_per_month: Number, monthly_price: Number) -> Roi:
    """What answering the missed calls is worth against the plan's monthly price (conversion as a fraction)."""
    revenue, rate, price = exact(avg_revenue_per_client), exact(conversion_rate), exact(monthly_price)
    missed = exact(missed_calls_per_day) * exact(business_days_per_month)
    lost_bookings = js_round(missed * rate)
    captured = js_round(missed * CAPTURE_RATE * rate)
    extra = captured * revenue
    net = extra - price
    return Roi(
        missed_calls_per_month=missed,
        lost_bookings=lost_bookings,
        lost_revenue=lost_bookings * revenue,
        captured_bookings=captured,
        extra_revenue=extra,
        investment=price,
        net_profit=net,
        roi_percentage=rounded_ratio(net * 100, price) if price else 0,
        payback_days=rounded_ratio(price * DAYS_PER_PAYBACK_MONTH, extra) if extra else 0,
        annual_impact=extra * 12,
    )


@dataclass(frozen=True)
class RoiEstimate:
    monthly_lost_revenue: int
    potential_impact: int
    yearly_lost_revenue: int
    roi_percentage: int


def roi_calculator(*, average_revenue: Number, missed_calls: Number, conversion_rate: Number,
                   business_days: Number) -> RoiEstimate:
    """The home page's ROI calculator (conversion in percent), against the $399 reference plan.

    Every output is rounded from the exact values, never from another rounded output.
    """
    monthly = exact(average_revenue) * exact(missed_calls) * exact(conversion_rate) / 100 * exact(business_days)
    recoverable = monthly * CAPTURE_RATE
    return RoiEstimate(
        monthly_lost_revenue=js_round(monthly),
        potential_impact=js_round(recoverable),
        yearly_lost_revenue=js_round(monthly * 12),
        roi_percentage=rounded_ratio((recoverable - REFERENCE_PLAN_PRICE) * 100, REFERENCE_PLAN_PRICE),
    )


def lead_estimate(*, avg_booking_value: Number, missed_calls_per_week: Number) -> Decimal:
    """The lead form's estimated monthly recovery: 4 weeks of missed calls, 40% of them booked. Not rounded."""
    return exact(avg_booking_value) * exact(missed_calls_per_week) * WEEKS_PER_MONTH * LEAD_RECOVERY_RATE
