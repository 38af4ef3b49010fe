from ringbook.common.v1 import integrations_pb2 as pb
from ringbook_common.bus import rpc
from ringbook_common.bus.connection import Bus
from ringbook_common.errors import ServiceError
from ringbook_common.integrations import METHOD
from ringbook_common.testing.wait import eventually


async def integrations_of(bus: Bus, service: str) -> dict[str, tuple[bool, str]]:
    """What `service` answers to `rpc.<service>.integrations`, as {key: (configured, detail)}; asked until its
    handlers are subscribed (they are, shortly after its bus connects)."""

    async def ask() -> pb.IntegrationsReply | None:
        try:
            return await rpc.request(bus, rpc.rpc_subject(service, METHOD), pb.IntegrationsRequest(),
                                     pb.IntegrationsReply, timeout=5)
        except ServiceError:
            return None

    reply = await eventually(ask)
    return {item.key: (item.configured, item.detail) for item in reply.integrations}
