"""`rpc.identity.resolve_session`: the gateway asks who a session cookie belongs to."""

from identity.config import Settings
from identity.sessions import service
from ringbook.identity.v1.rpc_pb2 import ResolveSessionReply, ResolveSessionRequest
from ringbook_common.app import RpcRoute, ServiceContext
from ringbook_common.db import unit_of_work


async def resolve_session(context: ServiceContext[Settings], request: ResolveSessionRequest) -> ResolveSessionReply:
    async with unit_of_work(context.sessionmaker) as session:
        found = await service.resolve(session, settings=context.settings, token=request.token)
    if found is None:
        return ResolveSessionReply(found=False)
    record, user = found
    return ResolveSessionReply(found=True, user_id=user.id, tenant_id=user.tenant_id or "", session_id=record.id)


RPC_ROUTES = [RpcRoute("resolve_session", ResolveSessionRequest, resolve_session)]
