from ringbook_common.messaging.delivery import Messenger
from ringbook_common.messaging.ports import DevOutbox, Mailer, OutboxMailer, OutboxSms, SmsSender
from ringbook_common.messaging.smtp import SmtpMailer
from ringbook_common.messaging.twilio import TwilioSms
from ringbook_common.settings import ServiceSettings


def messenger_from(settings: ServiceSettings) -> Messenger:
    outbox = DevOutbox(settings.dev_outbox_path())
    mailer: Mailer
    sms: SmsSender
    if settings.mail_backend == "smtp":
        mailer = SmtpMailer(host=settings.smtp_host, port=settings.smtp_port, sender=settings.mail_from,
                            username=settings.smtp_username, password=settings.smtp_password,
                            starttls=settings.smtp_starttls)
    else:
        mailer = OutboxMailer(outbox)
    if settings.sms_backend == "twilio":
        sms = TwilioSms(account_sid=settings.twilio_account_sid, auth_token=settings.twilio_auth_token,
                        sender=settings.twilio_from_number, base_url=settings.twilio_base_url)
    else:
        sms = OutboxSms(outbox)
    return Messenger(mailer, sms)
