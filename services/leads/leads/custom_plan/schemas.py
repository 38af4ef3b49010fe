import uuid
from decimal import Decimal
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict

from leads import fields
from leads.forms import Form
from leads.pricing.schemas import PricingOut, RoiOut
from ringbook_common.bounded import flag

BUSINESS_TYPES = ("salon", "barbershop", "spa", "med-spa", "beauty-clinic", "hair-studio", "other")

BusinessName = Annotated[str, fields.text(label="Business name", required="Business name must be at least 2 characters",
                                          min_length=2, max_length=200)]
ContactName = Annotated[str, fields.text(label="Your name", required="Your name must be at least 2 characters",
                                         min_length=2, max_length=200)]
Email = Annotated[str, fields.email(invalid="Please enter a valid email address")]
Phone = Annotated[str, fields.text(label="Phone number", required="Please enter a valid phone number", min_length=10,
                                   max_length=40)]
BusinessType = Annotated[str, fields.choice(BUSINESS_TYPES, message="Please choose your business type")]
Website = Annotated[str | None, fields.text(label="Website", max_length=500)]
CallsPerMonth = Annotated[int, fields.whole_number(
    minimum=50, maximum=2000, step=50, message="Calls per month must be between 50 and 2,000, in steps of 50")]
AvgCallDuration = Annotated[int, fields.whole_number(minimum=3, maximum=15,
                                                     message="Average call duration must be between 3 and 15 minutes")]
Locations = Annotated[int, fields.whole_number(minimum=1, maximum=50, message="Locations must be between 1 and 50")]
SmsConfirmations = Annotated[bool, flag(label="SMS confirmations", default=True)]
SmsReminders = Annotated[bool, flag(label="SMS reminders", default=True)]
AvgRevenuePerClient = Annotated[int, fields.whole_number(
    minimum=20, maximum=500, step=5,
    message="Average revenue per client must be between $20 and $500, in steps of $5")]
MissedCallsPerDay = Annotated[int, fields.whole_number(minimum=1, maximum=50,
                                                       message="Missed calls per day must be between 1 and 50")]
ConversionRate = Annotated[Decimal, fields.decimal_number(
    minimum=Decimal("0.1"), maximum=Decimal(1), places=2,
    message="Conversion rate must be between 0.1 and 1, in whole percents (like 0.35)")]
BusinessDaysPerMonth = Annotated[int, fields.whole_number(minimum=15, maximum=31,
                                                          message="Business days per month must be between 15 and 31")]
AgreeToTerms = Annotated[bool, fields.consent(message="You must agree to the terms")]
AgreeToPrivacy = Annotated[bool, fields.consent(message="You must agree to the privacy policy")]
ReceiveUpdates = Annotated[bool, flag(label="Product updates", default=False)]
# As the configurator sends it (a JSON number, and so in the OpenAPI document); checked into Decimal("0.6").
CONVERSION_RATE: Any = 0.6


class CustomPlanCreate(Form):
    """The four steps of /configure; left-out fields take the configurator's defaults."""

    model_config = ConfigDict(json_schema_extra={"required": [
        "businessName", "contactName", "email", "phone", "agreeToTerms", "agreeToPrivacy",
    ]})

    businessName: BusinessName = ""
    contactName: ContactName = ""
    email: Email = ""
    phone: Phone = ""
    businessType: BusinessType = "salon"
    website: Website = None
    callsPerMonth: CallsPerMonth = 200
    avgCallDuration: AvgCallDuration = 7
    locations: Locations = 1
    smsConfirmations: SmsConfirmations = True
    smsReminders: SmsReminders = True
    avgRevenuePerClient: AvgRevenuePerClient = 85
    missedCallsPerDay: MissedCallsPerDay = 15
    conversionRate: ConversionRate = CONVERSION_RATE
    businessDaysPerMonth: BusinessDaysPerMonth = 22
    agreeToTerms: AgreeToTerms = False
    agreeToPrivacy: AgreeToPrivacy = False
    receiveUpdates: ReceiveUpdates = False


class CustomPlanAccepted(BaseModel):
    id: uuid.UUID
    pricing: PricingOut
    roi: RoiOut
