"""The external integrations identity uses, as it has them set up (`rpc.identity.integrations`)."""

from identity.config import Settings
from ringbook_common import integrations
from ringbook_common.integrations import Integration


def checks(settings: Settings) -> list[Integration]:
    """E-mail: verification codes and password resets."""
    return [integrations.email(settings)]


RPC_ROUTE = integrations.rpc_route(checks)
