"""The receptionist end to end through the gateway: an owner sets up a salon and launches the receptionist with
the local provider; the provider's signed function calls find a time and book it, the owner sees the booking,
and the call's webhooks leave a call log that says it booked."""

import json
import time
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

import httpx

from receptionist import signatures
from ringbook_common.testing.wait import eventually

CALLER = "+15550107777"


def next_wednesday() -> date:
    today = datetime.now(ZoneInfo("America/New_York")).date()
    return today + timedelta(days=(2 - today.weekday()) % 7 + 7)


class Provider:
    """The voice provider's side: signed requests from a call to the salon's number."""

    def __init__(self, gateway_url: str, key: str, number: str) -> None:
        self.client = httpx.AsyncClient(base_url=gateway_url, timeout=15)
        self.key, self.number = key, number
        self.call = {"call_id": f"call_{time.time_ns()}", "agent_id": "", "from_number": CALLER,
                     "to_number": number, "direction": "inbound", "call_type": "phone_call"}

    async def post(self, path: str, body: dict) -> httpx.Response:
        raw = json.dumps(body).encode()
        headers = {"content-type": "application/json",
                   signatures.HEADER: signatures.sign(raw, self.key, signatures.now_ms())}
        return await self.client.post(path, content=raw, headers=headers)

    async def function(self, name: str, **args) -> dict:
        response = await self.post(f"/api/receptionist/functions/{name}",
                                   {"name": name, "call": self.call, "args": args})
        assert response.status_code == 200, response.text
        return response.json()

    async def webhook(self, event: str, **call) -> None:
        response = await self.post("/api/receptionist/webhooks/voice", {"event": event, "call": {**self.call, **call}})
        assert response.status_code in (200, 204), response.text


async def test_a_salon_launches_its_receptionist_and_a_call_books(gateway_url, owner_session, stack,
                                                                  configure_salon):
    async with owner_session(name="Maria Lopez") as owner:
        await configure_salon(owner, name="Salon Uno")
        launched = await owner.post("/api/receptionist/provision", json={})
        assert launched.status_code == 202, launched.text

        async def ready() -> dict | None:
            status = (await owner.get("/api/receptionist/status")).json()
            return status if status["status"] == "ready" else None
        status = await eventually(ready, timeout=60)
        assert status["receptionistActive"] is True and status["phoneNumber"].startswith("+1800555")

        key = (stack.secrets_dir / "voice-provider-key").read_text().strip()
        provider = Provider(gateway_url, key, status["phoneNumber"])
        try:
            await provider.webhook("call_started", call_status="ongoing", start_timestamp=int(time.time() * 1000))
            info = await provider.function("get_business_info")
            assert info["ok"] and "Salon Uno" in info["result"]
            day = next_wednesday()
            offered = await provider.function("check_availability", service="haircut", date=day.isoformat())
            assert offered["ok"], offered
            slot = offered["slots"][0]
            booked = await provider.function("book_appointment", slot_id=slot["slot_id"], customer_name="Jane Doe")
            assert booked["ok"], booked

            appointments = (await owner.get("/api/dashboard/appointments", params={
                "from": day.isoformat(), "to": day.isoformat()})).json()
            [appointment] = [a for a in appointments["appointments"] if a["customerName"] == "Jane Doe"]
            assert (appointment["customerPhone"], appointment["service"]) == (CALLER, "Haircut")

            ended = int(time.time() * 1000)
            await provider.webhook("call_ended", call_status="ended", start_timestamp=ended - 95_000,
                                   end_timestamp=ended, duration_ms=95_000, disconnection_reason="user_hangup",
                                   transcript="Agent: Hello\nUser: I'd like a haircut next Wednesday.")

            async def logged() -> dict | None:
                calls = (await owner.get("/api/dashboard/call-logs")).json()["calls"]
                return calls[0] if calls and calls[0]["outcome"] else None
            call = await eventually(logged)
            assert (call["phoneNumber"], call["duration"], call["outcome"]) == (CALLER, 95, "booked")
        finally:
            await provider.client.aclose()
