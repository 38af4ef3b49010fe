from datetime import date
from typing import Annotated

from fastapi import APIRouter, Query

from booking.analytics import service
from booking.analytics.schemas import Analytics
from booking.deps import TenantId
from booking.fields import REFERENCE_MAX
from booking.http import ERRORS, BookingRoute
from ringbook_common import bounded, clock
from ringbook_common.deps import SessionDep

router = APIRouter(tags=["dashboard"], route_class=BookingRoute, responses=ERRORS)

DESCRIPTION = """The owner's figures for a period: `from`/`to` are local dates of the salon (inclusive), by
default the last 30 days up to today, at most 366 days; money in dollars, exact to the cent. `location`: one of
your locations' ids for its figures alone, on its own clock (its local dates, its today); `all` (the default)
for their sum, each location counted on its own clock (`timezone` is then the first location's, whose today the
default period ends on). Each figure is
defined in the README ("How the overview's figures are defined") and computed only here.

- Calls (ended, started in the period): `totalCalls`, `conversionRate` (% whose outcome is `booked`),
  `missedOpportunities` (outcome `missed`), `afterHoursCalls`.
- Bookings (appointments *made* in the period and not cancelled since, prices as booked): `totalBookings` and
  `totalRevenue` (all sources), `successfulBookings` and `recoveredRevenue` (made by phone, source
  `ai_receptionist`), `averageBookingValue` (totalRevenue / totalBookings).
- `series`: per local date, `calls`, `bookings` and `revenue` as above; each sums to its figure.
- Appointments by start: `todayAppointments` (starting on the salon's today, not cancelled) and
  `upcomingThisWeek` (scheduled, starting in the next 7 days)."""


@router.get("/api/dashboard/analytics", description=DESCRIPTION,
            responses={404: {"description": "No such location in your business"}})
async def dashboard_analytics(tenant_id: TenantId, session: SessionDep,
                              from_: Annotated[date | None, bounded.day(label="from"), Query(alias="from")] = None,
                              to: Annotated[date | None, bounded.day(label="to"), Query()] = None,
                              location: Annotated[str | None, bounded.text(label="location", max_length=REFERENCE_MAX),
                                                  Query()] = None) -> Analytics:
    return Analytics.model_validate(
        await service.analytics(session, tenant_id=tenant_id, first_day=from_, last_day=to, now=clock.now(),
                                location=location))
