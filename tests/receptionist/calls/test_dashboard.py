"""The owner's call log and call-backs: their own tenant's only, from the session."""

import uuid

from .test_webhooks import START_MS, a_call, deliver, finished


class TestCallLogs:
    async def test_latest_calls_newest_first_with_details(self, phone, client, owner):
        for n in range(3):
            await deliver(phone, "call_ended", {**finished(phone, f"call-{n}"),
                                                "start_timestamp": START_MS + n * 60_000})
        await a_call(phone, "call-9", analysis={"call_summary": "Asked about prices.", "user_sentiment": "Positive"})
        response = await client.get("/api/dashboard/call-logs", headers=owner.headers)
        assert response.status_code == 200, response.text
        calls = response.json()["calls"]
        # call-9 and call-0 started together: the id breaks the tie, so paging never skips or repeats one.
        assert [c["id"] for c in calls] == ["call-2", "call-1", "call-9", "call-0"]
        latest = calls[2]
        assert {k: latest[k] for k in ("phoneNumber", "notes", "duration", "outcome", "summary", "sentiment")} == {
            "phoneNumber": "+15550101234", "notes": "Asked about prices.", "duration": 95, "outcome": "inquiry",
            "summary": "Asked about prices.", "sentiment": "Positive"}
        assert latest["transcript"].startswith("Agent:") and latest["recordingUrl"].endswith(".wav")
        assert latest["timestamp"].startswith("20") and latest["inProgress"] is False
        assert response.json()["nextBefore"] is None

    async def test_paging_with_the_cursor(self, phone, client, owner):
        for n in range(5):
            await deliver(phone, "call_ended", {**finished(phone, f"call-{n}"),
                                                "start_timestamp": START_MS + n * 60_000})
        seen, before = [], None
        while True:
            params = {"limit": 2, **({"before": before} if before else {})}
            page = (await client.get("/api/dashboard/call-logs", headers=owner.headers, params=params)).json()
            seen += [c["id"] for c in page["calls"]]
            before = page["nextBefore"]
            if before is None:
                break
        assert seen == ["call-4", "call-3", "call-2", "call-1", "call-0"]

    async def test_bad_paging_is_422(self, phone, client, owner):
        for params in ({"limit": 0}, {"limit": 201}, {"before": "not-a-cursor!"}):
            response = await client.get("/api/dashboard/call-logs", headers=owner.headers, params=params)
            assert response.status_code == 422 and response.json()["error"]

    async def test_only_the_owners_tenant_and_only_signed_in(self, phone, client, make_owner):
        await deliver(phone, "call_ended", finished(phone, "call-mine"))
        stranger = make_owner()
        response = await client.get("/api/dashboard/call-logs", headers=stranger.headers)
        assert response.status_code == 200 and response.json()["calls"] == []
        assert (await client.get("/api/dashboard/call-logs")).status_code == 401


class TestCallbacks:
    async def ask(self, phone, name: str, call_id: str) -> str:
        found = await phone.function("request_callback", {"name": name, "reason": f"{name}'s question"},
                                     call_id=call_id)
        return found["callback_id"]

    async def test_listed_open_first_and_marked_done(self, phone, client, owner):
        first = await self.ask(phone, "Ann", "call-a")
        second = await self.ask(phone, "Bea", "call-b")
        listed = (await client.get("/api/dashboard/callbacks", headers=owner.headers)).json()["callbacks"]
        assert [c["id"] for c in listed] == [second, first]
        assert {k: listed[1][k] for k in ("name", "phone", "reason", "urgency", "bestTime", "done", "callId")} == {
            "name": "Ann", "phone": "+15550101234", "reason": "Ann's question", "urgency": "normal",
            "bestTime": "", "done": False, "callId": "call-a"}
        response = await client.patch(f"/api/dashboard/callbacks/{second}", headers=owner.headers,
                                      json={"done": True})
        assert response.status_code == 200 and response.json()["done"] is True and response.json()["doneAt"]
        listed = (await client.get("/api/dashboard/callbacks", headers=owner.headers)).json()["callbacks"]
        assert [(c["id"], c["done"]) for c in listed] == [(first, False), (second, True)]
        open_only = (await client.get("/api/dashboard/callbacks", headers=owner.headers,
                                      params={"done": "false"})).json()["callbacks"]
        assert [c["id"] for c in open_only] == [first]
        reopened = await client.patch(f"/api/dashboard/callbacks/{second}", headers=owner.headers,
                                      json={"done": False})
        assert reopened.json()["done"] is False and reopened.json()["doneAt"] is None

    async def test_another_tenants_callback_is_404(self, phone, client, make_owner):
        mine = await self.ask(phone, "Ann", "call-a")
        stranger = make_owner()
        assert (await client.get("/api/dashboard/callbacks", headers=stranger.headers)).json()["callbacks"] == []
        response = await client.patch(f"/api/dashboard/callbacks/{mine}", headers=stranger.headers,
                                      json={"done": True})
        assert response.status_code == 404 and response.json()["error"]
        missing = await client.patch(f"/api/dashboard/callbacks/{uuid.uuid4()}", headers=stranger.headers,
                                     json={"done": True})
        assert missing.status_code == 404

    async def test_bad_bodies_are_422(self, phone, client, owner):
        mine = await self.ask(phone, "Ann", "call-a")
        for body in ({}, {"done": "perhaps"}, {"done": True, "name": "x"}):
            response = await client.patch(f"/api/dashboard/callbacks/{mine}", headers=owner.headers, json=body)
            assert response.status_code == 422
