"""Who answers a simulated call: the salon's voice engine and understanding, as on its live line, when the LLM
role is "salon"; the evals' roles decide for every salon; without a model, always our engine."""

import httpx
import pytest
from sqlalchemy.ext.asyncio import async_sessionmaker

from receptionist.config import Settings
from receptionist.simulator.calls import SalonChoice, Simulator

BUILT_IN = SalonChoice()
LLM = SalonChoice(understanding="llm")
HOSTED = SalonChoice(voice_engine="hosted")


def who_answers(choice: SalonChoice, **settings) -> str:
    simulator = Simulator(async_sessionmaker(), Settings(voice_provider_key="k", **settings), httpx.AsyncClient())
    return simulator._who_answers(choice)


@pytest.mark.parametrize("choice", [BUILT_IN, LLM, HOSTED])
@pytest.mark.parametrize("role", ["understanding", "agent", "salon"])
def test_without_a_model_our_engine_answers_with_the_built_in_understanding(choice, role):
    assert who_answers(choice, simulator_llm_role=role) == "engine"


@pytest.mark.parametrize(("choice", "answers"), [
    (BUILT_IN, "engine"), (LLM, "engine_with_model"), (HOSTED, "model_agent"),
    (SalonChoice(voice_engine="hosted", understanding="llm"), "model_agent")])
def test_in_the_salon_role_the_salons_choice_decides(choice, answers):
    assert who_answers(choice, simulator_llm_url="http://model.test/v1", simulator_llm_role="salon") == answers


@pytest.mark.parametrize("choice", [BUILT_IN, LLM, HOSTED])
def test_the_evals_roles_decide_for_every_salon(choice):
    url = "http://model.test/v1"
    assert who_answers(choice, simulator_llm_url=url) == "engine_with_model"  # the default role, "understanding"
    assert who_answers(choice, simulator_llm_url=url, simulator_llm_role="agent") == "model_agent"
