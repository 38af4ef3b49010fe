"""A leaving member's upcoming appointments: who could take each one over, and handing them over or cancelling
them when the member is removed. Nothing is dropped silently: the owner chooses, and every client is told."""

import uuid
from collections import defaultdict
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from sqlalchemy.ext.asyncio import AsyncSession

from booking.appointments import repository as appointments_repository
from booking.appointments import service as appointments
from booking.availability import repository as availability_repository
from booking.availability import service as availability
from booking.config import Settings
from booking.models import Appointment, Staff
from booking.staff import repository
from booking.staff.errors import NotTheirAppointment
from ringbook_common.errors import Invalid, ServiceError

LISTED = 200


@dataclass(frozen=True)
class Upcoming:
    count: int
    appointments: list[Appointment]
    takers: dict[uuid.UUID, list[Staff]]  # by appointment id
    zones: dict[uuid.UUID, str]  # each appointment's location's, by location


async def upcoming(session: AsyncSession, settings: Settings, *, staff: Staff, now: datetime) -> Upcoming:
    """How many upcoming appointments the member has, the first ones, and who is free to take each."""
    count = await repository.count_upcoming_appointments(session, tenant_id=staff.tenant_id, staff_key=staff.id,
                                                         after=now)
    listed = (await appointments_repository.upcoming_of_staff(session, staff.tenant_id, staff.id,
                                                              after=now))[:LISTED]
    zones = await appointments.zones_of(session, staff.tenant_id, listed)
    return Upcoming(count, listed, await _takers(session, settings, staff=staff, listed=listed, zones=zones,
                                                 now=now), zones)


async def _takers(session: AsyncSession, settings: Settings, *, staff: Staff, listed: list[Appointment],
                  zones: dict[uuid.UUID, str], now: datetime) -> dict[uuid.UUID, list[Staff]]:
    """Who works at each appointment's location and is free then."""
    asked: dict[tuple[str, uuid.UUID, date], list[Appointment]] = defaultdict(list)
    for appointment in listed:
        day = availability.local_day(zones[appointment.location_id], appointment.starts_at)
        asked[(appointment.service_id, appointment.location_id, day)].append(appointment)
    members = {member.staff_id: member for member in await availability_repository.current_staff(
        session, staff.tenant_id)}
    takers: dict[uuid.UUID, list[Staff]] = {appointment.id: [] for appointment in listed}
    for (service_id, location_id, day), group in asked.items():
        try:
            found = await availability.search(session, settings, tenant_id=staff.tenant_id, service_id=service_id,
                                              first_day=day, last_day=day, staff_id=None, now=now, any_staff=False,
                                              notice=timedelta(0), location_id=location_id)
        except ServiceError:  # the service left the catalogue: no one can be offered it
            continue
        for appointment in group:
            takers[appointment.id] = [members[slot.staff_id] for slot in found.slots
                                      if slot.start == appointment.starts_at and slot.staff_id != staff.staff_id]
    return takers


async def reassign(session: AsyncSession, settings: Settings, *, staff: Staff, to: dict[str, str],
                   now: datetime) -> int:
    """Each named appointment of the member goes to the member named for it; one that cannot changes nothing."""
    if not to:
        return 0
    mine = {str(a.id): a for a in await appointments_repository.upcoming_of_staff(
        session, staff.tenant_id, staff.id, after=now, for_update=True)}
    members = {member.staff_id.lower(): member for member in await availability_repository.current_staff(
        session, staff.tenant_id)}
    for appointment_id, staff_id in to.items():
        appointment, taker = mine.get(appointment_id), members.get(staff_id.lower())
        if appointment is None:
            raise NotTheirAppointment(staff.name)
        if taker is None or taker.id == staff.id:
            raise Invalid(f'reassign names "{staff_id}", who is not another current staff member',
                          fields={"reassign": "Choose another current staff member"})
        await appointments.reassign(session, settings, appointment=appointment, to=taker, now=now)
    return len(to)
