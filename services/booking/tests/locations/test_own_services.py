"""A location's own catalogue: Venice charges $55 for a haircut that takes an hour there (the business's: $45,
45 minutes) and does not offer colour. Availability there uses its length, a booking there records its price and
length, colour is refused there, and the figures follow from the recorded prices. Tenants' events from before
locations had services of their own leave the business's catalogue in place."""

from datetime import datetime

import pytest

from booking.locations.handlers import on_location_saved
from ringbook.booking.v1 import rpc_pb2 as rpc
from ringbook.tenants.v1 import events_pb2 as tenants
from ringbook_common.bus.envelope import new_envelope
from ringbook_common.bus.rpc import RpcFailed, request
from ringbook_common.testing.wait import eventually

from ..factories import at, book
from .factories import LOS_ANGELES, OPEN_EARLY, save_location, slots_at, two_salons
from .test_figures import figures

VENICE_MENU = ({"service_id": "cut", "offered": True, "price_cents": 5500, "duration_min": 60},
               {"service_id": "colour", "offered": False})


async def venice_with_its_own_menu(app, client, owner):
    business = await two_salons(app, client, owner)
    await save_location(app, owner.tenant_id, location_id=business.venice, closures=(business.thursday,),
                        services=VENICE_MENU)
    return business


def minutes(slot: dict) -> int:
    return int((datetime.fromisoformat(slot["end"]) - datetime.fromisoformat(slot["start"])).total_seconds() // 60)


class TestAvailability:
    async def test_venice_offers_its_own_length_and_new_york_the_catalogues(self, app, client, owner):
        business = await venice_with_its_own_menu(app, client, owner)
        venice = await slots_at(client, owner, business.tuesday, business.venice)
        assert {minutes(slot) for slot in venice} == {60}
        assert venice[-1]["start"] == at(business.tuesday, "16:00", LOS_ANGELES).isoformat()  # ends at 17:00
        new_york = await slots_at(client, owner, business.monday, None)
        assert {minutes(slot) for slot in new_york} == {45}
        assert new_york[-1]["start"] == at(business.monday, "11:15").isoformat()

    async def test_a_service_venice_does_not_offer_is_refused_there_only(self, app, client, owner):
        business = await venice_with_its_own_menu(app, client, owner)
        response = await client.get("/api/availability", headers=owner.headers, params={
            "serviceId": "colour", "from": business.tuesday.isoformat(), "location": business.venice})
        assert (response.status_code, response.json()) == (404, {"error": "Colour is not offered at this location"})
        assert await slots_at(client, owner, business.monday, None, service="colour") != []


class TestBooking:
    async def test_a_booking_at_venice_records_its_price_and_length(self, app, client, owner, db):
        business = await venice_with_its_own_menu(app, client, owner)
        slot = (await slots_at(client, owner, business.tuesday, business.venice))[0]
        booked = await book(client, owner, slotId=slot["slotId"])
        assert booked.status_code == 201, booked.text
        assert (booked.json()["price"], booked.json()["duration"]) == (55.0, 60)
        by_start = await book(client, owner, start=at(business.tuesday, "13:00", LOS_ANGELES).isoformat(),
                              serviceId="cut", staffId="maria", location=business.venice)
        assert by_start.status_code == 201, by_start.text
        at_new_york = await book(client, owner, start=at(business.monday, "09:00").isoformat(), serviceId="cut",
                                 staffId="maria")
        assert at_new_york.status_code == 201, at_new_york.text
        rows = await db.rows("SELECT location_id, price_cents, duration_min, ends_at - starts_at AS length "
                             "FROM appointments WHERE tenant_id = :tenant ORDER BY starts_at", tenant=owner.tenant_id)
        assert [(str(r["location_id"]), r["price_cents"], r["duration_min"], r["length"].seconds // 60)
                for r in rows] == [(business.new_york, 4500, 45, 45), (business.venice, 5500, 60, 60),
                                   (business.venice, 5500, 60, 60)]

    async def test_a_service_venice_does_not_offer_cannot_be_booked_there(self, app, client, owner, db):
        business = await venice_with_its_own_menu(app, client, owner)
        refused = await book(client, owner, start=at(business.tuesday, "09:00", LOS_ANGELES).isoformat(),
                             serviceId="colour", staffId="maria", location=business.venice)
        assert (refused.status_code, refused.json()) == (404, {"error": "Colour is not offered at this location"})
        assert await db.rows("SELECT id FROM appointments WHERE tenant_id = :tenant", tenant=owner.tenant_id) == []

    async def test_the_figures_follow_from_the_recorded_prices(self, app, client, owner):
        business = await venice_with_its_own_menu(app, client, owner)
        assert (await book(client, owner, start=at(business.monday, "09:00").isoformat(), serviceId="cut",
                           staffId="maria")).status_code == 201
        assert (await book(client, owner, start=at(business.tuesday, "09:00", LOS_ANGELES).isoformat(),
                           serviceId="cut", staffId="maria", location=business.venice)).status_code == 201
        venice, new_york = await figures(client, owner, business.venice), await figures(client, owner,
                                                                                        business.new_york)
        assert (venice["totalRevenue"], new_york["totalRevenue"]) == (55.0, 45.0)
        assert (await figures(client, owner))["totalRevenue"] == 100.0

    async def test_the_first_location_may_have_its_own_price_too(self, app, client, owner, db):
        business = await two_salons(app, client, owner)
        await save_location(app, owner.tenant_id, location_id=business.new_york, name="Salon Uno",
                            timezone="America/New_York",
                            services=({"service_id": "cut", "offered": True, "price_cents": 5000},))
        booked = await book(client, owner, start=at(business.monday, "09:00").isoformat(), serviceId="cut",
                            staffId="maria")
        assert booked.status_code == 201, booked.text
        assert (booked.json()["price"], booked.json()["duration"]) == (50.0, 45)


class TestOverTheBus:
    async def test_the_receptionist_is_offered_and_books_venices_length_and_price(self, app, client, owner, bus):
        business = await venice_with_its_own_menu(app, client, owner)
        offered = await request(bus, "rpc.booking.availability", rpc.AvailabilityRequest(
            tenant_id=owner.tenant_id, service_id="cut", from_date=business.tuesday.isoformat(),
            location_id=business.venice), rpc.AvailabilityReply, timeout=5)
        assert {minutes({"start": s.start, "end": s.end}) for s in offered.slots} == {60}
        booked = await request(bus, "rpc.booking.book", rpc.BookRequest(
            tenant_id=owner.tenant_id, slot_id=offered.slots[0].slot_id, customer_name="Jane",
            customer_phone="+15550101234"), rpc.BookReply, timeout=5)
        assert booked.ok, booked.error
        assert (booked.appointment.price_cents, booked.appointment.duration_min) == (5500, 60)

    async def test_a_service_venice_does_not_offer_is_refused_with_its_reason(self, app, client, owner, bus):
        business = await venice_with_its_own_menu(app, client, owner)
        with pytest.raises(RpcFailed) as refused:
            await request(bus, "rpc.booking.availability", rpc.AvailabilityRequest(
                tenant_id=owner.tenant_id, service_id="colour", from_date=business.tuesday.isoformat(),
                location_id=business.venice), rpc.AvailabilityReply, timeout=5)
        assert (refused.value.status_code, refused.value.message) == (404, "Colour is not offered at this location")


class TestTenantsEvents:
    async def test_an_event_without_services_is_the_catalogue_again(self, app, client, owner):
        business = await venice_with_its_own_menu(app, client, owner)
        await save_location(app, owner.tenant_id, location_id=business.venice, closures=(business.thursday,))
        venice = await slots_at(client, owner, business.tuesday, business.venice)
        assert {minutes(slot) for slot in venice} == {45}
        assert await slots_at(client, owner, business.tuesday, business.venice, service="colour") != []

    async def test_an_event_written_before_locations_had_services_reads_as_the_catalogue(self, app, client,
                                                                                          owner, db):
        business = await venice_with_its_own_menu(app, client, owner)
        # Field by field what tenants wrote before `services` existed, with no location on the envelope.
        old = tenants.Location(location_id=business.venice, tenant_id=owner.tenant_id, name="Venice",
                               timezone="America/Los_Angeles", week=OPEN_EARLY, position=1).SerializeToString()
        event = tenants.LocationSaved(location=tenants.Location.FromString(old))
        async with app.state.sessionmaker() as session, session.begin():
            await on_location_saved(session, new_envelope(event, event_type="tenants.location_saved",
                                                          tenant_id=owner.tenant_id))
        booked = await book(client, owner, start=at(business.tuesday, "09:00", LOS_ANGELES).isoformat(),
                            serviceId="cut", staffId="maria", location=business.venice)
        assert booked.status_code == 201, booked.text
        assert (booked.json()["price"], booked.json()["duration"]) == (45.0, 45)
        assert await db.rows("SELECT service_id FROM location_services WHERE tenant_id = :tenant",
                             tenant=owner.tenant_id) == []

    async def test_a_service_listed_twice_counts_as_first_listed(self, app, client, owner, db):
        business = await two_salons(app, client, owner)
        await save_location(app, owner.tenant_id, location_id=business.venice, services=(
            {"service_id": "cut", "offered": True, "price_cents": 5500},
            {"service_id": "cut", "offered": False}))
        assert [(r["service_id"], r["offered"], r["price_cents"], r["duration_min"]) for r in await db.rows(
            "SELECT service_id, offered, price_cents, duration_min FROM location_services WHERE tenant_id = :tenant",
            tenant=owner.tenant_id)] == [
            ("cut", True, 5500, None)]

    async def test_venices_menu_arrives_over_nats(self, app, client, owner, bus):
        business = await two_salons(app, client, owner)
        await bus.ensure_stream("tenants")
        event = tenants.LocationSaved(location=tenants.Location(
            location_id=business.venice, tenant_id=owner.tenant_id, name="Venice", timezone="America/Los_Angeles",
            week=OPEN_EARLY, position=1, services=[tenants.LocationService(**service) for service in VENICE_MENU]))
        envelope = new_envelope(event, event_type="tenants.location_saved", tenant_id=owner.tenant_id,
                                location_id=business.venice)
        await bus.js.publish("ringbook.tenants.location_saved", envelope.SerializeToString(),
                             headers={"Nats-Msg-Id": envelope.event_id})

        async def venices_length() -> set[int] | None:
            response = await client.get("/api/availability", headers=owner.headers, params={
                "serviceId": "cut", "from": business.tuesday.isoformat(), "to": business.tuesday.isoformat(),
                "location": business.venice})
            found = {minutes(slot) for slot in response.json()["slots"]}
            return found if found == {60} else None

        assert await eventually(venices_length) == {60}
