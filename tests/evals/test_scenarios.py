"""The fast subset of `make evals` inside `make test`: named scenarios of evals/scenarios/ run against the session's
stack on the simulated line, each graded on the salon's end state exactly as `make evals` grades it; and the LLM
mode's wiring, with a fake OpenAI-compatible model reading the caller's turns (read_turn) for scenarios of its own,
graded on the end state: the model fills the state, our policy, read-back and guards decide what is written."""

import pytest

from evals import report
from evals.runner import runner
from evals.scenarios import DEFAULT_CALLER, Scenario, by_id
from services.receptionist.tests.fakes.openai import FakeOpenAI

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
    # Turns as a recogniser hands them over: hours in words, an ordinal among offered times, a name when asked.
    "fr-rappel-apres-dix-sept-heures", "fr-le-premier-horaire-propose", "de-den-ersten-termin",
    "en-its-jordan-ellis-when-asked",
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


# ---- the LLM mode: a fake model reads each turn through read_turn; our state, policy and guards do the rest -------

@pytest.fixture(scope="module")
def model():
    fake = FakeOpenAI(api_key="sk-evals-model-key").start()
    yield fake
    fake.stop()


@pytest.fixture(scope="module")
def model_stack(new_stack, model, tmp_path_factory):
    """A product of its own whose simulated line has the fake model read every caller turn (the LLM mode's default
    role, "understanding")."""
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


def spoken(call) -> list[tuple[str, str]]:
    """The call as (who, what): the caller's words, and the functions run in between."""
    return [("tool", t["name"]) if t["role"] == "tool" else (t["role"], t.get("text", "")) for t in call.turns
            if t["role"] in ("tool", "user")]


ASKS_FOR_A_HAIRCUT = "Hi, I'd like a haircut with Maria tomorrow at 3"
HAIRCUT_WITH_MARIA_TOMORROW_AT_3 = {"wants": ["book"], "services": ["Haircut"], "staff": "Maria",
                                    "days": ["2026-12-02"], "at": "15:00", "language": "en"}


async def test_the_llm_reads_a_booking_and_nothing_is_booked_before_the_caller_says_yes(model_runner, model):
    model.reset()
    model.reads(ASKS_FOR_A_HAIRCUT, HAIRCUT_WITH_MARIA_TOMORROW_AT_3)
    model.reads("Jo Model", name="Jo Model")
    model.reads("Yes please", answer="yes")
    model.reads("No, bye", answer="no", goodbye=True)
    booking = scenario(id="llm-haircut-with-maria-tomorrow-at-3",
                       turns=[ASKS_FOR_A_HAIRCUT, "Jo Model", "Yes please", "No, bye"],
                       expect={"appointments": [{"service": "Haircut", "staff": "Maria", "at": "2026-12-02 15:00",
                                                 "name": "Jo Model", "phone": "caller", "status": "booked"}],
                               "outcome": "booked"})

    result = await model_runner.run(booking)
    assert result.passed, report.failures([result])
    assert model.read == booking.turns  # every turn read by the model, none by the built-in understanding
    said = spoken(result.call)
    yes = said.index(("user", "Yes please"))
    assert ("tool", "book_appointment") not in said[:yes] and said[yes + 1] == ("tool", "book_appointment")


async def test_the_llm_reads_a_booking_the_caller_then_declines_and_nothing_is_written(model_runner, model):
    model.reset()
    model.reads(ASKS_FOR_A_HAIRCUT, HAIRCUT_WITH_MARIA_TOMORROW_AT_3)
    model.reads("Jo Model", name="Jo Model")
    model.reads("No, actually, I'll think about it. Bye", answer="no", goodbye=True)
    declined = scenario(id="llm-haircut-declined-at-the-read-back",
                        turns=[ASKS_FOR_A_HAIRCUT, "Jo Model", "No, actually, I'll think about it. Bye"],
                        expect={"appointments": [], "callbacks": []})

    result = await model_runner.run(declined)
    assert result.passed, report.failures([result])
    assert model.read == declined.turns
    assert ("tool", "book_appointment") not in spoken(result.call)


async def test_the_llm_reads_a_message_and_a_wrong_reading_writes_nothing(model_runner, model):
    said = "Could someone call me back about bridal hair for six? It's Tess Bride, after 5 works best"
    message = scenario(id="llm-callback-about-bridal-hair", category="message", turns=[said],
                       expect={"appointments": [], "callbacks": [{"reason_has": "bridal", "best_time_has": "after 5",
                                                                  "name": "Tess Bride"}]})
    model.reset()
    model.reads(said, message=True, call_me=True, reason="bridal hair for six", best_time="after 5",
                name="Tess Bride", language="en")
    result = await model_runner.run(message)
    assert result.passed, report.failures([result])
    assert model.read == [said]

    # A model that misreads the call-back as a booking: the policy asks for a time, and nothing is written.
    model.reset()
    model.reads(said, wants=["book"], services=["Bridal Hair"], name="Tess Bride")
    result = await model_runner.run(message)
    assert not result.passed and result.grade.unintended_writes == []
    assert result.grade.differences[0].startswith("call-back missing: expected reason_has ['bridal'], "
                                                  "best_time_has ['after 5'], name Tess Bride")
