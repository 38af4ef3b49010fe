"""What keeps a caller from being booked twice by the receptionist: one booking per call, customer and service,
and no second booking of a service the customer already holds that day unless they asked for another.

The bookings of one customer are made one at a time (a transaction lock on the tenant and phone), so two
concurrent requests of one call never both book: the second waits, then finds the first's appointment."""

import uuid
from dataclasses import dataclass
from datetime import datetime, time, timedelta
from zoneinfo import ZoneInfo

from sqlalchemy.ext.asyncio import AsyncSession

from booking.appointments import repository
from booking.models import Appointment


class DuplicateBooking(Exception):
    """The customer already holds this service that day: the caller is asked to move it or add another."""

    def __init__(self, appointment: Appointment) -> None:
        super().__init__("The customer already has this service booked that day")
        self.appointment = appointment


@dataclass(frozen=True)
class CallGuard:
    """The receptionist's booking on a call: `also` books even when the customer holds the service that day."""

    call_id: str
    also: bool = False


def same_person(name: str) -> str:
    """A name as it is compared: case and spacing do not make another person."""
    return " ".join(name.split()).casefold()


async def check(session: AsyncSession, guard: CallGuard, *, tenant_id: uuid.UUID, service_id: str, name: str,
                phone: str, start: datetime, timezone: str) -> Appointment | None:
    """The appointment this call already booked for this customer and service (answer it again), or None to book.
    Raises DuplicateBooking when the customer holds the service that day and `also` was not asked."""
    await repository.lock_customer(session, tenant_id, phone)
    day_start, day_end = day_of(start, timezone)
    own = repository.CustomerAsked(phone, guard.call_id, None)
    rows = await repository.of_customers_or_keys(session, tenant_id, [own], service_id=service_id,
                                                 day_start=day_start, day_end=day_end)
    return decide(guard, own.held(rows, service_id, day_start, day_end), name)


def day_of(start: datetime, timezone: str) -> tuple[datetime, datetime]:
    """The salon's day a start falls on, as the moments it begins and ends."""
    zone = ZoneInfo(timezone)
    day = start.astimezone(zone).date()
    return datetime.combine(day, time(), zone), datetime.combine(day + timedelta(days=1), time(), zone)


def decide(guard: CallGuard, held: list[Appointment], name: str) -> Appointment | None:
    """`check` given the customer's scheduled appointments of the service on this call or that day, oldest first."""
    person = same_person(name)
    mine = [appointment for appointment in held if same_person(appointment.customer_name) == person]
    in_this_call = next((a for a in mine if a.call_id == guard.call_id), None)
    if in_this_call is not None:
        return in_this_call
    if mine and not guard.also:
        raise DuplicateBooking(mine[0])
    return None
