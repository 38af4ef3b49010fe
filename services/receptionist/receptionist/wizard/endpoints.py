"""The AI receptionist setup wizard (/setup-ai): status, the five saves and the launch."""

from typing import Annotated

from fastapi import APIRouter, Query, status

from receptionist.locations.service import location_id_of
from receptionist.wizard.deps import WizardDep
from receptionist.wizard.http import ERRORS, WizardRoute
from receptionist.wizard.schemas import (
    BusinessInfoSave,
    BusinessInfoSaved,
    EventTypesSave,
    NumberReplace,
    ReceptionistStatus,
    Saved,
    ServicesSave,
    ServicesSaved,
    StaffAdd,
    StaffAdded,
)
from ringbook_common import bounded
from ringbook_common.auth import Owner
from ringbook_common.openapi import Responses

router = APIRouter(prefix="/api/receptionist", tags=["setup wizard"], route_class=WizardRoute, responses=ERRORS)

# One of the business's locations, by id; absent: the first location (the salon the wizard sets up).
Location = Annotated[str | None, bounded.text(label="location", max_length=60), Query(
    description="One of your locations' ids (GET /portal/locations); default the first location")]
NO_LOCATION: Responses = {404: {"description": "No such location among yours"}}


@router.get("/status", response_model=ReceptionistStatus, responses=NO_LOCATION)
async def read_status(wizard: WizardDep, location: Location = None) -> ReceptionistStatus:
    """Where the owner is in the wizard, with what they entered and the receptionist's phone number once active
    (re-polled every 2 s while provisioning); with `location`, that location's receptionist and number."""
    return await wizard.status(location_id_of(location))


@router.post("/event-types", response_model=Saved)
async def save_event_types(body: EventTypesSave, wizard: WizardDep) -> Saved:
    """The default event type bookings go to (one of GET /calcom/event-types: Cal.com's, or with the built-in
    calendar a service id), and optional per-service ones. With Cal.com it also becomes the account's default
    event type and Cal.com the booking calendar."""
    return Saved(status=await wizard.save_event_types(body))


@router.post("/business-info", response_model=BusinessInfoSaved, responses={
    400: {"description": "A language the receptionist does not offer (and the salon never saved)"}})
async def save_business_info(body: BusinessInfoSave, principal: Owner, wizard: WizardDep) -> BusinessInfoSaved:
    """Location, city, state, ZIP, area code (3 digits), the AI's name (default Brian) and voice (male or female),
    additional languages and operating hours per weekday (0 Sunday .. 6 Saturday). The hours are the salon's
    one set of opening hours (Settings' hours are their earliest opening and latest closing): a day left out is
    closed."""
    saved, info = await wizard.save_business_info(body, user_id=principal.user_id)
    return BusinessInfoSaved(status=saved, businessInfo=info)


@router.post("/staff", response_model=StaffAdded, status_code=status.HTTP_201_CREATED,
             responses={409: {"description": "Too many staff members"}})
async def add_staff(body: StaffAdd, wizard: WizardDep) -> StaffAdded:
    """Add a staff member (name and e-mail required) to the salon, as the Staff page does; the staff ID is the
    name as a slug, unique among the salon's staff."""
    saved, member = await wizard.add_staff(body)
    return StaffAdded(staff=member, status=saved)


@router.post("/services", response_model=ServicesSaved)
async def add_services(body: ServicesSave, principal: Owner, wizard: WizardDep) -> ServicesSaved:
    """Add services to the salon's catalogue (a service with the same name is updated); answers the whole
    catalogue."""
    saved, services = await wizard.add_services(body, user_id=principal.user_id)
    return ServicesSaved(status=saved, services=services)


@router.post("/provision", response_model=Saved, status_code=status.HTTP_202_ACCEPTED,
             responses={**NO_LOCATION, 409: {"description": "Already being set up, or already active"},
                        422: {"description": "Something is missing: `fields` names each gap"}})
async def provision(wizard: WizardDep, location: Location = None) -> Saved:
    """Launch the receptionist: checks the calendar, event type, location and city, staff and services, then
    provisions the agent and its phone number in the background (about 10-15 s; poll the status). With
    `location`, that location's own agent and number (its address and hours are the location's; the calendar,
    event type, receptionist's name, voice and languages the wizard's): poll the status with the same
    `location`."""
    return Saved(status=await wizard.provision(location_id_of(location)))


@router.post("/phone-number", response_model=Saved, status_code=status.HTTP_202_ACCEPTED,
             responses={**NO_LOCATION, 409: {"description": "Not launched yet, or a new number is already on its way"}})
async def replace_number(body: NumberReplace, wizard: WizardDep, location: Location = None) -> Saved:
    """A new phone number for the live receptionist, in the area code given (empty: toll-free), which becomes the
    salon's area code. The old number answers until the new one does, then stops working for good; changing the
    area code in business info alone keeps the number. Poll the status (replacingNumber) until it is done. With
    `location`, that location's number."""
    return Saved(status=await wizard.replace_number(body, location_id_of(location)))
