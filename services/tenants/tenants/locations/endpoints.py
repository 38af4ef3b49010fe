from fastapi import APIRouter

from ringbook_common.auth import Owner
from ringbook_common.deps import SessionDep
from ringbook_common.openapi import INVALID, OWNER, Responses
from tenants.locations import service
from tenants.locations.schemas import LocationIn, LocationList, LocationOut, LocationServicesUpdate

router = APIRouter(prefix="/portal/locations", tags=["locations"], responses=OWNER)

NOT_FOUND: Responses = {404: {"description": "No such location in the business"}}


@router.get("", response_model=LocationList)
async def read_locations(principal: Owner, session: SessionDep) -> LocationList:
    """The business's locations in the owner's order, each with its menu, and how many the plan includes."""
    return await service.read_all(session, principal=principal)


@router.post("", response_model=LocationOut, status_code=201,
             responses={**INVALID, 409: {"description": "The plan's locations are all in use"}})
async def create_location(body: LocationIn, principal: Owner, session: SessionDep) -> LocationOut:
    """Add a location. Its time zone and week are the first location's unless sent; its menu is the catalogue."""
    return await service.create(session, principal=principal, data=body)


@router.put("/{locationId}", response_model=LocationOut, responses={**INVALID, **NOT_FOUND})
async def update_location(locationId: str, body: LocationIn, principal: Owner,
                          session: SessionDep) -> LocationOut:
    """Save a location's details; each one left out is kept. The first location's name, address, time zone,
    week and front-desk phone are the business's settings: saving them here saves those too."""
    return await service.update(session, principal=principal, location_id=locationId, data=body)


@router.put("/{locationId}/services", response_model=LocationOut, responses={**INVALID, **NOT_FOUND})
async def update_location_services(locationId: str, body: LocationServicesUpdate,
                                   principal: Owner, session: SessionDep) -> LocationOut:
    """Where this location's menu differs from the catalogue, all at once: each service listed says whether it is
    offered here and its own price and duration (null, or the catalogue's own value: the catalogue's, following
    it when it changes). A service left out is offered as the catalogue has it; one not in the catalogue is 422."""
    return await service.update_services(session, principal=principal, location_id=locationId, data=body)
