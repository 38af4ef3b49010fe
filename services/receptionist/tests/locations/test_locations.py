"""A business with several locations, as the receptionist keeps it from tenants' `location_saved`: what each
location's agent is told (its own name, address, hours and menu, the others listed with theirs)."""

import uuid

import pytest

from receptionist.locations import service as locations
from receptionist.models import Location
from receptionist.provisioning import prompt
from ringbook_common.errors import LocationNotFound

from ..factories import add_location, opening_week, set_up_salon

OAK = {"name": "Salon Uno Oak Street", "address": "40 Oak Street, Springfield, IL 62702",
       "timezone": "America/Chicago"}


async def _profile(app, owner, location_id: str | None = None):
    async with app.state.sessionmaker() as session:
        return await locations.profile(session, uuid.UUID(owner.tenant_id),
                                       uuid.UUID(location_id) if location_id else None)


class TestTheCopy:
    async def test_a_saved_location_is_kept_whole_and_saved_again_in_place(self, app, owner):
        await set_up_salon(app, owner)
        location_id = await add_location(app, owner, **OAK, week=opening_week("10:00", "16:00", closed=(0, 1)),
                                         services=({"service_id": "haircut", "offered": True, "price_cents": 5500},))
        await add_location(app, owner, location_id=location_id, name="Salon Uno Oak St", address=OAK["address"],
                           timezone="Not/AZone")
        async with app.state.sessionmaker() as session:
            [kept] = [row for row in (await session.execute(
                Location.__table__.select().where(Location.tenant_id == uuid.UUID(owner.tenant_id)))).all()]
        assert (kept.name, kept.timezone, kept.position) == ("Salon Uno Oak St", "America/New_York", 1)
        assert kept.week["1"] == {"open": "09:00", "close": "18:00", "closed": False}


class TestWhatALocationsAgentIsTold:
    async def test_the_first_location_is_the_salon_as_before(self, app, owner):
        await set_up_salon(app, owner)
        alone = await _profile(app, owner)
        assert (alone.name, alone.place_id, alone.other_locations) == ("Salon Uno", uuid.UUID(owner.tenant_id), ())
        assert "other locations" not in prompt.general_prompt(alone)
        assert all("location" not in tool.get("parameters", {}).get("properties", {})
                   for tool in prompt.tools(alone, "http://ringbook.test"))

    async def test_another_location_answers_as_itself_and_lists_the_first(self, app, owner):
        await set_up_salon(app, owner)
        location_id = await add_location(
            app, owner, **OAK, week=opening_week("10:00", "16:00", closed=(0, 1)),
            services=({"service_id": "haircut", "offered": True, "price_cents": 5500},
                      {"service_id": "colour", "offered": False}))
        oak = await _profile(app, owner, location_id)
        assert (oak.name, oak.full_address, oak.timezone) == (OAK["name"], OAK["address"], "America/Chicago")
        assert oak.hours[1].closed and (oak.hours[2].open, oak.hours[2].close) == ("10:00", "16:00")
        assert [(s.name, s.price_cents, s.duration_min) for s in oak.services] == [("Haircut", 5500, 45)]
        [first] = oak.other_locations
        assert (first.name, first.address) == ("Salon Uno", "12 Main St, Springfield")

        told = prompt.general_prompt(oak)
        assert "Name: Salon Uno Oak Street" in told and "Address: 40 Oak Street" in told
        assert "- Haircut: 45 minutes, $55" in told and "Colour" not in told
        assert "## The business's other locations\nSalon Uno: 12 Main St, Springfield (time zone America/New_York)" \
            in told
        assert prompt.begin_message(oak).startswith("Thank you for calling Salon Uno Oak Street")
        tools = {tool["name"]: tool for tool in prompt.tools(oak, "http://ringbook.test")}
        assert "location" in tools["check_availability"]["parameters"]["properties"]
        assert "location" not in tools["book_appointment"]["parameters"]["properties"]

        first_told = prompt.general_prompt(await _profile(app, owner))
        assert "Salon Uno Oak Street: 40 Oak Street, Springfield, IL 62702 (time zone America/Chicago)" in first_told
        assert "  - Monday: closed" in first_told and "  - Tuesday: 10:00-16:00" in first_told

    async def test_another_tenants_location_is_no_location_of_this_one(self, app, owner, make_owner):
        other = make_owner()
        await set_up_salon(app, owner)
        await set_up_salon(app, other, name="Salon Dos")
        theirs = await add_location(app, other, **OAK)
        with pytest.raises(LocationNotFound):
            await _profile(app, owner, theirs)
