import uuid
from typing import Annotated

from pydantic import BaseModel, ConfigDict

from leads import fields
from leads.forms import Form
from leads.money import Money
from ringbook_common.bounded import flag

BUSINESS_TYPES = ("salon", "barbershop", "spa", "beauty-studio", "other")
WEEKLY_BOOKINGS = ("<50", "50-100", "100-200", "200+")
BOOKING_METHODS = ("Phone calls", "Online booking", "Walk-ins", "Social media")
CHALLENGES = ("Missed calls after hours", "No-shows and cancellations", "Manual booking takes too much time",
              "Need better calendar management")
LANGUAGES = ("English", "Spanish", "French", "Mandarin", "Arabic", "Portuguese")
VOICE_STYLES = ("professional-female", "professional-male", "friendly-casual", "warm-welcoming")
TIMELINES = ("asap", "1-month", "3-months", "exploring")
BUDGET_RANGES = ("99-199", "199-399", "399+", "custom")

BusinessName = Annotated[str, fields.text(label="Business name", required="Business name is required", min_length=2,
                                          max_length=200)]
ContactName = Annotated[str, fields.text(label="Contact name", required="Contact name is required", min_length=2,
                                         max_length=200)]
Email = Annotated[str, fields.email(invalid="Valid email is required")]
Phone = Annotated[str, fields.text(label="Phone number", required="Valid phone number is required", min_length=10,
                                   max_length=40)]
BusinessType = Annotated[str, fields.choice(BUSINESS_TYPES, message="Please choose your business type")]
Website = Annotated[str | None, fields.text(label="Website", max_length=500)]
StaffCount = Annotated[int, fields.whole_number(minimum=1, maximum=10_000, message="Must have at least 1 staff member",
                                                too_high="Staff count must be 10,000 or fewer")]
WeeklyBookings = Annotated[str, fields.choice(WEEKLY_BOOKINGS, message="Please choose your weekly bookings")]
BookingMethods = Annotated[list[str], fields.choices(BOOKING_METHODS, empty="Select at least one booking method",
                                                     invalid="Choose booking methods from the list")]
Challenges = Annotated[list[str], fields.choices(CHALLENGES, empty="Select at least one challenge",
                                                 invalid="Choose challenges from the list")]
ServicesOffered = Annotated[str, fields.text(label="Services", required="Please describe your services", min_length=5,
                                             max_length=5_000, multiline=True)]
OperatingHours = Annotated[str, fields.text(label="Operating hours", required="Please specify your hours", min_length=3,
                                            max_length=1_000, multiline=True)]
HasCalendarSystem = Annotated[bool, flag(label="Calendar system", default=False)]
CurrentCalendar = Annotated[str | None, fields.text(label="Current calendar", max_length=200)]
Languages = Annotated[list[str], fields.choices(LANGUAGES, empty="Select at least one language",
                                                invalid="Choose languages from the list")]
VoiceStyle = Annotated[str, fields.choice(VOICE_STYLES, message="Please choose a voice style")]
SpecialRequirements = Annotated[str | None, fields.text(label="Special requirements", max_length=5_000, multiline=True)]
Timeline = Annotated[str, fields.choice(TIMELINES, message="Please choose a timeline")]
BudgetRange = Annotated[str | None, fields.choice(BUDGET_RANGES, message="Please choose a budget range", optional=True)]
AgreedToContact = Annotated[bool, fields.consent(message="You must agree to be contacted")]
# The ROI estimator's sliders (step 3 of the form).
AvgBookingValue = Annotated[int, fields.whole_number(
    minimum=20, maximum=300, step=5, message="Average booking value must be between $20 and $300, in steps of $5")]
MissedCallsPerWeek = Annotated[int, fields.whole_number(minimum=1, maximum=50,
                                                        message="Missed calls per week must be between 1 and 50")]


class LeadFormCreate(Form):
    """The five steps of /get-started; left-out fields take the form's defaults."""

    model_config = ConfigDict(json_schema_extra={"required": [
        "businessName", "contactName", "email", "phone", "currentBookingMethods", "biggestChallenges",
        "servicesOffered", "operatingHours", "preferredLanguages", "agreedToContact",
    ]})

    businessName: BusinessName = ""
    contactName: ContactName = ""
    email: Email = ""
    phone: Phone = ""
    businessType: BusinessType = "salon"
    website: Website = None
    staffCount: StaffCount = 1
    weeklyBookings: WeeklyBookings = "<50"
    currentBookingMethods: BookingMethods = []
    biggestChallenges: Challenges = []
    servicesOffered: ServicesOffered = ""
    operatingHours: OperatingHours = ""
    hasCalendarSystem: HasCalendarSystem = False
    currentCalendar: CurrentCalendar = None
    preferredLanguages: Languages = []
    voiceStyle: VoiceStyle = "professional-female"
    specialRequirements: SpecialRequirements = None
    timeline: Timeline = "asap"
    budgetRange: BudgetRange = "99-199"
    agreedToContact: AgreedToContact = False
    avgBookingValue: AvgBookingValue = 80
    missedCallsPerWeek: MissedCallsPerWeek = 15


class LeadAccepted(BaseModel):
    id: uuid.UUID
    estimate: Money
