from typing import Annotated

from fastapi import APIRouter, Query

from booking.analytics import service
from booking.deps import TenantId
from booking.http import ERRORS, BookingRoute
from ringbook_common import bounded, clock
from ringbook_common.deps import SessionDep

router = APIRouter(tags=["dashboard"], route_class=BookingRoute, responses=ERRORS)

DESCRIPTION = """The owner's dashboard numbers for a period: `from`/`to` are local dates of the business
(inclusive); default the last 30 days up to today; at most 366 days. Calls come from the AI receptionist's
call events. Money in dollars (exact to the cent).

- `totalCalls`: calls that started in the period.
- `successfulBookings`: those calls whose outcome is `booked`.
- `conversionRate`: successfulBookings / totalCalls x 100, one decimal (0 without calls).
- `missedOpportunities`: calls in the period whose outcome is `missed`.
- `totalRevenue`: sum of the prices (as booked) of appointments *starting* in the period that are scheduled or
  completed (cancelled and no-show count nothing).
- `averageBookingValue`: totalRevenue / the number of those appointments (0 when none).
- `aiBookings`: appointments *made* in the period by the AI receptionist (source `ai_receptionist`) and not
  cancelled since; `recoveredRevenue`: the sum of their prices.
- `afterHoursCalls`: calls in the period that started outside the business hours (in its time zone).
- `series`: one entry per local date: `calls` started, `bookings` made (any source, not cancelled), `revenue`
  (as totalRevenue, by start date).
- Overview card: `todayAppointments` (today's appointments that are not cancelled, local date) and
  `upcomingThisWeek` (scheduled appointments starting in the next 7 days). Today's list itself is
  `GET /api/dashboard/appointments?from=<today>&to=<today>`."""


@router.get("/api/dashboard/analytics", description=DESCRIPTION)
async def dashboard_analytics(tenant_id: TenantId, session: SessionDep,
                              from_: Annotated[bounded.day(label="from"), Query(alias="from")] = None,
                              to: Annotated[bounded.day(label="to"), Query()] = None) -> dict:
    return await service.analytics(session, tenant_id=tenant_id, first_day=from_, last_day=to, now=clock.now())
