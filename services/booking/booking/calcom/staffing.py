"""Whom a location's Cal.com times are given to. Cal.com knows no staff members, so each start goes to one of ours:
a performer of the service who works at the location (at the first location also those with no hours anywhere, as
before locations) and who is free then in our own records, at every location: one stylist, one diary."""

import uuid
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from booking import fields
from booking.availability import repository as availability_repository
from booking.availability import service as builtin
from booking.availability.engine import Interval
from booking.availability.errors import StaffDoesNotOfferService, StaffNotFound
from booking.calcom import repository
from booking.catalogue.offering import Offering
from booking.models import Staff


async def working_at(session: AsyncSession, tenant_id: uuid.UUID, staff: list[Staff],
                     location_id: uuid.UUID) -> list[Staff]:
    """Those of `staff` who work at the location, in the same order."""
    if not staff:
        return []
    worked = await repository.locations_worked(session, tenant_id, [member.id for member in staff])
    return [member for member in staff if location_id in worked.get(member.id, set())
            or (location_id == tenant_id and not worked.get(member.id))]


async def performers(session: AsyncSession, tenant_id: uuid.UUID, service: Offering, staff_id: str | None,
                     location_id: uuid.UUID) -> list[Staff]:
    """Who may be given the service's times at the location, as the built-in calendar decides it (same errors)."""
    everyone = await availability_repository.current_staff(session, tenant_id)
    members = [staff for staff in everyone if builtin.performs(staff, service)]
    if staff_id and staff_id.lower() != "any":
        members = [staff for staff in members if staff.staff_id.lower() == staff_id.lower()]
        if not members:
            if fields.is_staff_id(staff_id) and any(s.staff_id.lower() == staff_id.lower() for s in everyone):
                raise StaffDoesNotOfferService()
            raise StaffNotFound()
    return await working_at(session, tenant_id, members, location_id)


class Diaries:
    """The busy time of some staff members over a window, at every location, to give each start to one free."""

    def __init__(self, members: list[Staff], busy: dict[uuid.UUID, list[Interval]]) -> None:
        self.members, self.busy = members, busy

    @classmethod
    async def read(cls, session: AsyncSession, tenant_id: uuid.UUID, members: list[Staff], *, start: datetime,
                   end: datetime, now: datetime, ignore_appointment: uuid.UUID | None = None) -> "Diaries":
        if not members:
            return cls(members, {})
        found = await availability_repository.busy(session, tenant_id, [staff.id for staff in members],
                                                   start=start, end=end, now=now,
                                                   ignore_appointment=ignore_appointment)
        return cls(members, found.by_staff)

    def free_one(self, start: datetime, end: datetime) -> Staff | None:
        """The first member with nothing else from `start` to `end`; None when every one is taken."""
        wanted = Interval(start, end)
        return next((staff for staff in self.members
                     if not any(wanted.overlaps(taken) for taken in self.busy.get(staff.id, []))), None)
