"""The simulator's LLM mode against a fake OpenAI-compatible model on a real loopback port: the real prompt and
tools as the model is sent them, tool calls run and fed back, hanging up, transfers, bad arguments, failures and
the step limit."""

import json
import socket
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime

import httpx
import pytest

from receptionist.provisioning import prompt
from receptionist.salon.profile import DayHours, SalonProfile, ServiceInfo, StaffInfo
from receptionist.simulator.llm import ChatModel, ModelUnavailable, agent_turn, openai_tools, render_prompt

from ..fakes.openai import FakeOpenAI, tool_call

KEY = "sk-simulator-tests"
NOW = datetime(2026, 11, 22, 20, 4, tzinfo=UTC)
SLOTS = {"ok": True, "slots": [{"slot_id": "slot_1", "start": "2026-11-23T14:30:00-05:00", "staff": "Maria"}]}
PROFILE = SalonProfile(
    tenant_id=uuid.uuid4(), name="Salon Uno", timezone="America/New_York", address="12 Main St",
    owner_email="owner@example.com", owner_phone="+15550100001", front_desk_phone="+15550100002",
    setup_status="active", location="12 Main St", city="Springfield", state="IL", zip_code="62701", area_code="",
    ai_name="Ava", voice="female", additional_languages=("Spanish",),
    hours={day: DayHours(closed=day == 0) for day in range(7)}, default_event_type_id="builtin",
    services=(ServiceInfo("svc_1", "Haircut", 45, 5500),), staff=(StaffInfo("maria", "Maria Lopez"),))
AGENT = prompt.build(PROFILE, "http://ringbook.test")


@pytest.fixture(scope="session")
def openai_server() -> Iterator[FakeOpenAI]:
    server = FakeOpenAI(KEY).start()
    yield server
    server.stop()


@pytest.fixture
def fake(openai_server) -> FakeOpenAI:
    openai_server.reset()
    return openai_server


@pytest.fixture
def model(fake) -> ChatModel:
    return ChatModel(fake.base_url, "gpt-simulator", api_key=KEY, timeout=5.0)


class Functions:
    """The custom tools' side: answers scripted per function, every call kept."""

    def __init__(self, **answers: dict) -> None:
        self.answers = answers
        self.calls: list[tuple[str, dict]] = []

    async def __call__(self, name: str, args: dict) -> dict:
        self.calls.append((name, args))
        return self.answers.get(name, {"ok": True})


def opening(*user: str) -> list[dict]:
    return [{"role": "assistant", "content": AGENT.begin_message}, *({"role": "user", "content": u} for u in user)]


async def turn(model: ChatModel, history: list[dict], functions: Functions, **options):
    return await agent_turn(model, system_prompt=render_prompt(AGENT.prompt, NOW), tools=AGENT.tools,
                            history=history, run_tool=functions, **options)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class TestPromptAndTools:
    def test_the_time_variables_are_written_as_retell_does(self):
        assert render_prompt("Now: {{current_time_America/New_York}}.", NOW) == \
            "Now: Sunday, November 22, 2026 at 3:04 PM EST."
        assert render_prompt("{{current_time}} / {{current_time_Europe/Madrid}}", NOW) == \
            "Sunday, November 22, 2026 at 8:04 PM UTC / Sunday, November 22, 2026 at 9:04 PM CET"
        assert render_prompt("{{current_time_Asia/Tokyo}}", datetime(2026, 7, 1, 3, 0)) == \
            "Wednesday, July 1, 2026 at 12:00 PM JST"
        assert render_prompt("{{current_time_Nowhere/Atlantis}} {{caller}}", NOW) == \
            "{{current_time_Nowhere/Atlantis}} {{caller}}"

    def test_the_real_prompt_renders(self):
        rendered = render_prompt(AGENT.prompt, NOW)
        assert "The current time is Sunday, November 22, 2026 at 3:04 PM EST." in rendered
        assert "{{" not in rendered

    def test_retell_tools_become_function_tools(self):
        converted = {tool["function"]["name"]: tool for tool in openai_tools(AGENT.tools)}
        assert list(converted) == [*prompt.FUNCTION_NAMES, "end_call", "transfer_call"]
        assert all(tool["type"] == "function" for tool in converted.values())
        availability = converted["check_availability"]["function"]
        source = next(tool for tool in AGENT.tools if tool["name"] == "check_availability")
        assert availability == {"name": "check_availability", "description": source["description"],
                                "parameters": source["parameters"]}
        for built_in in ("end_call", "transfer_call"):
            assert converted[built_in]["function"]["parameters"] == {"type": "object", "properties": {}}
            assert converted[built_in]["function"]["description"]
        assert openai_tools([{"type": "press_digit", "name": "press_digit"}]) == []


class TestTurns:
    async def test_a_tool_call_then_an_answer(self, fake, model):
        call = tool_call("check_availability", {"service": "Haircut", "date": "2026-11-23"})
        fake.answer(None, call)
        fake.answer("Tomorrow I have two thirty pm with Maria. Would that work?")
        functions = Functions(check_availability=SLOTS)
        history = opening("I'd like a haircut tomorrow.")
        reply = await turn(model, history, functions)

        assert reply.said == ["Let me check what we have open.",
                              "Tomorrow I have two thirty pm with Maria. Would that work?"]
        args = {"service": "Haircut", "date": "2026-11-23"}
        assert reply.tool_calls == [("check_availability", args, SLOTS)]
        assert functions.calls == [("check_availability", args)]
        assert reply.hang_up is False
        assert history == opening("I'd like a haircut tomorrow.")  # the caller's list is left alone

        first, second = fake.requests
        assert (first["model"], first["temperature"]) == ("gpt-simulator", 0)
        assert first["messages"][0] == {"role": "system", "content": render_prompt(AGENT.prompt, NOW)}
        assert first["messages"][1:] == history
        assert first["tools"] == openai_tools(AGENT.tools)
        fed_back = second["messages"][len(history) + 1:]
        assert fed_back == [
            {"role": "assistant", "content": None, "tool_calls": [call]},
            {"role": "tool", "tool_call_id": call["id"], "content": json.dumps(SLOTS)}]
        assert reply.history == [*second["messages"][1:],
                                 {"role": "assistant", "content": reply.said[-1]}]
        json.dumps(reply.history)

    async def test_the_history_carries_on_into_the_next_turn(self, fake, model):
        fake.answer("Sure, which service would you like?")
        first = await turn(model, opening("Can I book something?"), Functions())
        fake.answer("Great, a haircut it is.")
        second = await turn(model, [*first.history, {"role": "user", "content": "A haircut."}], Functions())
        assert second.said == ["Great, a haircut it is."]
        assert [m["role"] for m in fake.requests[1]["messages"]] == ["system", "assistant", "user", "assistant",
                                                                     "user"]

    async def test_end_call_hangs_up(self, fake, model):
        fake.answer("Thank you for calling Salon Uno, goodbye!", tool_call("end_call", {}, call_id="call_end"))
        fake.answer("This answer is never asked for.")
        functions = Functions()
        reply = await turn(model, opening("That's all, thanks."), functions)
        assert reply.said == ["Thank you for calling Salon Uno, goodbye!"]
        assert (reply.hang_up, reply.tool_calls, functions.calls) == (True, [], [])
        assert len(fake.requests) == 1
        assert reply.history[-2:] == [
            {"role": "assistant", "content": "Thank you for calling Salon Uno, goodbye!",
             "tool_calls": [tool_call("end_call", {}, call_id="call_end")]},
            {"role": "tool", "tool_call_id": "call_end", "content": "ok"}]

    async def test_a_transfer_is_made_by_the_line_and_its_answer_read_back(self, fake, model):
        fake.answer(None, tool_call("transfer_call", call_id="call_transfer"))
        fake.answer("Nobody is at the desk; I'll have the team call you back.")
        failed = {"ok": False, "result": "Nobody answered at the front desk (+12125550123)."}
        functions = Functions(transfer_call=failed)
        reply = await turn(model, opening("Can I talk to a person?"), functions)
        assert reply.said == ["Nobody is at the desk; I'll have the team call you back."]
        assert (reply.hang_up, functions.calls) == (False, [("transfer_call", {})])
        assert fake.requests[1]["messages"][-1] == {"role": "tool", "tool_call_id": "call_transfer",
                                                    "content": json.dumps(failed)}

    async def test_bad_tool_arguments_run_the_tool_without_arguments(self, fake, model):
        fake.answer(None, tool_call("get_business_info", '{"service": "Hair'), tool_call("cancel_appointment", "[1]"))
        fake.answer("We're open nine to five.")
        functions = Functions()
        reply = await turn(model, opening("When are you open?"), functions)
        assert functions.calls == [("get_business_info", {}), ("cancel_appointment", {})]
        assert reply.said == ["One moment while I look that up.", "One moment while I cancel that.",
                              "We're open nine to five."]
        assert [m["role"] for m in fake.requests[1]["messages"][-3:]] == ["assistant", "tool", "tool"]

    async def test_an_unknown_function_is_answered_with_an_error(self, fake, model):
        fake.answer(None, tool_call("delete_everything", call_id="call_x"))
        fake.answer("Sorry, I can't do that.")
        functions = Functions()
        reply = await turn(model, opening("Delete everything."), functions)
        assert (functions.calls, reply.said) == ([], ["Sorry, I can't do that."])
        assert "delete_everything" in json.loads(fake.requests[1]["messages"][-1]["content"])["error"]

    async def test_a_long_tool_answer_is_cut(self, fake, model):
        fake.answer(None, tool_call("get_business_info", call_id="call_info"))
        fake.answer("Here you go.")
        await turn(model, opening("Tell me everything."), Functions(get_business_info={"text": "x" * 20_000}))
        assert len(fake.requests[1]["messages"][-1]["content"]) == 15_000

    async def test_the_step_limit_stops_a_model_that_only_calls_tools(self, fake, model):
        for _ in range(4):
            fake.answer(None, tool_call("get_business_info"))
        functions = Functions()
        reply = await turn(model, opening("Hello?"), functions, max_steps=3)
        assert len(fake.requests) == 3
        assert len(functions.calls) == len(reply.tool_calls) == 3
        assert reply.said == ["One moment while I look that up."] * 3
        assert reply.hang_up is False
        assert reply.history[-1]["role"] == "tool"

    async def test_an_answer_with_nothing_ends_the_turn(self, fake, model):
        fake.answer("")
        reply = await turn(model, opening("Hello?"), Functions())
        assert (reply.said, reply.history, len(fake.requests)) == ([], opening("Hello?"), 1)


class TestFailures:
    async def test_a_model_error_is_model_unavailable(self, fake, model):
        fake.fail(500, "The server had an error while processing your request.")
        with pytest.raises(ModelUnavailable, match="500: The server had an error while processing your request"):
            await turn(model, opening("Hi"), Functions())

    async def test_a_wrong_key_is_model_unavailable(self, fake, model):
        wrong = ChatModel(model.base_url, model.model, api_key="sk-wrong")
        with pytest.raises(ModelUnavailable, match="401: Incorrect API key provided"):
            await turn(wrong, opening("Hi"), Functions())
        assert fake.requests == []

    async def test_an_unreachable_model_is_model_unavailable(self):
        nowhere = ChatModel(f"http://127.0.0.1:{free_port()}/v1", "gpt-simulator", timeout=2.0)
        with pytest.raises(ModelUnavailable, match="could not be reached: ConnectError"):
            await turn(nowhere, opening("Hi"), Functions())

    @pytest.mark.parametrize("body", [{"choices": []}, {"error": None}, {"choices": [{"message": "hi"}]},
                                      {"choices": [{"message": {"content": None, "tool_calls": {"id": "x"}}}]},
                                      {"choices": [{"message": {"tool_calls": [{"id": "x", "function": {}}]}}]}])
    async def test_a_malformed_answer_is_model_unavailable(self, body):
        seen = []

        def answer(request: httpx.Request) -> httpx.Response:
            seen.append(request)
            return httpx.Response(200, json=body)

        model = ChatModel("http://model.test/v1", "gpt-simulator", api_key="sk-x")
        async with httpx.AsyncClient(transport=httpx.MockTransport(answer)) as client:
            with pytest.raises(ModelUnavailable, match="malformed"):
                await turn(model, opening("Hi"), Functions(), client=client)
        assert str(seen[0].url) == "http://model.test/v1/chat/completions"
        assert seen[0].headers["authorization"] == "Bearer sk-x"

    async def test_not_json_is_model_unavailable(self):
        seen = []

        def answer(request: httpx.Request) -> httpx.Response:
            seen.append(request)
            return httpx.Response(200, text="<html>hello</html>")

        model = ChatModel("http://model.test/v1/", "gpt-simulator")
        async with httpx.AsyncClient(transport=httpx.MockTransport(answer)) as client:
            with pytest.raises(ModelUnavailable, match="malformed"):
                await turn(model, opening("Hi"), Functions(), client=client)
        assert str(seen[0].url) == "http://model.test/v1/chat/completions"
        assert "authorization" not in seen[0].headers  # no key, no header
