"""The formulas of public-site.md §9 against the vectors the browser's TypeScript is tested with too."""

import json
from decimal import Decimal

import pytest

from leads.pricing.formulas import (
    custom_plan_roi,
    js_round,
    lead_estimate,
    price_custom_plan,
    roi_calculator,
    rounded_ratio,
)
from leads.pricing.schemas import PricingOut, RoiOut

from ..factories import vectors

# Decimals straight from the JSON text: 0.58 stays exactly 0.58.
VECTORS = vectors(parse_float=Decimal)


def cases(section: str):
    return [pytest.param(case, id=case["name"]) for case in VECTORS[section]]


def exactly(expected: dict) -> dict:
    return {key: Decimal(value) for key, value in expected.items()}


def as_json_numbers(model) -> dict:
    """What the API answers, read back as exact decimals (JSON numbers, never strings)."""
    dumped = json.loads(model.model_dump_json(), parse_float=Decimal)
    assert all(isinstance(value, int | Decimal) for value in dumped.values())
    return exactly(dumped)


def plan_pricing(values: dict):
    return price_custom_plan(
        calls_per_month=values["callsPerMonth"], avg_call_duration=values["avgCallDuration"],
        locations=values["locations"], sms_confirmations=values["smsConfirmations"],
        sms_reminders=values["smsReminders"],
    )


def plan_roi(values: dict, monthly_price):
    return custom_plan_roi(
        avg_revenue_per_client=values["avgRevenuePerClient"], missed_calls_per_day=values["missedCallsPerDay"],
        conversion_rate=values["conversionRate"], business_days_per_month=values["businessDaysPerMonth"],
        monthly_price=monthly_price,
    )


class TestVectors:
    @pytest.mark.parametrize("case", cases("customPlan"))
    def test_configurator_pricing_and_roi(self, case):
        pricing = plan_pricing(case["input"])
        assert as_json_numbers(PricingOut.of(pricing)) == exactly(case["expected"]["pricing"])
        roi = plan_roi(case["input"], pricing.client_price)
        assert as_json_numbers(RoiOut.of(roi)) == exactly(case["expected"]["roi"])

    @pytest.mark.parametrize("case", cases("customPlanPricing"))
    def test_pricing_outside_the_form(self, case):
        assert as_json_numbers(PricingOut.of(plan_pricing(case["input"]))) == exactly(case["expected"])

    @pytest.mark.parametrize("case", cases("customPlanRoi"))
    def test_roi_edge_cases(self, case):
        roi = plan_roi(case["input"], case["input"]["monthlyPrice"])
        assert as_json_numbers(RoiOut.of(roi)) == exactly(case["expected"])

    @pytest.mark.parametrize("case", cases("roiCalculator"))
    def test_roi_calculator(self, case):
        values = case["input"]
        result = roi_calculator(average_revenue=values["averageRevenue"], missed_calls=values["missedCalls"],
                                conversion_rate=values["conversionRate"], business_days=values["businessDays"])
        assert {
            "monthlyLostRevenue": result.monthly_lost_revenue, "potentialImpact": result.potential_impact,
            "yearlyLostRevenue": result.yearly_lost_revenue, "roiPercentage": result.roi_percentage,
        } == case["expected"]

    @pytest.mark.parametrize("case", cases("leadEstimate"))
    def test_lead_estimate(self, case):
        values = case["input"]
        estimate = lead_estimate(avg_booking_value=values["avgBookingValue"],
                                 missed_calls_per_week=values["missedCallsPerWeek"])
        assert estimate == Decimal(case["expected"]["estimate"])

    def test_the_vectors_cover_defaults_bounds_and_halves(self):
        names = " | ".join(case["name"] for section in VECTORS.values() if isinstance(section, list)
                           for case in section if isinstance(case, dict))
        for must in ("defaults", "lower bounds", "upper bounds", "mid values", "lands on .5"):
            assert must in names


class TestRounding:
    @pytest.mark.parametrize(("value", "expected"), [
        ("0.5", 1), ("1.5", 2), ("2.5", 3), ("2.4999", 2), ("-2.5", -2), ("-2.6", -3), ("-0.5", 0),
    ])
    def test_it_is_math_round_not_bankers_rounding(self, value, expected):
        assert js_round(Decimal(value)) == expected

    def test_pythons_round_would_be_wrong(self):
        assert round(Decimal("2.5")) == 2
        assert js_round(Decimal("2.5")) == 3

    def test_a_ratio_is_rounded_from_the_exact_fraction(self):
        # A $11 plan paid back by $60 a month: 11 / 60 x 30 is exactly 5.5 days. Dividing first, as a 28-digit
        # decimal, gives 5.4999...9 and rounds to 5.
        assert rounded_ratio(11 * 30, 60) == 6
        assert js_round(Decimal(11) / Decimal(60) * 30) == 5

    def test_floats_are_refused(self):
        with pytest.raises(TypeError):
            lead_estimate(avg_booking_value=80.0, missed_calls_per_week=15)
