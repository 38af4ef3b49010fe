"""Booking answers for Cal.com, Google and text messages over the bus: `rpc.booking.integrations`."""

from booking.config import Settings
from booking.integrations import checks
from ringbook_common.testing.integrations import integrations_of


async def test_the_oauth_clients_it_has_and_the_development_outbox(app):
    assert await integrations_of(app.state.bus, "booking") == {
        "calcom": (True, ""), "google": (True, ""), "sms": (False, "outbox")}


def test_without_oauth_clients_cal_com_and_google_are_not_configured():
    answers = {check.key: check.configured for check in checks(Settings(env="production"))}
    assert answers == {"calcom": False, "google": False, "sms": False}


def test_twilio_with_an_account_is_configured():
    settings = Settings(env="production", sms_backend="twilio", twilio_account_sid="AC123")
    assert {check.key: check.configured for check in checks(settings)}["sms"]
