"""The receptionist end to end through the gateway: an owner sets up a salon and launches the receptionist with
the local provider; the provider's signed function calls find a time and book it, the owner sees the booking,
and the call's webhooks leave a call log that says it booked."""

import time
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

from ringbook_common.testing.wait import eventually

CALLER = "+15550107777"


def next_wednesday() -> date:
    today = datetime.now(ZoneInfo("America/New_York")).date()
    return today + timedelta(days=(2 - today.weekday()) % 7 + 7)


async def test_a_salon_launches_its_receptionist_and_a_call_books(owner_session, configure_salon,
                                                                  launch_receptionist, voice_call):
    async with owner_session(name="Maria Lopez") as owner:
        await configure_salon(owner, name="Salon Uno")
        status = await launch_receptionist(owner)
        assert status["receptionistActive"] is True and status["phoneNumber"].startswith("+1800555")

        async with voice_call(status["phoneNumber"], caller=CALLER) as provider:
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
