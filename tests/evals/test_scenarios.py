"""The fast subset of `make evals` inside `make test`: named scenarios of evals/scenarios/ run against the session's
stack on the simulated line, each graded on the salon's end state exactly as `make evals` grades it; and the LLM
mode's wiring, with a fake OpenAI-compatible model playing the agent for two scenarios of its own."""

import json
from datetime import datetime

import pytest

from evals import report
from evals.runner import runner
from evals.scenarios import DEFAULT_CALLER, Scenario, by_id
from services.receptionist.tests.fakes.openai import FakeOpenAI, tool_call

# The subset: scenarios the built-in agent passes, picked from every language and several categories; the one
# list to change when scenarios are added or the receptionist learns more.
SUBSET = [
    "en-ugh-fine-just-book-it", "en-jordan-ellis-haircut-maria-tomorrow", "en-make-it-4-oclock-instead",
    "en-next-friday-not-tomorrow", "en-the-3rd-half-past-two", "en-given-name-april",
    "en-this-is-ana-not-a-stylist-request", "en-trim-for-my-hair-is-the-fringe",
    "en-cancel-blowout-friday", "en-callback-reason-in-next-turn", "en-handoff-after-hours-sol",
    "en-running-15-minutes-late", "en-who-works-saturday", "en-yes-twice-one-booking",
    "es-corte-a-primera-hora", "es-cancelar-masaje", "es-quien-trabaja-el-sabado",
    "fr-correction-jour", "fr-manucure-le-3", "fr-confirmation-repetee",
    "de-haarschnitt-name-zuerst", "de-naechsten-freitag", "de-absage-krank",
    "it-taglio-con-marco-nome-subito", "it-manicure-alle-dieci-e-mezza",
    "pt-spa-limpeza-de-pele", "pt-estacionamento",
]


@pytest.fixture(scope="module")
async def scenarios_runner(stack):
    """One runner for the module: each salon profile set up once on the session's stack; the clock goes back to
    the wall clock when the module is done."""
    async with runner(stack) as running:
        yield running


@pytest.mark.parametrize("scenario_id", SUBSET)
async def test_scenario(scenarios_runner, scenario_id):
    [scenario] = by_id([scenario_id])
    result = await scenarios_runner.run(scenario)
    assert result.passed, report.failures([result])


# ---- the LLM mode: a fake model plays the agent through the same functions --------------------------------------

@pytest.fixture(scope="module")
def model():
    fake = FakeOpenAI(api_key="sk-evals-model-key").start()
    yield fake
    fake.stop()


@pytest.fixture(scope="module")
def model_stack(new_stack, model, tmp_path_factory):
    """A product of its own whose simulated line lets the fake model play the agent."""
    key_file = tmp_path_factory.mktemp("evals-model") / "model-key"
    key_file.write_text("sk-evals-model-key")
    env = {"RECEPTIONIST_SIMULATOR_LLM_URL": model.base_url, "RECEPTIONIST_SIMULATOR_LLM_MODEL": "evals-model",
           "RECEPTIONIST_SIMULATOR_LLM_KEY_FILE": str(key_file)}
    with new_stack("stack-evals-llm.log", env=env) as stack:
        yield stack


@pytest.fixture(scope="module")
async def model_runner(model_stack):
    async with runner(model_stack) as running:
        yield running


def scenario(**fields) -> Scenario:
    return Scenario.model_validate({"category": "booking", "language": "en", "salon": "sol",
                                    "now": "2026-12-01 10:15", "caller": DEFAULT_CALLER, **fields})


def offered(model: FakeOpenAI) -> list[dict]:
    """The slots check_availability answered the model, as the model was told them."""
    answers = [json.loads(m["content"]) for m in model.requests[-1]["messages"] if m["role"] == "tool"]
    return [slot for answer in answers for slot in answer.get("slots", [])]


async def test_the_llm_books_through_the_functions_and_is_graded_on_the_book(model_runner, model):
    model.reset()
    booking = scenario(id="llm-haircut-with-maria-tomorrow-at-3",
                       turns=["Hi, I'd like a haircut with Maria tomorrow at 3", "Jo Model", "No, bye"],
                       expect={"appointments": [{"service": "Haircut", "staff": "Maria", "at": "2026-12-02 15:00",
                                                 "name": "Jo Model", "phone": "caller", "status": "booked"}],
                               "outcome": "booked"})

    async def play(turn: int, text: str) -> None:
        if turn == 0:
            model.answer(None, tool_call("check_availability", {"service": "Haircut", "date": "2026-12-02",
                                                                "preferred_time": "15:00", "staff": "Maria"}))
            model.answer("Maria is free tomorrow at 3 PM. May I have your name?")
        elif turn == 1:
            [three] = [s for s in offered(model) if datetime.fromisoformat(s["start"]).strftime("%H:%M") == "15:00"]
            model.answer(None, tool_call("book_appointment", {"slot_id": three["slot_id"], "customer_name": text}))
            model.answer("You're booked, Jo. Anything else?")
        else:
            model.answer("Thanks for calling, goodbye!", tool_call("end_call"))

    result = await model_runner.run(booking, before_turn=play)
    assert result.passed, report.failures([result])
    assert [t["name"] for t in result.call.turns if t["role"] == "tool"] == ["check_availability", "book_appointment"]


async def test_the_llm_takes_a_message_and_a_wrong_one_is_caught(model_runner, model):
    model.reset()
    message = scenario(id="llm-callback-about-bridal-hair", category="message",
                       turns=["Could someone call me back about bridal hair for six? It's Tess Bride, after 5 "
                              "works best"],
                       expect={"appointments": [], "callbacks": [{"reason_has": "bridal", "best_time_has": "after 5",
                                                                  "name": "Tess Bride"}]})

    async def play(turn: int, text: str) -> None:
        model.answer(None, tool_call("request_callback", {"name": "Tess Bride", "reason": "bridal hair for six",
                                                          "best_time": "after 5", "urgency": "normal"}))
        model.answer("I've passed that on; the team will call you after 5.")

    result = await model_runner.run(message, before_turn=play)
    assert result.passed, report.failures([result])

    model.reset()

    async def wrong(turn: int, text: str) -> None:
        model.answer(None, tool_call("request_callback", {"name": "Tess Bride", "reason": "a haircut"}))
        model.answer("Passed on.")

    result = await model_runner.run(message, before_turn=wrong)
    assert not result.passed and result.grade.unintended_writes == []
    assert result.grade.differences[0].startswith("call-back missing: expected reason_has ['bridal'], "
                                                  "best_time_has ['after 5'], name Tess Bride")
