"""The salon's voice engine and understanding: the agent is created with the chosen response engine, a switch
changes it at Retell (and nothing here when Retell refuses), and bad choices are refused clearly."""

import uuid

import pytest

from receptionist.live.auth import socket_token
from receptionist.models import Agent
from receptionist.provisioning import engine, worker
from ringbook_common.errors import Invalid

from ..conftest import VOICE_KEY
from .conftest import agent_of, ready_salon, start

SOCKET = {"type": "custom-llm",
          "llm_websocket_url": f"ws://ringbook.test/api/receptionist/retell/llm/{socket_token(VOICE_KEY)}"}


async def choose(app, settings, owner, **choice) -> Agent:
    return await engine.choose(app.state.sessionmaker, settings, uuid.UUID(owner.tenant_id), **choice)


async def provisioned(app, owner, settings, context) -> Agent:
    await ready_salon(app, owner)
    await start(app, settings, owner)
    await worker.run_round(context)
    return await agent_of(app, owner)


class TestSocketUrl:
    def test_https_becomes_wss_and_a_path_prefix_is_kept(self, settings):
        at = settings.model_copy(update={"public_base_url": "https://ringbook.example/app/"})
        assert engine.llm_websocket_url(at) == (
            f"wss://ringbook.example/app/api/receptionist/retell/llm/{socket_token(VOICE_KEY)}")

    def test_http_becomes_ws(self, settings):
        assert engine.llm_websocket_url(settings) == SOCKET["llm_websocket_url"]


class TestProvisioning:
    async def test_a_hosted_salon_gets_retells_own_llm(self, app, client, owner, retell, retell_settings,
                                                      retell_context):
        await choose(app, retell_settings, owner, voice_engine="hosted")
        agent = await provisioned(app, owner, retell_settings, retell_context)
        assert agent.status == "active"
        [agent_body] = retell.calls("create_agent")
        assert agent_body["response_engine"] == {"type": "retell-llm", "llm_id": agent.llm_id}

    async def test_the_llm_is_created_for_our_engine_too_so_a_switch_needs_nothing_new(
            self, app, client, owner, retell, retell_settings, retell_context):
        agent = await provisioned(app, owner, retell_settings, retell_context)
        assert agent.voice_engine == "ringbook" and agent.llm_id in retell.state.llms
        assert retell.state.agents[agent.agent_id]["response_engine"] == SOCKET


class TestSwitch:
    async def test_switching_updates_the_agent_at_retell_both_ways(self, app, client, owner, retell,
                                                                   retell_settings, retell_context):
        agent = await provisioned(app, owner, retell_settings, retell_context)
        switched = await choose(app, retell_settings, owner, voice_engine="hosted")
        assert switched.voice_engine == "hosted"
        assert retell.state.agents[agent.agent_id]["response_engine"] == {"type": "retell-llm",
                                                                         "llm_id": agent.llm_id}
        await choose(app, retell_settings, owner, voice_engine="ringbook")
        assert retell.state.agents[agent.agent_id]["response_engine"] == SOCKET
        assert len(retell.calls("update_agent")) == 2 and len(retell.calls("create_llm")) == 1

    async def test_the_same_engine_again_asks_retell_nothing(self, app, client, owner, retell, retell_settings,
                                                             retell_context):
        await provisioned(app, owner, retell_settings, retell_context)
        agent = await choose(app, retell_settings, owner, voice_engine="ringbook", understanding="llm")
        assert (agent.voice_engine, agent.understanding) == ("ringbook", "llm")
        assert retell.calls("update_agent") == []

    async def test_a_refused_switch_changes_nothing(self, app, client, owner, retell, retell_settings,
                                                    retell_context):
        agent = await provisioned(app, owner, retell_settings, retell_context)
        retell.fail("update_agent", status=400, message="Agent is locked")
        with pytest.raises(engine.EngineChangeRefused, match="Agent is locked") as refused:
            await choose(app, retell_settings, owner, voice_engine="hosted", understanding="llm")
        assert refused.value.status_code == 502
        after = await agent_of(app, owner)
        assert (after.voice_engine, after.understanding) == ("ringbook", "built_in")
        assert retell.state.agents[agent.agent_id]["response_engine"] == SOCKET

    async def test_a_salon_without_an_agent_keeps_its_choice_for_provisioning(self, app, client, owner, settings):
        agent = await choose(app, settings, owner, understanding="llm")
        assert (agent.status, agent.voice_engine, agent.understanding) == ("not_provisioned", "ringbook", "llm")

    async def test_no_change_while_provisioning_runs(self, app, client, owner, settings):
        await ready_salon(app, owner)
        await start(app, settings, owner)
        with pytest.raises(engine.EngineBusy):
            await choose(app, settings, owner, voice_engine="hosted")

    @pytest.mark.parametrize("choice", [{"voice_engine": "retell"}, {"understanding": "gpt"},
                                        {"voice_engine": ""}])
    async def test_an_unknown_choice_is_refused(self, app, client, owner, settings, choice):
        with pytest.raises(Invalid) as refused:
            await choose(app, settings, owner, **choice)
        assert refused.value.fields
        assert await agent_of(app, owner) is None
