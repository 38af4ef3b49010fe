"""Which runs `make evals` makes: the simulated line and Retell's socket (each on a product of its own, with a
scoreboard of its own), and the LLM mode on the simulated line when a model is configured."""

from evals.__main__ import LLM_URL, agents


def test_both_lines_run_by_default_the_socket_one_with_retell_as_the_voice_provider(monkeypatch):
    monkeypatch.delenv(LLM_URL, raising=False)
    simulated, socket = agents("both")
    assert (simulated.line, socket.line) == ("simulated", "socket")
    assert socket.env["RECEPTIONIST_VOICE_PROVIDER"] == "retell"
    assert "RECEPTIONIST_VOICE_PROVIDER" not in simulated.env
    assert {simulated.results_file, socket.results_file} == {"evals.json", "evals-socket.json"}


def test_one_line_can_be_chosen(monkeypatch):
    monkeypatch.delenv(LLM_URL, raising=False)
    assert [agent.line for agent in agents("both", "socket")] == ["socket"]
    assert [agent.line for agent in agents("both", "simulated")] == ["simulated"]


def test_a_configured_model_runs_on_the_simulated_line_after_both_lines(monkeypatch):
    monkeypatch.setenv(LLM_URL, "http://127.0.0.1:9/v1")
    runs = agents("both")
    assert [(agent.line, agent.results_file) for agent in runs] == [
        ("simulated", "evals.json"), ("socket", "evals-socket.json"), ("simulated", "evals-llm.json")]
    assert [agent.results_file for agent in agents("llm")] == ["evals-llm.json"]
