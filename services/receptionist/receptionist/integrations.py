"""The external integrations the receptionist uses, as it has them set up (`rpc.receptionist.integrations`)."""

from receptionist.config import Settings
from ringbook_common import integrations
from ringbook_common.integrations import Integration


def checks(settings: Settings) -> list[Integration]:
    """The voice provider the agents run on (`retell`, or `local`, the built-in one)."""
    provider = settings.voice_provider.strip().lower()
    return [Integration("voice_provider", bool(provider), provider)]


RPC_ROUTE = integrations.rpc_route(checks)
