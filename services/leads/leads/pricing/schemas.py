"""The price and ROI as the API answers them (camelCase, money as JSON numbers: see leads.money)."""

from decimal import Decimal

from pydantic import BaseModel

from leads.money import Money
from leads.pricing.formulas import Pricing, Roi


class PricingOut(BaseModel):
    voiceCost: Money
    platformCost: Money
    smsCost: Money
    phoneCost: Money
    multiLocationFee: Money
    totalBackendCost: Money
    clientPrice: Money
    annualPrice: Money
    annualSavings: Money

    @classmethod
    def of(cls, pricing: Pricing) -> "PricingOut":
        return cls(
            voiceCost=pricing.voice_cost, platformCost=pricing.platform_cost, smsCost=pricing.sms_cost,
            phoneCost=pricing.phone_cost, multiLocationFee=pricing.multi_location_fee,
            totalBackendCost=pricing.total_backend_cost, clientPrice=Decimal(pricing.client_price),
            annualPrice=Decimal(pricing.annual_price), annualSavings=Decimal(pricing.annual_savings),
        )


class RoiOut(BaseModel):
    missedCallsPerMonth: int
    lostBookings: int
    lostRevenue: Money
    capturedBookings: int
    extraRevenue: Money
    investment: Money
    netProfit: Money
    roiPercentage: int
    paybackDays: int
    annualImpact: Money

    @classmethod
    def of(cls, roi: Roi) -> "RoiOut":
        return cls(
            missedCallsPerMonth=int(roi.missed_calls_per_month), lostBookings=roi.lost_bookings,
            lostRevenue=roi.lost_revenue, capturedBookings=roi.captured_bookings, extraRevenue=roi.extra_revenue,
            investment=roi.investment, netProfit=roi.net_profit, roiPercentage=roi.roi_percentage,
            paybackDays=roi.payback_days, annualImpact=roi.annual_impact,
        )
