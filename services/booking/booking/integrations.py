"""The external integrations booking uses, as it has them set up (`rpc.booking.integrations`)."""

from booking.config import Settings
from ringbook_common import integrations
from ringbook_common.integrations import Integration


def checks(settings: Settings) -> list[Integration]:
    """Cal.com and Google once their OAuth clients are set up; text messages for the reminders."""
    return [Integration("calcom", bool(settings.calcom_client_id)),
            Integration("google", bool(settings.google_client_id)),
            integrations.sms(settings)]


RPC_ROUTE = integrations.rpc_route(checks)
