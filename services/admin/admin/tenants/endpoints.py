"""The operator's lists of tenants: the provisioning screen's tenants, clients, phone numbers and agents."""

from typing import Annotated, Literal

from fastapi import APIRouter, Query, Response

from admin.locations import service as locations
from admin.paging import PageDep, listed
from admin.tenants import schemas, service
from ringbook_common import bounded
from ringbook_common.auth import Operator
from ringbook_common.deps import SessionDep
from ringbook_common.openapi import OPERATOR

router = APIRouter(prefix="/api/admin", tags=["operator"], responses=OPERATOR)

TenantSort = Literal["createdAt", "-createdAt", "name", "-name", "ownerEmail", "-ownerEmail", "agentStatus",
                     "-agentStatus"]
NameSort = Literal["name", "-name", "createdAt", "-createdAt"]
Search = Annotated[str, bounded.text(label="search", max_length=200, default=""),
                   Query(description="Name, owner e-mail or phone number (any format), or any of the salon's "
                                     "locations' names, addresses or numbers")]


@router.get("/tenants")
async def tenants(_: Operator, session: SessionDep, response: Response, at: PageDep, search: Search = "",
                  sort: TenantSort = "-createdAt") -> list[schemas.TenantRecord]:
    """Every tenant as the provisioning screen shows it, newest first: a JSON array of `{tenantId, name,
    ownerEmail, agentStatus, receptionistStatus, phoneNumber, formattedPhoneNumber, agentId, calcomConnected,
    location, city, servicesCount, staffCount, operatingHours {start, end, timezone}, voice, voiceEngine (ringbook or
    hosted), understanding (built_in or llm), webhooksConfigured,
    provisionedAt, error, onboardingComplete, createdAt, setupUpdatedAt, texting {dailyLimit, perNumberLimit,
    operatorLimit, withheld, lastWithheldAt}, planLocations, locations [{locationId, name, address, position,
    phoneNumber, formattedPhoneNumber, agentId, agentStatus, receptionistStatus}]}` (the receptionist fields of
    the record itself are the first location's). Paged with `page`/`pageSize`; the
    total is in `x-total-count`."""
    rows, total = await service.matching(session, search=search, sort=sort, at=at)
    return listed(response, [schemas.tenant(row) for row in rows], total)


@router.get("/clients")
async def clients(_: Operator, session: SessionDep, response: Response, at: PageDep, search: Search = "",
                  sort: TenantSort = "-createdAt") -> list[schemas.TenantRecord]:
    """Clients (tenants) matching `search` in their name, owner e-mail or phone number, or in any of their
    locations' names, addresses, receptionist or front-desk numbers (the digits match however a number is
    written), newest first; the same records as `/api/admin/tenants`, paged the same way."""
    rows, total = await service.matching(session, search=search, sort=sort, at=at)
    return listed(response, [schemas.tenant(row) for row in rows], total)


@router.get("/phone-numbers")
async def phone_numbers(_: Operator, session: SessionDep, response: Response, at: PageDep,
                        sort: NameSort = "name") -> list[schemas.PhoneNumber]:
    """Provisioned phone numbers, one per location, by tenant name then the owner's order of its locations:
    `[{tenantId, tenantName, locationId, locationName (null for a salon with one location), phoneNumber,
    formattedPhoneNumber, status, webhooksConfigured}]`, paged; the total is in `x-total-count`."""
    rows, total = await locations.with_phone(session, sort=sort, at=at)
    return listed(response, [schemas.phone_number(row) for row in rows], total)


@router.get("/agents")
async def agents(_: Operator, session: SessionDep, response: Response, at: PageDep,
                 sort: NameSort = "name") -> list[schemas.Agent]:
    """Voice agents past `not_provisioned`, one per location, by tenant name then the owner's order of its
    locations: `[{tenantId, tenantName, locationId, locationName (null for a salon with one location), agentId,
    status, phoneNumber, formattedPhoneNumber, voice, provisionedAt, error}]`, paged; the total is in
    `x-total-count`."""
    rows, total = await locations.with_agent(session, sort=sort, at=at)
    return listed(response, [schemas.agent(row) for row in rows], total)
