"""Calls on the local provider's simulated line, through the whole product: a caller's scripted turns reach the
agent bound to the salon's number, which calls the seven functions signed through the gateway, books, moves,
cancels and takes messages; each call ends in the call log with its transcript, outcome and a recording."""

import asyncio
import json
import subprocess
import sys
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

import httpx
import pytest

from ringbook_common.testing.wait import eventually
from services.receptionist.tests.fakes.openai import FakeOpenAI, tool_call
from services.receptionist.tests.simulator import mulaw
from tests.conftest import SimulatedCall, _configure_salon, _launch_receptionist, signed_in_owner

ZONE = ZoneInfo("America/New_York")
EVERY_DAY = {str(day): {"open": "09:00", "close": "18:00", "closed": False} for day in range(7)}
SERVICES = [{"serviceId": "haircut", "name": "Haircut", "durationMin": 45, "bufferMin": 15, "price": 45},
            {"serviceId": "color", "name": "Color", "durationMin": 90, "bufferMin": 0, "price": 120}]
STAFF = [{"name": "Ana Ruiz", "title": "Stylist", "email": "ana@salon.example"},
         {"name": "Sam Lee", "title": "Barber", "email": "sam@salon.example"}]


def today() -> date:
    return datetime.now(ZONE).date()


async def dial(owner: httpx.AsyncClient, caller: str) -> SimulatedCall:
    """The owner's "Test your receptionist" line, from `caller`."""
    return await SimulatedCall.dial(owner, "/api/receptionist/test-calls", fromNumber=caller)


@pytest.fixture(scope="module")
async def salon(gateway_url, stack):
    """One launched salon for the module, open every day 9-6, with two services, two stylists and Spanish."""
    async with signed_in_owner(gateway_url, name="Maria Lopez") as owner:
        await _configure_salon(owner, name="Salon Sol", services=SERVICES, staff=STAFF, hours=EVERY_DAY,
                               languages=["Spanish"])
        owner.status = await _launch_receptionist(owner)
        yield owner


async def appointments_of(owner: httpx.AsyncClient, caller: str, day: date) -> list[dict]:
    found = (await owner.get("/api/dashboard/appointments", params={
        "from": day.isoformat(), "to": day.isoformat()})).json()["appointments"]
    return [a for a in found if a["customerPhone"] == caller]


def local(moment: str) -> datetime:
    return datetime.fromisoformat(moment).astimezone(ZONE)


async def logged_call(owner: httpx.AsyncClient, call_id: str) -> dict:
    async def analyzed() -> dict | None:
        calls = (await owner.get("/api/dashboard/call-logs")).json()["calls"]
        found = [c for c in calls if c["id"] == call_id]
        return found[0] if found and found[0]["summary"] and found[0]["outcome"] else None
    return await eventually(analyzed)


async def test_a_caller_books_a_named_stylist_for_tomorrow_at_3_and_the_call_is_logged_with_its_recording(salon):
    caller = "+14155550111"
    call = await dial(salon, caller)
    assert call.call["turns"][0] == {"role": "agent", "text": "Thank you for calling Salon Sol, this is Brian. "
                                                              "How can I help you today?"}
    answer = await call.say("Hi, I'd like to book a haircut with Sam tomorrow at 3 please")
    assert "3:00 PM" in answer and "Sam" in answer and "name" in answer
    answer = await call.say("Jane Smith")
    assert "Jane Smith" in answer and "(415) 555-0111" in answer and "book it" in answer
    assert "booked" in (await call.say("Yes please")).lower()
    goodbye = await call.say("No, that's all, thanks")
    assert "Thank you for calling Salon Sol" in goodbye
    assert call.call["status"] == "ended" and call.call["endedReason"] == "agent_hangup"
    assert ("book_appointment", True) in call.tools()

    tomorrow = today() + timedelta(days=1)
    [booked] = await appointments_of(salon, caller, tomorrow)
    assert (booked["customerName"], booked["service"], booked["staffName"]) == ("Jane Smith", "Haircut", "Sam Lee")
    assert local(booked["startsAt"]).strftime("%H:%M") == "15:00"

    logged = await logged_call(salon, call.call_id)
    assert logged["outcome"] == "booked" and logged["appointmentId"] == booked["id"]
    assert "User: Jane Smith" in logged["transcript"] and "Agent: Thank you for calling" in logged["transcript"]
    assert "Jane Smith booked a Haircut with Sam Lee" in logged["summary"]
    audio = await salon.get(logged["recordingUrl"])
    assert audio.status_code == 200 and audio.headers["content-type"] == "audio/wav"
    found, samples = mulaw.read(audio.content)
    assert (found.encoding, found.rate) == (7, 8000)  # telephone audio: 8 kHz µ-law
    seconds = len(samples) / found.rate
    assert abs(seconds - logged["duration"]) <= 1 and seconds > 10
    assert call.call["durationSeconds"] == logged["duration"]


async def test_prices_hours_and_address_come_from_the_salons_data(salon):
    call = await dial(salon, "+14155550112")
    assert "A Haircut is $45 and takes 45 minutes" in await call.say("How much is a haircut?")
    assert "Our prices: Haircut $45 and Color $120" in await call.say("What are your prices?")
    hours = await call.say("What are your opening hours?")
    assert hours == "We're open Monday to Sunday 9:00 AM to 6:00 PM. Is there anything else I can help you with?"
    assert "12 Main St, Springfield, IL 62701" in await call.say("Where are you located?")
    await call.say("Thanks, bye")
    assert call.call["status"] == "ended"
    assert {name for name, _ in call.tools()} == {"get_business_info"}  # questions alone check no times
    logged = await logged_call(salon, call.call_id)
    assert logged["outcome"] == "inquiry" and "opening hours" in logged["summary"]


async def book_by_phone(salon, caller: str, *, day: date, text: str, name: str) -> dict:
    call = await dial(salon, caller)
    answer = await call.say(text)
    assert "is free" in answer, answer
    await call.say(name)
    assert "booked" in (await call.say("yes")).lower()
    await call.say("bye")
    [booked] = await appointments_of(salon, caller, day)
    return booked


async def test_a_caller_moves_then_cancels_their_appointment_found_by_their_number(salon):
    caller = "+14155550113"
    day = today() + timedelta(days=3)
    weekday = day.strftime("%A")
    booked = await book_by_phone(salon, caller, day=day, text=f"Can I get a color with Ana on {weekday} at 10am?",
                                 name="Lee Park")
    assert local(booked["startsAt"]).strftime("%H:%M") == "10:00"

    move = await dial(salon, caller)
    answer = await move.say(f"I need to move my color appointment to {weekday} at half past two")
    assert "2:30 PM" in answer and "Shall I go ahead" in answer
    assert "now" in (await move.say("yes")).lower()
    await move.say("no thanks, bye")
    [moved] = await appointments_of(salon, caller, day)
    assert moved["id"] == booked["id"] and local(moved["startsAt"]).strftime("%H:%M") == "14:30"
    assert (await logged_call(salon, move.call_id))["outcome"] == "rescheduled"

    cancel = await dial(salon, caller)
    asked = await cancel.say("I'd like to cancel my appointment please")
    assert asked.startswith("I see your Color with ") and f"on {weekday} at 2:30 PM. Shall I cancel it?" in asked
    assert [a for a in await appointments_of(salon, caller, day) if a["status"] == "cancelled"] == []
    assert "is cancelled" in await cancel.say("yes please")
    await cancel.say("that's all, goodbye")
    [cancelled] = await appointments_of(salon, caller, day)
    assert cancelled["status"] == "cancelled"
    assert (await logged_call(salon, cancel.call_id))["outcome"] == "cancelled"


async def test_a_message_reaches_the_owner_by_sms_and_email(salon, gateway):
    call = await dial(salon, "+14155550114")
    assert "call you back about" in await call.say("Could someone call me back?")
    assert "name" in await call.say("It's about a gift voucher I bought")
    assert "best time" in await call.say("Tom Baker")
    assert "passed your message on" in await call.say("Tomorrow morning")
    await call.say("bye")

    email = (await salon.get("/portal/whoami")).json()["user"]["email"]

    async def delivered(to: str) -> list[dict] | None:
        messages = (await gateway.get("/dev/outbox", params={"to": to})).json()
        return [m for m in messages if "Tom Baker" in m["body"] + m["subject"]] or None
    [sms] = await eventually(lambda: delivered("(415) 867-5309"))
    [mail] = await eventually(lambda: delivered(email))
    assert (sms["channel"], mail["channel"]) == ("sms", "email")
    assert "gift voucher" in sms["body"] and "gift voucher" in mail["body"]
    assert "Tomorrow morning" in sms["body"] and "Tomorrow morning" in mail["body"]
    callbacks = (await salon.get("/api/dashboard/callbacks")).json()["callbacks"]
    assert any(c["name"] == "Tom Baker" and c["phone"] == "+14155550114" for c in callbacks)


async def test_a_slot_taken_during_the_call_is_answered_with_alternatives(salon, voice_call):
    caller = "+14155550115"
    day = today() + timedelta(days=4)
    weekday = day.strftime("%A")
    call = await dial(salon, caller)
    assert "is free" in await call.say(f"I'd like a haircut with Ana on {weekday} at 11am")
    await call.say("Rosa Diaz")
    # Another caller takes the very slot before Rosa confirms.
    async with voice_call(salon.status["phoneNumber"], caller="+14155550199") as other:
        offered = await other.function("check_availability", service="Haircut", date=day.isoformat(),
                                       preferred_time="11:00", staff="Ana Ruiz")
        [slot] = [s for s in offered["slots"] if local(s["start"]).strftime("%H:%M") == "11:00"]
        assert (await other.function("book_appointment", slot_id=slot["slot_id"], customer_name="Quick"))["ok"]
    answer = await call.say("yes")
    assert "just taken" in answer and "instead" in answer
    assert "book it" in await call.say("the first one")
    assert "booked" in (await call.say("yes")).lower()
    [booked] = await appointments_of(salon, caller, day)
    assert local(booked["startsAt"]).strftime("%H:%M") != "11:00"


async def test_a_spanish_caller_books_in_spanish(salon):
    caller = "+14155550116"
    call = await dial(salon, caller)
    answer = await call.say("Hola, quiero reservar un corte de pelo con Ana mañana a las 4 de la tarde")
    assert "está libre" in answer and "nombre" in answer
    assert "¿Lo reservo?" in await call.say("Me llamo Lucía Fernández")
    assert "reservada" in await call.say("sí, por favor")
    assert "Gracias por llamar" in await call.say("no, gracias, adiós")
    assert call.call["language"] == "es"
    [booked] = await appointments_of(salon, caller, today() + timedelta(days=1))
    assert (booked["customerName"], booked["service"]) == ("Lucía Fernández", "Haircut")
    assert local(booked["startsAt"]).strftime("%H:%M") == "16:00"


async def test_the_test_line_is_the_owners_own(salon, gateway_url):
    call = await dial(salon, "+14155550117")
    async with signed_in_owner(gateway_url, name="Other Owner") as other:
        assert (await other.post(f"/api/receptionist/test-calls/{call.call_id}/turns",
                                 json={"text": "hi"})).status_code == 404
        refused = await other.post("/api/receptionist/test-calls", json={})
        assert refused.status_code == 409 and refused.json() == {"error": "Your AI receptionist isn't active yet."}
    hung_up = (await salon.post(f"/api/receptionist/test-calls/{call.call_id}/hangup", json={})).json()
    assert hung_up["status"] == "ended" and hung_up["endedReason"] == "user_hangup"
    after = await salon.post(f"/api/receptionist/test-calls/{call.call_id}/turns", json={"text": "hello?"})
    assert after.status_code == 409 and after.json() == {"error": "This call has ended."}
    assert (await logged_call(salon, call.call_id))["outcome"] in ("missed", "inquiry")


async def test_a_recording_is_served_in_byte_ranges_at_its_unguessable_address(salon, gateway):
    call = await dial(salon, "+14155550120")
    ended = (await salon.post(f"/api/receptionist/test-calls/{call.call_id}/hangup", json={})).json()
    url = ended["recordingUrl"]
    assert url.startswith("http://localhost:") and "/api/receptionist/simulator/recordings/" in url
    path = url.split("/", 3)[3]
    whole = await gateway.get(f"/{path}")  # no session needed, like a provider's storage link
    assert whole.status_code == 200 and whole.headers["accept-ranges"] == "bytes"
    head = await gateway.get(f"/{path}", headers={"range": "bytes=0-11"})
    assert head.status_code == 206 and head.content == whole.content[:12] and head.content.startswith(b"RIFF")
    assert head.headers["content-range"] == f"bytes 0-11/{len(whole.content)}"
    tail = await gateway.get(f"/{path}", headers={"range": "bytes=-4"})
    assert tail.status_code == 206 and tail.content == whole.content[-4:]
    beyond = await gateway.get(f"/{path}", headers={"range": f"bytes={len(whole.content)}-"})
    assert beyond.status_code == 416
    unknown = await gateway.get("/api/receptionist/simulator/recordings/not-a-recording.wav")
    assert unknown.status_code == 404 and unknown.json() == {"error": "This recording was not found"}


async def test_a_salon_without_spanish_says_so_to_a_spanish_caller(gateway_url):
    async with signed_in_owner(gateway_url, name="Eve English") as owner:
        await _configure_salon(owner, name="Salon English", hours=EVERY_DAY)
        await _launch_receptionist(owner)
        call = await dial(owner, "+14155550121")
        answer = await call.say("Hola, quiero hacer una cita para mañana")
        assert answer.startswith("I'm sorry, I can only help in English on this line.")
        assert call.call["language"] == "en"


# ---- make call: the terminal phone ---------------------------------------------------------------------------

async def make_call(stack, gateway_url: str, *args: str, typed: str | None = None) -> subprocess.CompletedProcess:
    command = [sys.executable, "-m", "ringbook_devstack.call", "--base-url", gateway_url,
               "--token-file", str(stack.secrets_dir / "admin-token"), *args]
    return await asyncio.to_thread(subprocess.run, command, capture_output=True, text=True, timeout=120,
                                   input=typed)


async def test_make_call_without_a_script_reads_typed_turns_until_the_caller_hangs_up(salon, stack, gateway_url):
    done = await make_call(stack, gateway_url, "--to", salon.status["phoneNumber"],
                           typed="Where are you located?\n")
    assert done.returncode == 0, done.stderr
    assert "Agent:  We're at 12 Main St, Springfield, IL 62701." in done.stdout
    assert "Call ended (user_hangup)" in done.stdout and "Recording: http://localhost:" in done.stdout


async def test_make_call_plays_a_script_prints_the_transcript_and_exits_0_when_the_call_ends(
        salon, stack, gateway_url, tmp_path):
    script = tmp_path / "book.txt"
    day = today() + timedelta(days=5)
    script.write_text(f"# one caller turn per line\nI'd like a haircut on {day.strftime('%A')} afternoon\n"
                      "the first one\nMy name is Ola Nordmann\nyes\nno thanks, goodbye\n")
    done = await make_call(stack, gateway_url, "--to", salon.status["phoneNumber"], "--from", "+14155550118",
                           "--script", str(script))
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[1] == "Agent:  Thank you for calling Salon Sol, this is Brian. How can I help you today?"
    assert f"Caller: I'd like a haircut on {day.strftime('%A')} afternoon" in lines
    assert "        [booked]" in lines and "Call ended (agent_hangup)" in done.stdout
    [booked] = await appointments_of(salon, "+14155550118", day)
    assert booked["customerName"] == "Ola Nordmann" and local(booked["startsAt"]).hour >= 12


async def test_make_call_exits_1_when_the_script_ends_first_and_2_when_nothing_answers(
        salon, stack, gateway_url, tmp_path):
    script = tmp_path / "short.txt"
    script.write_text("What are your hours?\n")
    short = await make_call(stack, gateway_url, "--to", salon.status["phoneNumber"], "--script", str(script))
    assert short.returncode == 1 and "Call ended (user_hangup)" in short.stdout
    assert "The script ended before the call did." in short.stderr
    nowhere = await make_call(stack, gateway_url, "--to", "+18005550199", "--script", str(script))
    assert nowhere.returncode == 2
    assert "No simulated line answers at +18005550199; call it from a phone." in nowhere.stderr


# ---- the LLM mode: a model plays the agent with the saga's prompt and tools ------------------------------------

@pytest.fixture(scope="module")
def model():
    fake = FakeOpenAI(api_key="sk-test-model-key").start()
    yield fake
    fake.stop()


@pytest.fixture(scope="module")
def model_stack(new_stack, model, tmp_path_factory):
    """A product of its own whose simulated line lets the fake model play the agent."""
    key_file = tmp_path_factory.mktemp("model") / "model-key"
    key_file.write_text("sk-test-model-key")
    env = {"RECEPTIONIST_SIMULATOR_LLM_URL": model.base_url, "RECEPTIONIST_SIMULATOR_LLM_MODEL": "test-model",
           "RECEPTIONIST_SIMULATOR_LLM_KEY_FILE": str(key_file), "RECEPTIONIST_SIMULATOR_LLM_ROLE": "agent",
           # Silence ends a call soon here, so a call left alone is seen to end ("inactivity").
           "RECEPTIONIST_SIMULATOR_IDLE_SECONDS": "20", "RECEPTIONIST_SIMULATOR_SWEEP_SECONDS": "1"}
    with new_stack("stack-llm.log", env=env) as stack:
        yield f"http://127.0.0.1:{stack.gateway_port}"


async def test_a_configured_model_plays_the_agent_with_the_real_prompt_and_tools(model_stack, model):
    async with signed_in_owner(model_stack, name="Lina Model") as owner:
        await _configure_salon(owner, name="Salon Model", hours=EVERY_DAY)
        await _launch_receptionist(owner)
        call = await dial(owner, "+14155550119")
        tomorrow = (today() + timedelta(days=1)).isoformat()
        model.answer(None, tool_call("check_availability", {"service": "Haircut", "date": tomorrow,
                                                            "preferred_time": "10:00", "staff": "Ana Ruiz"}))
        model.answer("I have 10 AM tomorrow with Ana. May I have your name?")
        answer = await call.say("A haircut with Ana tomorrow at ten, please")
        assert answer == "Let me check what we have open. I have 10 AM tomorrow with Ana. May I have your name?"

        sent = model.requests[0]
        assert sent["model"] == "test-model" and sent["messages"][0]["role"] == "system"
        assert "Salon Model" in sent["messages"][0]["content"] and "{{" not in sent["messages"][0]["content"]
        assert sent["messages"][1] == {"role": "assistant", "content": call.call["turns"][0]["text"]}
        assert {tool["function"]["name"] for tool in sent["tools"]} >= {
            "get_business_info", "check_availability", "book_appointment", "reschedule_appointment",
            "cancel_appointment", "request_callback", "join_waitlist", "end_call"}
        [offered] = [json.loads(m["content"]) for m in model.requests[1]["messages"] if m["role"] == "tool"]
        [ten] = [s for s in offered["slots"] if local(s["start"]).strftime("%H:%M") == "10:00"]

        model.answer(None, tool_call("book_appointment", {"slot_id": ten["slot_id"], "customer_name": "Jo Model"}))
        model.answer("You're booked, Jo. Anything else?")
        assert "You're booked, Jo" in await call.say("Jo Model")
        model.answer("Thanks for calling, goodbye!", tool_call("end_call"))
        assert "goodbye" in await call.say("No, bye")
        assert call.call["status"] == "ended" and call.call["endedReason"] == "agent_hangup"
        [booked] = await appointments_of(owner, "+14155550119", today() + timedelta(days=1))
        assert (booked["customerName"], booked["staffName"]) == ("Jo Model", "Ana Ruiz")
        assert local(booked["startsAt"]).strftime("%H:%M") == "10:00"
        assert (await logged_call(owner, call.call_id))["outcome"] == "booked"


async def test_a_call_left_silent_ends_by_itself(model_stack):
    async with signed_in_owner(model_stack, name="Sid Silent") as owner:
        await _configure_salon(owner, name="Salon Silent", hours=EVERY_DAY)
        await _launch_receptionist(owner)
        call = await dial(owner, "+14155550122")

        async def ended() -> dict | None:
            found = (await owner.get(f"/api/receptionist/test-calls/{call.call_id}")).json()
            return found if found["status"] == "ended" else None
        found = await eventually(ended, timeout=90)
        assert found["endedReason"] == "inactivity"
        assert (await logged_call(owner, call.call_id))["outcome"] == "missed"
