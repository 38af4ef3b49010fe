"""`rpc.identity.owner_email`: a service that must reach a business's owner before identity's user_verified has
reached it asks for the verified e-mail."""

from identity.accounts import repository
from identity.config import Settings
from ringbook.identity.v1.rpc_pb2 import OwnerEmailReply, OwnerEmailRequest
from ringbook_common.app import RpcRoute, ServiceContext
from ringbook_common.db import unit_of_work


async def owner_email(context: ServiceContext[Settings], request: OwnerEmailRequest) -> OwnerEmailReply:
    async with unit_of_work(context.sessionmaker) as session:
        owner = await repository.verified_owner(session, request.tenant_id)
    return OwnerEmailReply(found=True, email=owner.email) if owner else OwnerEmailReply(found=False)


RPC_ROUTE = RpcRoute("owner_email", OwnerEmailRequest, owner_email)
