"""How a service answers `rpc.<service>.integrations`: the external integrations it uses, as it has them set up.

Text messages and e-mail go through the messaging every service shares, so their checks live here; each service
adds the checks of the providers only it uses.
"""

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from google.protobuf.message import Message

from ringbook.common.v1 import integrations_pb2 as pb
from ringbook_common.app import RpcRoute, S, ServiceContext
from ringbook_common.settings import ServiceSettings

METHOD = "integrations"


@dataclass(frozen=True)
class Integration:
    key: str
    configured: bool
    detail: str = ""


def sms(settings: ServiceSettings) -> Integration:
    """Twilio with an account; the development outbox is a file, not a provider."""
    backend = settings.sms_backend
    return Integration("sms", backend == "twilio" and bool(settings.twilio_account_sid), backend)


def email(settings: ServiceSettings) -> Integration:
    backend = settings.mail_backend
    return Integration("email", backend == "smtp" and bool(settings.smtp_host), backend)


def reply(integrations: Sequence[Integration]) -> pb.IntegrationsReply:
    return pb.IntegrationsReply(integrations=[
        pb.Integration(key=item.key, configured=item.configured, detail=item.detail) for item in integrations])


def rpc_route(checks: Callable[[S], Sequence[Integration]]) -> RpcRoute[S]:
    """The request/reply route answering with `checks(settings)`, the service's own settings."""

    async def answer(context: ServiceContext[S], _: Message) -> pb.IntegrationsReply:
        return reply(checks(context.settings))

    return RpcRoute(METHOD, pb.IntegrationsRequest, answer)
