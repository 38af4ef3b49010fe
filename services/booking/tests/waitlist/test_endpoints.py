"""The owner's waitlist: list a location's, add a client who agreed to be texted, remove one; every refusal a
readable `{"error"}` with its status, another tenant's entries and locations not found."""

import asyncio
import uuid
from datetime import datetime, timedelta

import pytest

from booking.waitlist.schemas import AGREEMENT_REQUIRED
from ringbook.booking.v1 import rpc_pb2 as rpc
from ringbook_common.bus.rpc import RpcFailed

from ..factories import CUT, set_up_salon
from .conftest import ask, join


def entry_body(day, **extra) -> dict:
    return {"serviceId": "cut", "fromDate": day.isoformat(), "customerName": "Ana Ruiz",
            "customerPhone": "(555) 012-3001", "clientAgreed": True, **extra}


class TestAdd:
    async def test_the_owner_adds_a_client_who_agreed(self, client, salon, day, moved_clock):
        added = await client.post("/api/waitlist", headers=salon.headers, json=entry_body(
            day, toDate=(day + timedelta(days=2)).isoformat(), staffId="maria", earliest="9:30", latest="12:00",
            language="es"))
        assert added.status_code == 201, added.text
        entry = added.json()
        assert entry["customerPhone"] == "+15550123001" and entry["consent"] == "owner"
        assert abs(datetime.fromisoformat(entry["consentedAt"]) - moved_clock.now()) < timedelta(seconds=5)
        assert (entry["staffId"], entry["staffName"], entry["earliest"], entry["latest"]) == (
            "maria", "Maria", "09:30", "12:00")
        assert (entry["fromDate"], entry["status"]) == (day.isoformat(), "waiting")
        listed = await client.get("/api/waitlist", headers=salon.headers)
        assert [e["id"] for e in listed.json()["entries"]] == [entry["id"]]

    async def test_without_the_clients_agreement_nothing_is_added(self, client, db, salon, day):
        for agreed in ({}, {"clientAgreed": False}):
            body = {k: v for k, v in entry_body(day, **agreed).items() if k != "clientAgreed" or agreed}
            refused = await client.post("/api/waitlist", headers=salon.headers, json=body)
            assert refused.status_code == 422
            assert refused.json()["error"] == AGREEMENT_REQUIRED
            assert "clientAgreed" in refused.json()["fields"]
        assert await db.count("waitlist_entries") == 0

    @pytest.mark.parametrize(("change", "field"), [
        ({"serviceId": None}, "serviceId"), ({"fromDate": "next tuesday"}, "fromDate"),
        ({"fromDate": None}, "fromDate"), ({"earliest": "25:00"}, "earliest"),
        ({"earliest": "14:00", "latest": "10:00"}, "latest"), ({"partOfDay": "noon"}, "partOfDay"),
        ({"customerPhone": "12"}, "customerPhone"), ({"language": "nl"}, "language"),
        ({"clientAgreed": "yes"}, "clientAgreed"), ({"customerName": ""}, "customerName"),
        ({"partOfDay": "morning", "earliest": "10:00"}, "partOfDay"),
    ])
    async def test_a_malformed_request_is_a_readable_422(self, client, salon, day, change, field):
        refused = await client.post("/api/waitlist", headers=salon.headers, json={**entry_body(day), **change})
        assert refused.status_code == 422, refused.text
        assert isinstance(refused.json()["error"], str) and refused.json()["error"]

    async def test_days_already_past_and_the_last_before_the_first_are_refused(self, client, salon, day):
        past = await client.post("/api/waitlist", headers=salon.headers,
                                 json=entry_body(day - timedelta(days=14)))
        assert past.status_code == 422 and past.json()["error"] == "The days asked for have passed"
        backwards = await client.post("/api/waitlist", headers=salon.headers,
                                      json=entry_body(day, toDate=(day - timedelta(days=1)).isoformat()))
        assert backwards.status_code == 422

    async def test_an_unknown_service_staff_member_or_location_is_not_found(self, client, salon, day):
        for change in ({"serviceId": "perm"}, {"staffId": "nobody"}, {"location": str(uuid.uuid4())},
                       {"location": "downtown"}):
            missing = await client.post("/api/waitlist", headers=salon.headers, json=entry_body(day, **change))
            assert missing.status_code == 404, (change, missing.text)
            assert missing.json()["error"]

    async def test_a_body_that_is_not_json_is_a_422(self, client, salon):
        refused = await client.post("/api/waitlist", headers={**salon.headers, "content-type": "application/json"},
                                    content=b"{not json")
        assert refused.status_code == 422 and "error" in refused.json()


class TestTenants:
    async def test_another_tenants_entry_and_location_are_not_found(self, client, make_owner, salon, day):
        added = (await client.post("/api/waitlist", headers=salon.headers, json=entry_body(day))).json()
        other = make_owner()
        assert (await client.delete(f"/api/waitlist/{added['id']}", headers=other.headers)).status_code == 404
        listed = await client.get("/api/waitlist", headers=other.headers, params={"location": salon.tenant_id})
        assert listed.status_code == 404 and listed.json()["error"]
        mine = await client.get("/api/waitlist", headers=other.headers)
        assert mine.status_code == 200 and mine.json()["entries"] == []
        still = await client.get("/api/waitlist", headers=salon.headers)
        assert [e["id"] for e in still.json()["entries"]] == [added["id"]]

    async def test_an_entry_id_that_is_no_id_is_not_found(self, client, salon):
        missing = await client.delete("/api/waitlist/not-an-id", headers=salon.headers)
        assert missing.status_code == 404 and missing.json() == {"error": "Waitlist entry not found"}


    async def test_days_all_past_leave_the_list(self, client, salon, day, moved_clock):
        added = await client.post("/api/waitlist", headers=salon.headers, json=entry_body(day))
        assert added.status_code == 201
        moved_clock.set(moved_clock.now() + timedelta(days=1, hours=14))  # the day after `day`, midnight
        assert (await client.get("/api/waitlist", headers=salon.headers)).json()["entries"] == []


class TestRemove:
    async def test_a_removed_client_leaves_the_list(self, client, salon, day):
        added = (await client.post("/api/waitlist", headers=salon.headers, json=entry_body(day))).json()
        assert (await client.delete(f"/api/waitlist/{added['id']}", headers=salon.headers)).status_code == 204
        assert (await client.get("/api/waitlist", headers=salon.headers)).json()["entries"] == []
        assert (await client.delete(f"/api/waitlist/{added['id']}", headers=salon.headers)).status_code == 404


class TestSettings:
    async def test_defaults_then_the_owners_choice(self, client, salon):
        assert (await client.get("/api/waitlist/settings", headers=salon.headers)).json() == {
            "holdMinutes": 15, "quietStart": "20:00", "quietEnd": "09:00"}
        wrong = await client.put("/api/waitlist/settings", headers=salon.headers,
                                 json={"holdMinutes": 2, "quietStart": "21:00", "quietEnd": "08:00"})
        assert wrong.status_code == 422 and "holdMinutes" in wrong.json()["error"]
        bad_time = await client.put("/api/waitlist/settings", headers=salon.headers,
                                    json={"holdMinutes": 20, "quietStart": "9pm", "quietEnd": "08:00"})
        assert bad_time.status_code == 422 and bad_time.json()["error"]


class TestReceptionist:
    async def test_a_caller_joins_with_consent_said_on_the_call(self, bus, salon, day, moved_clock):
        joined = await join(bus, salon, phone="555 012 3011", day=day, staff="maria", part_of_day="afternoon",
                            language="it")
        entry = joined.entry
        assert (entry.customer_phone, entry.consent, entry.staff_id, entry.earliest, entry.latest) == (
            "+15550123011", "call", "maria", "12:00", "16:59")
        assert abs(datetime.fromisoformat(entry.joined_at) - moved_clock.now()) < timedelta(seconds=5)

    async def test_the_same_join_sent_twice_at_once_is_kept_once(self, bus, db, salon, day):
        first, second = await asyncio.gather(join(bus, salon, phone="+15550123021", day=day),
                                             join(bus, salon, phone="+15550123021", day=day))
        assert first.entry.id == second.entry.id
        assert await db.count("waitlist_entries") == 1

    async def test_a_stylist_who_does_not_offer_the_service_is_refused(self, app, bus, client, salon, day):
        await set_up_salon(app, salon, services=({**CUT, "all_staff": False, "staff_ids": ["juan"]},))
        with pytest.raises(RpcFailed) as refused:
            await join(bus, salon, phone="+15550123022", day=day, staff="maria")
        assert refused.value.status_code == 422 and "Maria doesn't offer Haircut" in str(refused.value)

    @pytest.mark.parametrize("change", [{"consent": "owner"}, {"consent": ""}, {"first_day": ""},
                                        {"customer_phone": ""}, {"language": "xx"}, {"earliest": "noon"}])
    async def test_bad_requests_are_refused(self, bus, salon, day, change):
        message = rpc.JoinWaitlistRequest(tenant_id=salon.tenant_id, service_id="cut", first_day=day.isoformat(),
                                          customer_name="Ana", customer_phone="+15550123012", consent="text")
        for name, value in change.items():
            setattr(message, name, value)
        with pytest.raises(RpcFailed) as refused:
            await ask(bus, "join_waitlist", message, rpc.JoinWaitlistReply)
        assert refused.value.status_code == 422
