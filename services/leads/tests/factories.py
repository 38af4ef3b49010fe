"""Valid form bodies, as the web app sends them; tests change one field at a time."""

import json
from pathlib import Path


def contact(**changes) -> dict:
    return {"name": "Maya Lopez", "email": "maya@glowsalon.example", "phone": "(555) 201-3344",
            "business": "Glow Salon", "message": "Can Ringbook answer calls for two locations?", **changes}


def lead_form(**changes) -> dict:
    return {
        "businessName": "Fade Masters", "contactName": "Sam Okafor", "email": "sam@fademasters.example",
        "phone": "555-867-5309", "businessType": "barbershop", "website": "https://fademasters.example",
        "staffCount": 4, "weeklyBookings": "100-200", "currentBookingMethods": ["Phone calls", "Walk-ins"],
        "biggestChallenges": ["Missed calls after hours"], "servicesOffered": "Fades\nBeard trims\nHot towel shave",
        "operatingHours": "Tue-Sat 9-7", "hasCalendarSystem": True, "currentCalendar": "Google Calendar",
        "preferredLanguages": ["English", "Spanish"], "voiceStyle": "friendly-casual",
        "specialRequirements": "", "timeline": "1-month", "budgetRange": "199-399", "agreedToContact": True,
        "avgBookingValue": 45, "missedCallsPerWeek": 12, **changes,
    }


def custom_plan(**changes) -> dict:
    return {
        "businessName": "Serenity Day Spa", "contactName": "Priya Shah", "email": "priya@serenityspa.example",
        "phone": "+1 555 300 1200", "businessType": "spa", "website": "", "callsPerMonth": 200,
        "avgCallDuration": 7, "locations": 1, "smsConfirmations": True, "smsReminders": True,
        "avgRevenuePerClient": 85, "missedCallsPerDay": 15, "conversionRate": 0.6, "businessDaysPerMonth": 22,
        "agreeToTerms": True, "agreeToPrivacy": True, "receiveUpdates": False, **changes,
    }


VECTORS_FILE = Path(__file__).resolve().parents[3] / "proto-schemas" / "vectors" / "formulas.json"


def vectors(**json_options) -> dict:
    """The formula vectors shared with web-shared's Vitest tests."""
    return json.loads(VECTORS_FILE.read_text(), **json_options)
