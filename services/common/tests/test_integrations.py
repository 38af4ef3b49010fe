"""Text messages and e-mail, the integrations every service's messaging shares, as a service reports them."""

from ringbook_common.integrations import email, sms
from ringbook_common.settings import ServiceSettings


class TestSms:
    def test_twilio_with_an_account_is_configured(self):
        check = sms(ServiceSettings(env="production", sms_backend="twilio", twilio_account_sid="AC123"))
        assert (check.key, check.configured, check.detail) == ("sms", True, "twilio")

    def test_twilio_without_an_account_is_not_configured(self):
        assert not sms(ServiceSettings(env="production", sms_backend="twilio")).configured

    def test_the_development_outbox_is_not_configured(self):
        check = sms(ServiceSettings(env="dev"))
        assert (check.configured, check.detail) == (False, "outbox")


class TestEmail:
    def test_smtp_with_a_host_is_configured(self):
        check = email(ServiceSettings(env="production", mail_backend="smtp", smtp_host="smtp.example.com"))
        assert (check.key, check.configured, check.detail) == ("email", True, "smtp")

    def test_the_development_outbox_is_not_configured(self):
        check = email(ServiceSettings(env="dev"))
        assert (check.configured, check.detail) == (False, "outbox")
