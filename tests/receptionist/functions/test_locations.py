"""A business with two locations on the line, with the real booking app: each number answers as its own location
(its address, hours, team and times, never the other's), and a caller on the first location's number who asks
for the other one hears its address and hours and books there in the same call. Graded on booking's and the
receptionist's rows."""

import uuid
from datetime import UTC, datetime

import pytest
from sqlalchemy import func, select, text

from booking.locations.handlers import on_location_saved as booking_location_saved
from receptionist.conversation import turn
from receptionist.functions import service as functions
from receptionist.locations import service as locations
from receptionist.locations import team
from receptionist.models import Agent, SalonStaff
from receptionist.provisioning import prompt
from ringbook.receptionist.v1 import events_pb2 as events
from ringbook.tenants.v1 import events_pb2 as tenants
from ringbook_common.testing.wait import eventually
from services.receptionist.tests.factories import add_location, opening_week

from .line import CALLER, Phone, apply_booking_event, next_weekday, open_salon

OAK = {"name": "Salon Uno Downtown", "address": "40 Oak Street, Springfield, IL 62702",
       "timezone": "America/New_York"}


async def _oak_street(app, booking, client, owner, *, services: tuple[dict, ...] = ()) -> tuple[Phone, str]:
    """The business's second location, in booking and the receptionist, with Sam Lee working there only (Maria
    Lopez works at the first), and its own agent and number; `services`: where its menu differs."""
    location_id = str(uuid.uuid4())
    week = opening_week("10:00", "18:00", closed=(0,))
    await apply_booking_event(booking, booking_location_saved, tenants.LocationSaved(location=tenants.Location(
        location_id=location_id, tenant_id=owner.tenant_id, week=week, position=1, name=OAK["name"],
        address=OAK["address"], timezone=OAK["timezone"],
        services=[tenants.LocationService(**service) for service in services]), created=True),
        "tenants.location_saved", owner.tenant_id)
    await add_location(app, owner, location_id=location_id, week=week, name=OAK["name"], address=OAK["address"],
                       timezone=OAK["timezone"], services=services)
    response = await booking.state.test_client.post("/staff/calendars/provision", headers=owner.headers,
                                                     json={"staffId": "sam", "name": "Sam Lee"})
    assert response.status_code == 201, response.text
    response = await booking.state.test_client.put("/staff/hours", headers=owner.headers,
                                                    json={"staffId": "sam", "hours": []})  # none at the first
    assert response.status_code == 200, response.text
    response = await booking.state.test_client.put("/staff/hours", headers=owner.headers, json={
        "staffId": "sam", "location": location_id,
        "hours": [{"dow": dow, "start": "10:00", "end": "16:00"} for dow in range(1, 6)]})
    assert response.status_code == 200, response.text
    tenant_id = uuid.UUID(owner.tenant_id)

    async def both_known() -> bool:
        async with app.state.sessionmaker() as session:
            return await session.scalar(select(func.count()).select_from(SalonStaff)
                                        .where(SalonStaff.tenant_id == tenant_id)) == 2

    await eventually(both_known)
    agent_id = f"agent_{uuid.uuid4().hex[:20]}"
    number = f"+1800555{2000 + uuid.uuid4().int % 8000:04d}"
    async with app.state.sessionmaker() as session, session.begin():
        session.add(Agent(tenant_id=tenant_id, location_id=uuid.UUID(location_id), provider="local",
                          status="active", agent_id=agent_id, phone_number=number, number_bound=True))
    return Phone(client, agent_id, number), location_id


@pytest.fixture
async def shops(app, booking, client, owner) -> tuple[Phone, Phone, str]:
    main = await open_salon(app, booking, client, owner)
    oak, location_id = await _oak_street(app, booking, client, owner)
    return main, oak, location_id


# Oak Street's own menu: a haircut is $55 and takes an hour there (the business's: $45, 45 minutes), no colour.
OAK_MENU = ({"service_id": "cut", "offered": True, "price_cents": 5500, "duration_min": 60},
            {"service_id": "colour", "offered": False})


@pytest.fixture
async def priced_shops(app, booking, client, owner) -> tuple[Phone, Phone, str]:
    main = await open_salon(app, booking, client, owner)
    oak, location_id = await _oak_street(app, booking, client, owner, services=OAK_MENU)
    return main, oak, location_id


async def _booked_rows(booking, owner) -> list:
    async with booking.state.sessionmaker() as session:
        found = await session.execute(text(
            "SELECT a.location_id, s.staff_id, a.customer_name FROM appointments a JOIN staff s ON s.id = a.staff_key "
            "WHERE a.tenant_id = :tenant ORDER BY a.starts_at"), {"tenant": uuid.UUID(owner.tenant_id)})
        return [tuple(row) for row in found.all()]


async def _look(phone, **args) -> dict:
    return await phone.function("check_availability", {"service": "Haircut", "date": next_weekday().isoformat(),
                                                       **args}, call_id="call-look")


class TestEachNumberAnswersAsItsLocation:
    async def test_the_business_info_is_the_locations_own(self, shops):
        main, oak, _ = shops
        here = await oak.function("get_business_info")
        assert (here["name"], here["address"], here["staff"]) == (OAK["name"], OAK["address"], ["Sam Lee"])
        assert here["hours"]["Sunday"]["closed"] and here["hours"]["Monday"]["open"] == "10:00"
        assert [other["name"] for other in here["locations"]] == ["Salon Uno"]
        assert "Our other locations: Salon Uno at 12 Main St, Springfield." in here["result"]
        there = await main.function("get_business_info")
        assert (there["name"], there["staff"]) == ("Salon Uno", ["Maria Lopez"])
        assert there["locations"] == [{"name": OAK["name"], "address": OAK["address"], "timezone": OAK["timezone"],
                                       "hours": there["locations"][0]["hours"]}]
        assert "10" in there["locations"][0]["hours"]

    async def test_availability_never_mixes_locations(self, shops):
        main, oak, _ = shops
        at_oak, at_main = await _look(oak), await _look(main)
        assert at_oak["ok"] and at_main["ok"]
        assert {slot["staff"] for slot in at_oak["slots"]} == {"Sam Lee"}
        assert {slot["staff"] for slot in at_main["slots"]} == {"Maria Lopez"}


class TestWhatEachLocationsAgentIsTold:
    async def test_the_prompt_names_the_staff_who_work_at_the_location(self, shops, app, owner):
        _, _, location_id = shops
        async with app.state.sessionmaker() as session:
            first = await locations.profile(session, uuid.UUID(owner.tenant_id))
            oak = await locations.profile(session, uuid.UUID(owner.tenant_id), uuid.UUID(location_id))
        first, oak = [await team.working_here(app.state.bus, found, timeout=5) for found in (first, oak)]
        assert [member.name for member in oak.staff] == ["Sam Lee"]
        assert [member.name for member in first.staff] == ["Maria Lopez"]
        told = prompt.general_prompt(oak)
        assert "Staff:\n- Sam Lee\n" in told and "Maria" not in told
        assert "## The business's other locations\nSalon Uno: 12 Main St, Springfield" in told


class TestAskingForTheOtherLocation:
    async def test_a_caller_on_the_first_number_books_at_oak_street_in_the_same_call(self, shops, booking, owner,
                                                                                     db):
        main, _, location_id = shops
        heard = await main.function("get_business_info", {"location": "the Oak Street one"}, call_id="call-x")
        assert (heard["name"], heard["address"], heard["location"]) == (OAK["name"], OAK["address"], OAK["name"])
        assert heard["staff"] == ["Sam Lee"] and heard["hours"]["Monday"]["open"] == "10:00"
        times = await main.function("check_availability", {"service": "Haircut", "date": next_weekday().isoformat(),
                                                           "location": "Oak St"}, call_id="call-x")
        assert times["ok"] and {slot["staff"] for slot in times["slots"]} == {"Sam Lee"}
        assert " at Salon Uno Downtown, I have" in times["result"]
        booked = await main.function("book_appointment", {"slot_id": times["slots"][0]["slot_id"],
                                                          "customer_name": "Jane Doe"}, call_id="call-x")
        assert booked["ok"], booked
        assert await _booked_rows(booking, owner) == [(uuid.UUID(location_id), "sam", "Jane Doe")]
        # The call itself stays the first location's: its number was dialled.
        [kept] = await db.rows("SELECT location_id FROM function_calls WHERE call_id = 'call-x' "
                               "AND name = 'book_appointment' AND tenant_id = :tenant", tenant=owner.tenant_id)
        assert kept["location_id"] == uuid.UUID(owner.tenant_id)

    async def test_a_caller_on_oak_streets_number_books_there(self, shops, booking, owner):
        _, oak, location_id = shops
        times = await _look(oak)
        booked = await oak.function("book_appointment", {"slot_id": times["slots"][1]["slot_id"],
                                                         "customer_name": "Ann Lee"}, call_id="call-oak")
        assert booked["ok"], booked
        assert await _booked_rows(booking, owner) == [(uuid.UUID(location_id), "sam", "Ann Lee")]

    async def test_a_location_the_business_does_not_have_is_said_so(self, shops, make_owner, app):
        main, _, _ = shops
        stranger = make_owner()
        await add_location(app, stranger, name="Salon Dos Uptown", address="1 Uptown Road, Springfield")
        heard = await main.function("check_availability", {"service": "Haircut", "location": "Uptown"})
        assert heard["ok"] is False and "slots" not in heard
        assert "We don't have a location called Uptown" in heard["result"]
        assert [place["name"] for place in heard["locations"]] == ["Salon Uno", OAK["name"]]


class TestTheCallIsTheDialledLocations:
    async def test_calls_call_backs_and_their_events_name_the_location(self, shops, owner, db, published):
        _, oak, location_id = shops
        call = oak.call_object("call-cb", start_timestamp=1_700_000_000_000)
        assert (await oak.webhook("call_started", call)).status_code == 204
        asked = await oak.function("request_callback", {"name": "Ann Lee", "reason": "Price of a perm"},
                                   call_id="call-cb")
        assert asked["ok"], asked
        location = uuid.UUID(location_id)
        [logged] = await db.rows("SELECT location_id FROM calls WHERE call_id = 'call-cb' AND tenant_id = :tenant",
                                 tenant=owner.tenant_id)
        [callback] = await db.rows("SELECT location_id, phone FROM callbacks WHERE call_id = 'call-cb' "
                                   "AND tenant_id = :tenant", tenant=owner.tenant_id)
        assert logged["location_id"] == location and (callback["location_id"], callback["phone"]) == (location,
                                                                                                     CALLER)
        envelope, _ = await published.next("receptionist.callback_requested", events.CallbackRequested,
                                           tenant_id=owner.tenant_id)
        assert envelope.location_id == location_id

    async def test_the_call_log_and_call_backs_show_one_location_or_all(self, shops, owner, client, make_owner, app):
        main, oak, location_id = shops
        for phone, call_id in ((main, "call-main"), (oak, "call-oak")):
            assert (await phone.webhook("call_started", phone.call_object(
                call_id, start_timestamp=1_700_000_000_000))).status_code == 204
            assert (await phone.function("request_callback", {"name": "Ann", "reason": "A question"},
                                         call_id=call_id))["ok"]

        async def listed(path: str, key: str, **params) -> list[tuple[str, str]]:
            response = await client.get(path, params=params, headers=owner.headers)
            assert response.status_code == 200, response.text
            return sorted((entry.get("callId") or entry["id"], entry["locationId"]) for entry in response.json()[key])

        everywhere = [("call-main", owner.tenant_id), ("call-oak", location_id)]
        assert await listed("/api/dashboard/call-logs", "calls") == everywhere
        assert await listed("/api/dashboard/call-logs", "calls", location=location_id) == [("call-oak", location_id)]
        assert await listed("/api/dashboard/callbacks", "callbacks") == everywhere
        assert await listed("/api/dashboard/callbacks", "callbacks", location=owner.tenant_id) == [
            ("call-main", owner.tenant_id)]
        stranger = make_owner()
        theirs = await add_location(app, stranger, name="Salon Dos", address="1 Elm Ave")
        for location in (theirs, str(uuid.uuid4()), "not-an-id"):
            response = await client.get("/api/dashboard/call-logs", params={"location": location},
                                        headers=owner.headers)
            assert response.status_code == 404 and response.json() == {"error": "Location not found"}


class TheBuiltInAgent:
    """Our conversation engine on a location's number, each turn's functions called as the provider calls them."""

    def __init__(self, phone: Phone, call_id: str) -> None:
        self.phone, self.call_id = phone, call_id
        self.memory: dict = {}

    async def _run(self, name: str, args: dict) -> dict:
        return await self.phone.function(name, args, call_id=self.call_id)

    async def say(self, text: str) -> str:
        reply = await turn.hear(self.memory, text, run=self._run, caller_number=CALLER, locales=["en-US"],
                                now=datetime.now(UTC))
        return " ".join(reply.said)


def _day() -> str:
    day = next_weekday()
    return f"{day:%B} {day.day}"


class TestACallerAsksForTheOtherLocation:
    async def test_do_you_have_a_shop_downtown_then_books_there(self, shops, booking, owner):
        main, _, location_id = shops
        agent = TheBuiltInAgent(main, "call-downtown")
        heard = await agent.say("Hi, do you have a shop downtown?")
        assert "Salon Uno Downtown is at 40 Oak Street, Springfield, IL 62702, open Monday to Saturday 10:00 AM " \
               "to 6:00 PM" in heard, heard
        answer = await agent.say(f"Great, I'd like a haircut there on {_day()} at 11am")
        assert "11:00 AM" in answer and "Sam" in answer, answer
        await agent.say("Jane Smith")
        assert "booked" in (await agent.say("Yes please")).lower()
        assert await _booked_rows(booking, owner) == [(uuid.UUID(location_id), "sam", "Jane Smith")]

    async def test_id_rather_go_to_the_oak_street_one_moves_the_booking_there(self, shops, booking, owner):
        main, _, location_id = shops
        agent = TheBuiltInAgent(main, "call-oak")
        answer = await agent.say(f"I'd like a haircut on {_day()} at 11am")
        assert "Maria" in answer, answer  # the location dialled first
        answer = await agent.say("Actually, I'd rather go to the Oak Street one")
        assert "Salon Uno Downtown is at 40 Oak Street" in answer and "Sam" in answer, answer
        await agent.say("Jane Smith")
        assert "booked" in (await agent.say("Yes please")).lower()
        assert await _booked_rows(booking, owner) == [(uuid.UUID(location_id), "sam", "Jane Smith")]

    async def test_a_caller_on_the_first_number_who_names_no_other_location_books_there(self, shops, booking,
                                                                                       owner):
        main, _, _ = shops
        agent = TheBuiltInAgent(main, "call-main")
        answer = await agent.say(f"I'd like a haircut on {_day()} at 11am")
        assert "Maria" in answer, answer
        await agent.say("Jane Smith")
        assert "booked" in (await agent.say("Yes please")).lower()
        assert await _booked_rows(booking, owner) == [(uuid.UUID(owner.tenant_id), "maria", "Jane Smith")]


class TestOakStreetsOwnMenu:
    async def test_a_caller_on_oak_streets_number_hears_its_price(self, priced_shops):
        main, oak, _ = priced_shops
        agent = TheBuiltInAgent(oak, "call-price")
        assert "A Haircut is $55 and takes 1 hour." in await agent.say("Hi, how much is a haircut?")
        first = TheBuiltInAgent(main, "call-price-main")
        assert "A Haircut is $45 and takes 45 minutes." in await first.say("Hi, how much is a haircut?")

    async def test_its_menu_is_its_own_and_colour_is_not_offered_there(self, priced_shops):
        _, oak, _ = priced_shops
        here = await oak.function("get_business_info")
        assert [(s["name"], s["price"], s["duration_min"]) for s in here["services"]] == [("Haircut", "$55", 60)]
        asked = await oak.function("check_availability", {"service": "Colour", "date": next_weekday().isoformat()})
        assert asked["ok"] is False and "slots" not in asked and asked["services"] == ["Haircut"]

    async def test_a_booking_by_its_number_is_recorded_at_its_price_and_length(self, priced_shops, booking, owner):
        _, oak, location_id = priced_shops
        times = await _look(oak)
        booked = await oak.function("book_appointment", {"slot_id": times["slots"][0]["slot_id"],
                                                         "customer_name": "Ann Lee"}, call_id="call-oak-price")
        assert booked["ok"], booked
        async with booking.state.sessionmaker() as session:
            found = await session.execute(text(
                "SELECT location_id, price_cents, duration_min FROM appointments WHERE tenant_id = :tenant"),
                {"tenant": uuid.UUID(owner.tenant_id)})
            assert [tuple(row) for row in found.all()] == [(uuid.UUID(location_id), 5500, 60)]



async def test_a_booking_speaks_of_days_in_the_zone_of_the_location_dialled(app, booking, client, owner):
    """A booking's answer reads only the dialled location's zone, the same one its whole profile gives."""
    await open_salon(app, booking, client, owner)
    lisbon = await add_location(app, owner, name="Salon Uno Lisboa", address="Rua Augusta 1, Lisboa",
                                timezone="Europe/Lisbon")
    async with app.state.sessionmaker() as session:
        for place in (None, uuid.UUID(lisbon)):
            caller = functions.Caller(tenant_id=uuid.UUID(owner.tenant_id), call_id="call-zone", location_id=place)
            assert await functions._zone(session, caller) == (await functions.load(session, caller)).timezone
        assert await functions._zone(session, caller) == "Europe/Lisbon"
