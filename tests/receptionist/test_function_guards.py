"""The agent's functions hold their guards through the whole product, whatever agent calls them: a re-issued
booking books once, a same-day duplicate is asked about, the caller's language reaches the owner's appointments,
and a caller running late is texted on to the owner and to their stylist's own phone (given in the wizard)."""

import time
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from ringbook_common.testing.wait import eventually

from ..conftest import ANA

NEW_YORK = ZoneInfo("America/New_York")
CALLER = "+14155550131"
STYLIST_PHONE = "(415) 555-0142"


def next_wednesday() -> date:
    today = datetime.now(NEW_YORK).date()
    return today + timedelta(days=(2 - today.weekday()) % 7 + 7)


@pytest.fixture
def pinned(stack):
    """The stack's clock at a moment of the test's choosing; the wall clock again afterwards."""
    yield stack.pin_clock
    stack.unpin_clock()


async def test_the_guards_hold_through_the_gateway(owner_session, configure_salon, launch_receptionist, voice_call,
                                                   gateway, pinned):
    async with owner_session(name="Maria Lopez") as owner:
        await configure_salon(owner, name="Salon Guard", staff=[{**ANA, "phone": STYLIST_PHONE}])
        status = await launch_receptionist(owner)
        day = next_wednesday()
        pinned(datetime.combine(day, datetime.min.time(), NEW_YORK) + timedelta(hours=10))

        async with voice_call(status["phoneNumber"], caller=CALLER) as provider:
            await provider.webhook("call_started", call_status="ongoing", start_timestamp=int(time.time() * 1000))
            info = await provider.function("get_business_info")
            assert info["now"].startswith(f"{day.isoformat()}T10:") and info["front_desk"] is False
            [ana] = info["staff_details"]
            assert (ana["name"], ana["title"]) == ("Ana Ruiz", "Stylist") and "3" in ana["works"]

            offered = await provider.function("check_availability", service="haircut", date=day.isoformat(),
                                              preferred_time="afternoon")
            first, other = offered["slots"][0], offered["slots"][-1]
            booked = await provider.function("book_appointment", slot_id=first["slot_id"],
                                             customer_name="Lucía Gómez", language="es")
            again = await provider.function("book_appointment", slot_id=other["slot_id"],
                                            customer_name="lucía  gómez", language="es")
            assert booked["ok"] and again["appointment_id"] == booked["appointment_id"]

            late = await provider.function("request_callback", name="Lucía Gómez", kind="late", language="es",
                                           reason="running about 10 minutes late")
            assert late["ok"] and late["appointment"]["appointment_id"] == booked["appointment_id"]

        async with voice_call(status["phoneNumber"], caller=CALLER) as provider:
            later = await provider.function("book_appointment", slot_id=other["slot_id"],
                                            customer_name="Lucía Gómez")
            assert later["ok"] is False and later["duplicate"]["appointment_id"] == booked["appointment_id"]
            also = await provider.function("book_appointment", slot_id=other["slot_id"],
                                           customer_name="Lucía Gómez", also=True)
            assert also["ok"] and also["appointment_id"] != booked["appointment_id"]

        listed = (await owner.get("/api/dashboard/appointments", params={
            "from": day.isoformat(), "to": day.isoformat()})).json()["appointments"]
        assert sorted((a["id"], a["language"]) for a in listed) == sorted(
            [(booked["appointment_id"], "es"), (also["appointment_id"], "")])

        said = "Ringbook: Lucía Gómez is running about 10 minutes late for their"

        async def texted(to: str) -> list[dict] | None:
            messages = (await gateway.get("/dev/outbox", params={"to": to})).json()
            return [m for m in messages if m["body"].startswith(said)] or None
        [to_owner] = await eventually(lambda: texted("(415) 867-5309"))
        [to_stylist] = await eventually(lambda: texted(STYLIST_PHONE))
        assert to_owner["body"] == to_stylist["body"] and "Haircut with Ana" in to_owner["body"]

        callbacks = (await owner.get("/api/dashboard/callbacks")).json()["callbacks"]
        assert [(c["kind"], c["language"]) for c in callbacks if c["name"] == "Lucía Gómez"] == [("late", "es")]
