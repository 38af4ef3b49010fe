"""Texts about an appointment at a second location: on its clock and in its name."""

from datetime import timedelta

from booking.reminders.service import send_due

from ..appointments.test_reminders import jobs, sms_to
from ..factories import at, book
from .factories import LOS_ANGELES, two_salons


async def test_the_reminder_tells_the_time_at_the_appointments_location(app, client, owner, db, settings):
    business = await two_salons(app, client, owner)
    phone = "+15550102077"
    booked = await book(client, owner, phone=phone, start=at(business.tuesday, "10:00", LOS_ANGELES).isoformat(),
                        serviceId="cut", staffId="maria", location=business.venice)
    assert booked.status_code == 201, booked.text
    [confirmation, reminder] = await jobs(db, booked.json()["id"])
    assert reminder[:2] == ("reminder", at(business.tuesday, "10:00", LOS_ANGELES) - timedelta(hours=24))
    assert await send_due(app.state.sessionmaker, app.state.messenger, settings, now=reminder[1]) == 2
    [booked_text, reminder_text] = sms_to(settings, phone)
    for text in (booked_text, reminder_text):
        assert "10:00 AM" in text and "1:00 PM" not in text  # 10:00 in Los Angeles is 13:00 in New York
        assert "Venice" in text and "Salon Uno" not in text
    assert confirmation[0] == "confirmation"
