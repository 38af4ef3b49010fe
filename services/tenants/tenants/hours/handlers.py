"""rpc.tenants.set_opening_hours: the setup wizard saves the salon's opening hours and address here, their one
home (the same ones Settings edits)."""

import uuid

from sqlalchemy.ext.asyncio import AsyncSession

from ringbook.tenants.v1 import rpc_pb2 as rpc
from ringbook_common.app import ServiceContext
from ringbook_common.auth import ROLE_OWNER, OwnerPrincipal
from ringbook_common.db import unit_of_work
from ringbook_common.errors import Invalid
from tenants import repository
from tenants.config import Settings
from tenants.hours import week
from tenants.locations import first
from tenants.models import Tenant
from tenants.provisioning.service import own_tenant
from tenants.settings.schemas import TEXT_MAX


async def set_opening_hours(context: ServiceContext[Settings],
                            request: rpc.SetOpeningHoursRequest) -> rpc.OpeningHoursReply:
    try:
        tenant_id = str(uuid.UUID(request.tenant_id))
    except ValueError:
        raise Invalid("tenant_id must be a tenant's id") from None
    saved = week.checked([(day.weekday, day.open, day.close, day.closed) for day in request.week])
    address = checked_address(request.address) if request.HasField("address") else None
    principal = OwnerPrincipal(subject=request.user_id, role=ROLE_OWNER, tenant_id=tenant_id)
    async with unit_of_work(context.sessionmaker) as session:
        tenant = await own_tenant(session, principal, for_update=True)
        await save(session, tenant, saved, address=address)
        return rpc.OpeningHoursReply(week=week.messages(saved), address=tenant.address)


def checked_address(address: str) -> str:
    address = " ".join(address.split())
    if len(address) > TEXT_MAX:
        raise Invalid(f"Address must be at most {TEXT_MAX} characters",
                      fields={"address": f"at most {TEXT_MAX} characters"})
    return address


async def save(session: AsyncSession, tenant: Tenant, saved: week.Week, *, address: str | None = None) -> None:
    """The week, its view in hours_start/hours_end, the address when given, and `tenant_updated` with them."""
    start, end = week.view(saved) or (tenant.hours_start, tenant.hours_end)
    kept = {} if address is None else {"address": address}
    await repository.save_settings(session, tenant.id, week=week.stored(saved), hours_start=start, hours_end=end,
                                   **kept)
    await session.refresh(tenant)
    await first.tenant_saved(session, tenant)
