"""Who works at which location on which days, as booking's staff events say it: each location's week in events
written since locations, the first location's hours in those written before (streams keep 30 days)."""

import uuid

from receptionist.locations import service as locations
from receptionist.locations import team
from receptionist.models import SalonStaff
from receptionist.salon.handlers import on_staff_added, on_staff_updated
from ringbook.booking.v1 import events_pb2 as booking

from ..factories import add_location, apply_event, set_up_salon

NEW_YORK = [booking.WorkingHours(dow=1, start="09:00", end="12:00"),
            booking.WorkingHours(dow=1, start="13:00", end="17:00"),
            booking.WorkingHours(dow=3, start="09:00", end="17:00")]
OAK = [booking.WorkingHours(dow=2, start="10:00", end="18:00"), booking.WorkingHours(dow=4, start="10:00", end="18:00")]


def updated(owner, key: str, *, hours=(), locations=()) -> booking.StaffUpdated:
    return booking.StaffUpdated(tenant_id=owner.tenant_id, staff_id="maria", staff_key=key, name="Maria Lopez",
                                changed=["hours"], hours=list(hours), locations=list(locations))


async def weeks_of(app, key: str) -> dict | None:
    async with app.state.sessionmaker() as session:
        return (await session.get(SalonStaff, uuid.UUID(key))).weeks


async def salon_with_oak(app, owner) -> tuple[dict[str, str], str]:
    """Salon Uno with Maria and Sam, and its Oak Street location; (their keys, Oak Street's id)."""
    keys = await set_up_salon(app, owner, staff=(("maria", "Maria Lopez"), ("sam", "Sam Ito")))
    oak = await add_location(app, owner, name="Salon Uno Oak Street", address="40 Oak Street, Springfield")
    return keys, oak


class TestKeptFromTheEvents:
    async def test_each_locations_week_is_kept(self, app, owner):
        keys, oak = await salon_with_oak(app, owner)
        maria = keys["maria"]
        await apply_event(app, on_staff_updated, updated(owner, maria, hours=NEW_YORK, locations=[
            booking.LocationWeek(location_id=owner.tenant_id, location_name="Salon Uno", hours=NEW_YORK),
            booking.LocationWeek(location_id=oak, location_name="Salon Uno Oak Street", hours=OAK)]),
            "booking.staff_updated", owner.tenant_id)
        assert await weeks_of(app, maria) == {
            owner.tenant_id: [[1, "09:00", "12:00"], [1, "13:00", "17:00"], [3, "09:00", "17:00"]],
            oak: [[2, "10:00", "18:00"], [4, "10:00", "18:00"]]}

    async def test_an_event_from_before_locations_is_the_first_locations_week(self, app, owner):
        keys, _ = await salon_with_oak(app, owner)
        maria = keys["maria"]
        await apply_event(app, on_staff_updated, updated(owner, maria, hours=NEW_YORK), "booking.staff_updated",
                          owner.tenant_id)
        assert await weeks_of(app, maria) == {
            owner.tenant_id: [[1, "09:00", "12:00"], [1, "13:00", "17:00"], [3, "09:00", "17:00"]]}

    async def test_an_added_member_from_before_locations_works_at_the_first_location(self, app, owner):
        await set_up_salon(app, owner, staff=())
        key = str(uuid.uuid4())
        await apply_event(app, on_staff_added, booking.StaffAdded(
            tenant_id=owner.tenant_id, staff_id="ana", staff_key=key, name="Ana", hours=OAK, staff_count=1),
            "booking.staff_added", owner.tenant_id)
        assert await weeks_of(app, key) == {owner.tenant_id: [[2, "10:00", "18:00"], [4, "10:00", "18:00"]]}

    async def test_a_member_who_now_works_only_elsewhere_leaves_the_first_location(self, app, owner):
        keys, oak = await salon_with_oak(app, owner)
        maria = keys["maria"]
        await apply_event(app, on_staff_updated, updated(owner, maria, hours=NEW_YORK), "booking.staff_updated",
                          owner.tenant_id)
        await apply_event(app, on_staff_updated, updated(owner, maria, locations=[
            booking.LocationWeek(location_id=oak, location_name="Salon Uno Oak Street", hours=OAK)]),
            "booking.staff_updated", owner.tenant_id)
        assert await weeks_of(app, maria) == {oak: [[2, "10:00", "18:00"], [4, "10:00", "18:00"]]}

    async def test_the_wizards_copy_of_a_new_member_keeps_what_booking_said(self, app, owner):
        keys, _ = await salon_with_oak(app, owner)
        maria = keys["maria"]
        await apply_event(app, on_staff_updated, updated(owner, maria, hours=NEW_YORK), "booking.staff_updated",
                          owner.tenant_id)
        # The wizard applies the member booking made, without hours, and may do so after booking's own event.
        await apply_event(app, on_staff_added, booking.StaffAdded(
            tenant_id=owner.tenant_id, staff_id="maria", staff_key=maria, name="Maria Lopez"),
            "booking.staff_added", owner.tenant_id)
        assert list(await weeks_of(app, maria)) == [owner.tenant_id]


class TestWhoWorksHereWithoutBooking:
    async def test_the_locations_team_and_days_come_from_the_events(self, app, owner):
        keys, oak = await salon_with_oak(app, owner)
        maria, sam = keys["maria"], keys["sam"]
        await apply_event(app, on_staff_updated, updated(owner, maria, hours=NEW_YORK, locations=[
            booking.LocationWeek(location_id=owner.tenant_id, location_name="Salon Uno", hours=NEW_YORK),
            booking.LocationWeek(location_id=oak, location_name="Salon Uno Oak Street", hours=OAK)]),
            "booking.staff_updated", owner.tenant_id)
        await apply_event(app, on_staff_updated, booking.StaffUpdated(
            tenant_id=owner.tenant_id, staff_id="sam", staff_key=sam, name="Sam Ito", hours=NEW_YORK),
            "booking.staff_updated", owner.tenant_id)
        async with app.state.sessionmaker() as session:
            first = await locations.profile(session, uuid.UUID(owner.tenant_id))
            there = await locations.profile(session, uuid.UUID(owner.tenant_id), uuid.UUID(oak))
        # Nothing answers booking's requests here: what its events said stands in.
        at_oak = await team.working_here(app.state.bus, there, timeout=1)
        assert [member.name for member in at_oak.staff] == ["Maria Lopez"]
        assert team.days_at(at_oak.staff[0], there) == {2: ("10:00", "18:00"), 4: ("10:00", "18:00")}
        assert team.days_at(at_oak.staff[0], first) == {1: ("09:00", "17:00"), 3: ("09:00", "17:00")}
        at_first = await team.working_here(app.state.bus, first, timeout=1)
        assert [member.name for member in at_first.staff] == ["Maria Lopez", "Sam Ito"]
        assert team.told_details(there, limit=10) == [{"name": "Maria Lopez", "title": "", "works": {
            "2": {"start": "10:00", "end": "18:00"}, "4": {"start": "10:00", "end": "18:00"}}}]

    async def test_while_a_members_weeks_are_unknown_the_whole_team_is_said(self, app, owner):
        keys, oak = await salon_with_oak(app, owner)
        maria = keys["maria"]
        await apply_event(app, on_staff_updated, updated(owner, maria, locations=[
            booking.LocationWeek(location_id=oak, location_name="Salon Uno Oak Street", hours=OAK)]),
            "booking.staff_updated", owner.tenant_id)
        async with app.state.sessionmaker() as session:
            there = await locations.profile(session, uuid.UUID(owner.tenant_id), uuid.UUID(oak))
        at_oak = await team.working_here(app.state.bus, there, timeout=1)
        assert [member.name for member in at_oak.staff] == ["Maria Lopez", "Sam Ito"]
        assert team.told_details(there, limit=10) == []

