"""Calls answered live by our conversation engine over Retell's custom-LLM socket, through the whole product: the
stack's voice provider is Retell (a fake one on a loopback port), the launch gives the salon a custom-LLM agent
whose socket is ours, and a fake Retell places each call over that socket as Retell does (providers.md §5).
Every outcome is read from the product's own APIs (appointments, call-backs, the call log), never from the
agent's words; and a few of `make evals`' scenarios run over the socket, graded on the end state as there."""

from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

import httpx
import pytest

from evals import report
from evals.runner import runner
from evals.scenarios import by_id
from ringbook_common.testing.wait import eventually
from services.receptionist.tests.fakes.retell import FakeRetell
from services.receptionist.tests.fakes.retell_socket import Refused, RetellSocketCall, dial, socket_url
from tests.conftest import OwnerClient, _configure_salon, _launch_receptionist, signed_in_owner

ZONE = ZoneInfo("America/New_York")
EVERY_DAY = {str(day): {"open": "09:00", "close": "18:00", "closed": False} for day in range(7)}
SERVICES = [{"serviceId": "haircut", "name": "Haircut", "durationMin": 45, "bufferMin": 15, "price": 45},
            {"serviceId": "color", "name": "Color", "durationMin": 90, "bufferMin": 0, "price": 120}]
STAFF = [{"name": "Ana Ruiz", "title": "Stylist", "email": "ana@salon.example"},
         {"name": "Sam Lee", "title": "Barber", "email": "sam@salon.example"}]
FRONT_DESK = "+14158675309"


def next_tuesday_morning() -> datetime:
    """The calls happen on a Tuesday at 10:15 (the salon open, "tomorrow" a Wednesday), whatever day it is."""
    today = datetime.now(ZONE).date()
    tuesday = today + timedelta(days=(1 - today.weekday()) % 7 or 7)
    return datetime(tuesday.year, tuesday.month, tuesday.day, 10, 15, tzinfo=ZONE)


@pytest.fixture(scope="module")
def retell():
    # The key is the stack's, known once it has started.
    fake = FakeRetell("set-when-the-stack-starts").start()
    fake.state.next_number = 9100  # the salon's number, apart from the callers' 555-01xx
    yield fake
    fake.stop()


@pytest.fixture(scope="module")
def live_stack(new_stack, retell):
    env = {"RECEPTIONIST_VOICE_PROVIDER": "retell", "RECEPTIONIST_RETELL_API_URL": retell.base_url,
           "RECEPTIONIST_RETELL_TIMEOUT_SECONDS": "5"}
    with new_stack("stack-live-socket.log", env=env) as stack:
        retell.api_key = (stack.secrets_dir / "voice-provider-key").read_text().strip()
        stack.pin_clock(next_tuesday_morning())
        yield stack


@pytest.fixture(scope="module")
async def salon(live_stack):
    """One launched salon, open every day 9-6, with a front desk; its agent's socket is ours."""
    async with signed_in_owner(f"http://127.0.0.1:{live_stack.gateway_port}", name="Lena Live") as owner:
        await _configure_salon(owner, name="Salon Live", services=SERVICES, staff=STAFF, hours=EVERY_DAY)
        settings = (await owner.get("/portal/tenants/settings")).json()
        saved = await owner.put("/portal/tenants/settings", json={**settings, "frontDeskPhone": FRONT_DESK})
        assert saved.status_code == 200, saved.text
        owner.receptionist = await _launch_receptionist(owner)
        yield owner


def tomorrow() -> date:
    return next_tuesday_morning().date() + timedelta(days=1)


async def call_salon(retell: FakeRetell, salon: OwnerClient, caller: str) -> RetellSocketCall:
    call, begin = await dial(retell, to_number=salon.receptionist["phoneNumber"], from_number=caller)
    assert begin.complete
    return call


async def appointments_of(owner: httpx.AsyncClient, caller: str, day: date) -> list[dict]:
    found = (await owner.get("/api/dashboard/appointments", params={
        "from": day.isoformat(), "to": day.isoformat()})).json()["appointments"]
    return [a for a in found if a["customerPhone"] == caller]


def local_time(moment: str) -> str:
    return datetime.fromisoformat(moment).astimezone(ZONE).strftime("%H:%M")


async def logged_call(owner: httpx.AsyncClient, call_id: str) -> dict:
    async def analyzed() -> dict | None:
        calls = (await owner.get("/api/dashboard/call-logs")).json()["calls"]
        found = [c for c in calls if c["id"] == call_id]
        return found[0] if found and found[0]["outcome"] and not found[0]["inProgress"] else None
    return await eventually(analyzed)


async def book(retell: FakeRetell, salon: OwnerClient, caller: str, *, name: str, stylist: str,
               at: str) -> dict:
    """A haircut tomorrow, booked on a call of its own; the appointment."""
    call = await call_salon(retell, salon, caller)
    await call.say(f"Hi, I'd like a haircut with {stylist} tomorrow at {at} please")
    await call.say(name)
    await call.say("Yes please")
    await call.say("No, that's all, thanks. Bye")
    await call.hang_up()
    [booked] = await appointments_of(salon, caller, tomorrow())
    return booked


async def test_a_booking_over_the_socket_is_written_after_the_read_back_and_logged(retell, salon):
    caller = "+14155550161"
    call = await call_salon(retell, salon, caller)
    await call.say("hi id like a haircut with sam tomorrow at three pm")
    await call.say("jane smith")
    assert await appointments_of(salon, caller, tomorrow()) == []  # read back, not yet confirmed
    await call.say("yes please")
    goodbye = await call.say("no thats all thanks bye")
    assert goodbye.end_call and call.ended_reason == "agent_hangup"

    [booked] = await appointments_of(salon, caller, tomorrow())
    assert (booked["customerName"], booked["service"], booked["staffName"]) == ("Jane Smith", "Haircut", "Sam Lee")
    assert local_time(booked["startsAt"]) == "15:00" and booked["status"] == "scheduled"
    logged = await logged_call(salon, call.call_id)
    assert logged["outcome"] == "booked" and logged["appointmentId"] == booked["id"]
    assert "User: jane smith" in logged["transcript"]


async def test_a_caller_moves_their_appointment_over_the_socket(retell, salon):
    caller = "+14155550162"
    booked = await book(retell, salon, caller, name="Lee Park", stylist="Ana", at="9")
    move = await call_salon(retell, salon, caller)
    await move.say("I need to move my haircut appointment to tomorrow at half past two")
    await move.say("yes")
    await move.say("no thanks, bye")
    await move.hang_up()
    [moved] = await appointments_of(salon, caller, tomorrow())
    assert moved["id"] == booked["id"] and local_time(moved["startsAt"]) == "14:30"
    assert (await logged_call(salon, move.call_id))["outcome"] == "rescheduled"


async def test_a_caller_cancels_their_appointment_over_the_socket(retell, salon):
    caller = "+14155550163"
    booked = await book(retell, salon, caller, name="Kim Cole", stylist="Sam", at="10")
    cancel = await call_salon(retell, salon, caller)
    await cancel.say("I'd like to cancel my appointment please")
    [still] = await appointments_of(salon, caller, tomorrow())
    assert still["status"] == "scheduled"  # asked, not yet confirmed
    await cancel.say("yes please")
    await cancel.say("that's all, goodbye")
    await cancel.hang_up()
    [cancelled] = await appointments_of(salon, caller, tomorrow())
    assert cancelled["id"] == booked["id"] and cancelled["status"] == "cancelled"
    assert (await logged_call(salon, cancel.call_id))["outcome"] == "cancelled"


async def test_a_message_over_the_socket_files_a_call_back(retell, salon):
    caller = "+14155550164"
    call = await call_salon(retell, salon, caller)
    # Retell's transcript items may come without their words' timings.
    for said in ("Could someone call me back?", "It's about a gift voucher I bought", "Tom Baker",
                 "Tomorrow morning", "bye"):
        await call.say(said, words=False)
    await call.hang_up()
    callbacks = (await salon.get("/api/dashboard/callbacks")).json()["callbacks"]
    [filed] = [c for c in callbacks if c["phone"] == caller]
    assert filed["name"] == "Tom Baker" and "voucher" in filed["reason"]
    assert (await logged_call(salon, call.call_id))["outcome"] == "message"


@pytest.mark.parametrize(("while_streaming", "caller", "at"), [(False, "+14155550165", "11"),
                                                               (True, "+14155550171", "1pm")])
async def test_a_read_back_cut_off_is_not_confirmed_by_the_yes_that_cut_it(retell, salon, while_streaming, caller,
                                                                           at):
    call = await call_salon(retell, salon, caller)
    await call.say(f"Hi, I'd like a color with Ana tomorrow at {at}")
    # The read-back (the answer to the name) is cut off by the caller's "yes": once spoken halfway, or while it
    # is still streaming.
    await call.interrupt("Maya Stone", "yes", while_streaming=while_streaming)
    assert await appointments_of(salon, caller, tomorrow()) == []
    await call.say("yes, that's right")
    await call.say("no, that's all, bye")
    await call.hang_up()
    [booked] = await appointments_of(salon, caller, tomorrow())
    assert (booked["customerName"], booked["service"], local_time(booked["startsAt"])) == (
        "Maya Stone", "Color", "11:00" if at == "11" else "13:00")


async def test_a_caller_who_asks_for_a_person_in_opening_hours_is_transferred_to_the_front_desk(retell, salon):
    call = await call_salon(retell, salon, "+14155550166")
    answer = await call.say("Can I speak to a real person please?")
    assert answer.transfer_number == FRONT_DESK and call.ended_reason == "call_transfer"
    assert (await logged_call(salon, call.call_id))["outcome"] == "transferred"


async def test_a_dropped_socket_reconnected_mid_call_goes_on_with_the_calls_state(retell, salon):
    caller = "+14155550167"
    call = await call_salon(retell, salon, caller)
    if call.config.get("auto_reconnect"):
        async def echoed() -> bool:
            return call.pongs > 0
        await eventually(echoed)  # our endpoint echoes Retell's keep-alive
    await call.say("Hi, I'd like a haircut with Ana tomorrow at 4")
    await call.drop()
    await call.reconnect()
    await call.say("Ravi Shah")
    await call.say("yes")
    await call.say("no, bye")
    await call.hang_up()
    assert call.connections == 2
    [booked] = await appointments_of(salon, caller, tomorrow())
    assert (booked["customerName"], booked["staffName"], local_time(booked["startsAt"])) == ("Ravi Shah",
                                                                                            "Ana Ruiz", "16:00")


async def test_a_socket_lost_right_after_the_yes_is_asked_again_and_books_once(retell, salon):
    caller = "+14155550172"
    call = await call_salon(retell, salon, caller)
    await call.say("Hi, I'd like a haircut with Sam tomorrow at 5")
    await call.say("Noor Haddad")
    await call.say("yes", drop_after_asking=True)  # Retell reconnects and asks for the answer again
    await call.say("no, bye")
    await call.hang_up()
    assert call.connections == 2
    [booked] = await appointments_of(salon, caller, tomorrow())
    assert (booked["customerName"], booked["staffName"], local_time(booked["startsAt"])) == ("Noor Haddad",
                                                                                            "Sam Lee", "17:00")


async def test_a_silent_caller_gets_a_reminder_and_nothing_is_written(retell, salon):
    caller = "+14155550168"
    call = await call_salon(retell, salon, caller)
    reminder = await call.silence()
    assert reminder.complete and not reminder.end_call
    await call.hang_up()
    assert await appointments_of(salon, caller, tomorrow()) == []


async def test_a_socket_without_our_token_is_refused_at_the_handshake(retell, salon):
    agent_id = retell.state.numbers[salon.receptionist["phoneNumber"]]["inbound_agents"][0]["agent_id"]
    url = socket_url(retell, agent_id)
    call = retell.register_call(agent_id, "+14155550169", salon.receptionist["phoneNumber"])
    wrong = RetellSocketCall(url.rsplit("/", 1)[0] + "/" + "0" * 64, retell.phone_call(call))
    with pytest.raises(Refused) as refused:
        await wrong.open()
    assert refused.value.status == 403


async def test_a_call_of_an_agent_that_is_no_salons_is_refused(retell, salon):
    agent_id = retell.state.numbers[salon.receptionist["phoneNumber"]]["inbound_agents"][0]["agent_id"]
    stranger = retell.register_call("agent_of_someone_else", "+14155550170", salon.receptionist["phoneNumber"])
    unknown = {**retell.phone_call(stranger), "call_id": "call_retell_never_placed"}
    for call in (retell.phone_call(stranger), unknown):
        with pytest.raises(Refused) as refused:
            await RetellSocketCall(socket_url(retell, agent_id), call).open()
        assert refused.value.code == 1008


# ---- scenarios of `make evals` over the socket, graded exactly as there -----------------------------------------

SOCKET_SUBSET = ["en-jordan-ellis-haircut-maria-tomorrow", "en-cancel-blowout-friday", "en-handoff-real-person-sol"]


@pytest.fixture(scope="module")
async def scenarios_runner(live_stack, retell):
    async with runner(live_stack, retell=retell) as running:
        yield running


@pytest.mark.parametrize("scenario_id", SOCKET_SUBSET)
async def test_scenario_over_the_socket(live_stack, scenarios_runner, scenario_id):
    [scenario] = by_id([scenario_id])
    try:
        result = await scenarios_runner.run(scenario)
    finally:
        live_stack.pin_clock(next_tuesday_morning())  # the scenario pinned its own moment
    assert result.passed, report.failures([result])
