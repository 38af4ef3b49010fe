"""join_waitlist: a caller who agreed to be texted joins the location's waitlist, once however often the provider
retries, with how they agreed (on the call, or by text) kept beside the entry."""

from .line import CALLER, next_weekday


async def entries(booking, owner) -> list[dict]:
    response = await booking.state.test_client.get("/api/waitlist", headers=owner.headers)
    assert response.status_code == 200, response.text
    return response.json()["entries"]


async def test_a_caller_joins_for_a_day_and_a_window_with_their_consent_on_the_call(phone, booking, owner):
    friday = next_weekday(4)
    args = {"service": "haircut", "name": "Nora Bell", "first_day": friday.isoformat(), "earliest": "13:00",
            "latest": "17:00", "staff": "maria", "language": "es"}
    joined = await phone.function("join_waitlist", args)
    assert joined["ok"] is True and joined["entry_id"], joined
    assert (joined["first_day"], joined["last_day"]) == (friday.isoformat(), friday.isoformat())
    [entry] = await entries(booking, owner)
    assert (entry["id"], entry["customerName"], entry["customerPhone"], entry["consent"]) == (
        joined["entry_id"], "Nora Bell", CALLER, "call")
    assert (entry["serviceId"], entry["earliest"], entry["latest"], entry["language"]) == (
        "cut", "13:00", "17:00", "es")
    assert entry["staffName"] == "Maria Lopez"

    again = await phone.function("join_waitlist", args)  # the provider retried
    assert again == joined
    assert len(await entries(booking, owner)) == 1


async def test_without_a_day_the_caller_waits_for_the_week_ahead(phone, booking, owner):
    joined = await phone.function("join_waitlist", {"service": "Haircut", "name": "Al Week"})
    assert joined["ok"], joined
    [entry] = await entries(booking, owner)
    first, last = entry["fromDate"], entry["toDate"]
    assert (first, last) == (joined["first_day"], joined["last_day"]) and first < last
    assert entry["consent"] == "call"


async def test_a_texter_joins_with_their_consent_by_text(phone, booking, owner):
    joined = await phone.function("join_waitlist", {"service": "Haircut", "name": "Tess Text"},
                                  call_id="text:3f0c2a9e-5d1b-4c8e-9a61-2b7d4e8f0a13:1")
    assert joined["ok"], joined
    [entry] = await entries(booking, owner)
    assert entry["consent"] == "text"


async def test_what_is_missing_is_asked_and_nothing_is_added(phone, booking, owner):
    asked = [await phone.function("join_waitlist", {"service": "Massage", "name": "Al"}, call_id="call-a"),
             await phone.function("join_waitlist", {"service": "Haircut"}, call_id="call-b"),
             await phone.function("join_waitlist", {"service": "Haircut", "name": "Al"}, call_id="call-c",
                                  from_number="anonymous"),
             await phone.function("join_waitlist", {"service": "Haircut", "name": "Al", "first_day": "Friday"},
                                  call_id="call-d")]
    assert [answer["ok"] for answer in asked] == [False] * 4, asked
    assert not any(answer.get("failed") for answer in asked[:3]), asked
    assert await entries(booking, owner) == []


async def test_a_number_given_on_the_call_is_the_one_texted(phone, booking, owner):
    joined = await phone.function("join_waitlist", {"service": "Haircut", "name": "Lu Given",
                                                    "customer_phone": "(415) 555-0199"})
    assert joined["ok"], joined
    [entry] = await entries(booking, owner)
    assert entry["customerPhone"] == "+14155550199"
