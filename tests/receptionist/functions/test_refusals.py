"""When booking refuses a time for what it is (beyond the salon's booking window, already passed), the caller
hears that, never "that time was just taken"; a rescheduling caller too."""

import uuid
from datetime import UTC, datetime, timedelta

from sqlalchemy import text

from booking.availability import slot_ids

from .test_acting import book, offered


async def shrink_booking_window(booking, owner, days: int) -> None:
    async with booking.state.sessionmaker() as session, session.begin():
        await session.execute(text("UPDATE tenant_profiles SET booking_window_days = :days WHERE tenant_id = :tenant"),
                              {"days": days, "tenant": uuid.UUID(owner.tenant_id)})


async def passed_slot(booking, owner) -> dict:
    """A slot id booking signed, for a time two hours ago (a caller who took too long to say yes)."""
    async with booking.state.sessionmaker() as session:
        staff_key = (await session.execute(text("SELECT id FROM staff WHERE tenant_id = :tenant LIMIT 1"),
                                           {"tenant": uuid.UUID(owner.tenant_id)})).scalar_one()
    start = datetime.now(UTC).replace(minute=0, second=0, microsecond=0) - timedelta(hours=2)
    return {"slot_id": slot_ids.encode(booking.state.settings.signing_key(), tenant_id=uuid.UUID(owner.tenant_id),
                                       staff_key=staff_key, service_id="cut", start=start)}


class TestBook:
    async def test_a_time_that_has_passed_is_said_to_be_so(self, phone, booking, owner):
        refused = await book(phone, await passed_slot(booking, owner))
        assert (refused["ok"], refused["refusal"]) == (False, "past"), refused
        assert refused["result"] == "I'm sorry, that time has already passed. What other day or time would suit you?"

    async def test_a_time_beyond_the_booking_window_is_said_to_be_so(self, phone, booking, owner):
        slot = (await offered(phone))[1]  # a week or two ahead
        await shrink_booking_window(booking, owner, 3)
        refused = await book(phone, slot)
        assert refused["ok"] is False
        assert refused["result"].startswith("I'm sorry, we only take bookings up to 3 days ahead.")
        assert (refused["refusal"], refused["booking_window_days"]) == ("beyond_window", 3)
        assert "taken" not in refused["result"]


class TestReschedule:
    async def test_a_new_time_beyond_the_booking_window_is_said_to_be_so(self, phone, booking, owner):
        first, *_, later = await offered(phone)
        assert (await book(phone, first))["ok"]
        await shrink_booking_window(booking, owner, 3)
        refused = await phone.function("reschedule_appointment", {"new_slot_id": later["slot_id"]},
                                       call_id="call-move")
        assert (refused["ok"], refused["refusal"]) == (False, "beyond_window")
        assert refused["result"].startswith("I'm sorry, we only take bookings up to 3 days ahead.")
