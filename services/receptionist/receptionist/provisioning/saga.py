"""Provisioning as a durable saga: create_llm -> create_agent -> buy_number -> bind_number -> release_number -> done.
The number is bought answered by the agent, so bind_number has nothing left to do but for a number bought unbound;
release_number gives back a number the owner replaced (`replace_number`), once the new one answers.

The agent answers with the salon's voice engine (`provisioning.engine`): our engine over the custom-LLM socket, or
the provider's LLM; the LLM with the salon's prompt is created either way, so a later switch needs nothing new.

Each step's result is committed before the next step runs, and a step whose result is already stored is skipped,
so a crash or restart resumes where it stopped and Retry continues from the failed step (a second number is never
bought). A replica works on an agent only while it holds the row's claim (`claimed_until`); provider calls happen
outside any transaction.
"""

import itertools
import logging
import uuid
from collections.abc import Awaitable, Callable
from datetime import timedelta

from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from receptionist.config import Settings
from receptionist.locations import service as locations
from receptionist.locations import team
from receptionist.models import Agent
from receptionist.provisioning import engine, events, prompt, refresh, repository, self_test
from receptionist.provisioning.errors import (
    AgentNotFound,
    AlreadyProvisioned,
    NotAwaitingWebhooks,
    NotRetryable,
    NumberBeingReplaced,
)
from receptionist.salon.profile import SalonProfile
from receptionist.voice.factory import provider_for
from receptionist.voice.ports import VoiceProvider, VoiceProviderError
from ringbook_common import clock
from ringbook_common.bus.connection import Bus

logger = logging.getLogger("ringbook.receptionist.provisioning")

STEPS = ("create_llm", "create_agent", "buy_number", "bind_number", "release_number", "done")
NEXT = dict(itertools.pairwise(STEPS))
TOLL_FREE_CODES = frozenset({"800", "833", "844", "855", "866", "877", "888"})
CLAIM_BATCH = 10
NUMBER_TRIES = 10  # each refusal means another salon took a number meanwhile

Step = Callable[[VoiceProvider, Settings, SalonProfile, Agent], Awaitable[dict]]


# ---- the steps: each calls the provider once and answers the columns to store -------------------------------

async def _create_llm(provider: VoiceProvider, settings: Settings, profile: SalonProfile, agent: Agent) -> dict:
    built = prompt.build(profile, settings.public_base_url)
    llm_id = await provider.create_llm(prompt=built.prompt, begin_message=built.begin_message, tools=built.tools)
    return {"llm_id": llm_id, "prompt_digest": built.digest}


async def _create_agent(provider: VoiceProvider, settings: Settings, profile: SalonProfile, agent: Agent) -> dict:
    agent_id = await provider.create_agent(
        engine=engine.response_engine(agent.voice_engine, agent.llm_id, settings), voice=profile.voice,
        language=prompt.agent_language(profile),
        webhook_url=f"{settings.public_base_url.rstrip('/')}/api/receptionist/webhooks/voice",
        name=f"{profile.name or 'Salon'} receptionist")
    return {"agent_id": agent_id, "voice": profile.voice}


def requested_area_code(profile: SalonProfile) -> str:
    """The area code the owner asked for, or "" for a toll-free number."""
    area_code = profile.area_code.strip()
    return "" if area_code in TOLL_FREE_CODES or not (len(area_code) == 3 and area_code.isdigit()) else area_code


async def _buy_number(provider: VoiceProvider, settings: Settings, profile: SalonProfile, agent: Agent) -> dict:
    """A number answered by the agent from the start (one call, not two); toll-free when the area code asked for
    has none left, which the owner is then told (the area code asked for is kept with the number)."""
    area_code = requested_area_code(profile)
    try:
        number = await provider.buy_number(area_code=area_code or None, toll_free=not area_code,
                                           agent_id=agent.agent_id)
    except VoiceProviderError as exc:
        if not (area_code and exc.unavailable):
            raise
        logger.info("agent %s: no number in area code %s (%s); a toll-free one instead", agent.location_id,
                    area_code, exc.message)
        number = await provider.buy_number(toll_free=True, agent_id=agent.agent_id)
    return {"phone_number": number.number, "phone_number_pretty": number.pretty, "number_bound": number.bound,
            "number_area_code": area_code, "texting": number.texting, "texting_checked_at": None}


async def _bind_number(provider: VoiceProvider, settings: Settings, profile: SalonProfile, agent: Agent) -> dict:
    await provider.bind_number(_stored(agent.phone_number, "phone_number"), _stored(agent.agent_id, "agent_id"))
    return {"number_bound": True}


async def _release_number(provider: VoiceProvider, settings: Settings, profile: SalonProfile, agent: Agent) -> dict:
    await provider.release_number(_stored(agent.old_phone_number, "old_phone_number"))
    return {"old_phone_number": None}


def _stored(value: str | None, column: str) -> str:
    """A column an earlier step stored (a step runs only once the one before it has stored its result)."""
    if not value:
        raise LookupError(f"the agent has no {column} yet")
    return value


def _number_bought(agent: Agent) -> bool:
    # While a new number is got, the old one (still answering) is not the one to buy.
    return bool(agent.phone_number) and agent.phone_number != agent.old_phone_number


RUN: dict[str, Step] = {"create_llm": _create_llm, "create_agent": _create_agent, "buy_number": _buy_number,
                        "bind_number": _bind_number, "release_number": _release_number}
STORED: dict[str, Callable[[Agent], bool]] = {
    "create_llm": lambda agent: bool(agent.llm_id), "create_agent": lambda agent: bool(agent.agent_id),
    "buy_number": _number_bought, "bind_number": lambda agent: agent.number_bound,
    "release_number": lambda agent: agent.old_phone_number is None}


# ---- what owners and operators ask for ----------------------------------------------------------------------

async def start(session: AsyncSession, settings: Settings, tenant_id: uuid.UUID, *,
                location_id: uuid.UUID | None = None, requested_by: str = "owner") -> Agent:
    """Provision a location's agent (None: the first location's, whose id is the tenant's), from not_provisioned
    or again from failed; a second ask while it runs changes nothing."""
    location_id = location_id or tenant_id
    agent = await repository.locked_agent(session, location_id)
    if agent is None:
        agent = Agent(tenant_id=tenant_id, location_id=location_id, provider=settings.voice_provider,
                      status="provisioning", requested_by=requested_by, step="create_llm", attempts=0,
                      number_bound=False, webhooks_configured=False)
        repository.add_agent(session, agent)
    elif agent.status == "failed":
        return await retry(session, location_id)
    elif agent.status == "provisioning":
        return agent
    elif agent.status != "not_provisioned":
        raise AlreadyProvisioned()
    else:
        agent.status, agent.requested_by, agent.updated_at = "provisioning", requested_by, clock.now()
    await session.flush()
    if requested_by == "owner":
        await events.move_setup(session, location_id, "provisioning")
    await events.agent_updated(session, agent)
    return agent


async def retry(session: AsyncSession, location_id: uuid.UUID) -> Agent:
    """Back to provisioning, continuing from the step that failed."""
    agent = await repository.locked_agent(session, location_id)
    if agent is None:
        raise AgentNotFound()
    if agent.status != "failed":
        raise NotRetryable()
    agent.status, agent.attempts, agent.error, agent.claimed_until = "provisioning", 0, None, None
    agent.updated_at = clock.now()
    if agent.requested_by == "owner":
        await events.move_setup(session, location_id, "provisioning")
    await events.agent_updated(session, agent)
    return agent


async def replace_number(session: AsyncSession, location_id: uuid.UUID) -> Agent:
    """The owner asked for a new number (in the setup's area code now): the saga buys it answered by the agent,
    and only then releases the old one, which answers until that moment."""
    agent = await repository.locked_agent(session, location_id)
    if agent is None or not agent.phone_number:
        raise AgentNotFound()
    if agent.status == "failed" and agent.old_phone_number:
        return await retry(session, location_id)
    if agent.status == "provisioning":
        raise NumberBeingReplaced()
    if agent.status != "active":
        raise NotRetryable()
    agent.old_phone_number, agent.number_bound = agent.phone_number, False
    agent.status, agent.step, agent.attempts, agent.error = "provisioning", "buy_number", 0, None
    agent.claimed_until, agent.updated_at = None, clock.now()
    await events.agent_updated(session, agent)
    return agent


async def mark_configured(session: AsyncSession, settings: Settings, location_id: uuid.UUID, *,
                          base_url: str | None = None) -> Agent:
    """The operator configured the seven functions in the provider's dashboard: a signed self-test call to each
    function URL must succeed before the agent goes active. `base_url` defaults to the public base URL."""
    agent = await repository.agent(session, location_id)
    if agent is None:
        raise AgentNotFound()
    if agent.status == "active" and agent.webhooks_configured:
        return agent
    if agent.status != "webhooks_pending":
        raise NotAwaitingWebhooks()
    await self_test.run(settings, agent, base_url=base_url or settings.public_base_url)
    agent = await repository.locked_agent(session, location_id, reload=True)
    if agent is None:
        raise AgentNotFound()
    if agent.status != "webhooks_pending":
        raise NotAwaitingWebhooks()
    agent.status, agent.webhooks_configured, agent.updated_at = "active", True, clock.now()
    await events.move_setup(session, location_id, "ready")
    await events.agent_updated(session, agent)
    return agent


# ---- the worker's side --------------------------------------------------------------------------------------

async def claim(sessionmaker: async_sessionmaker[AsyncSession], settings: Settings, *,
                limit: int = CLAIM_BATCH) -> list[uuid.UUID]:
    """Agents with work (a provisioning step, or a prompt to push) that no live claim holds, now claimed."""
    now = clock.now()
    async with sessionmaker() as session, session.begin():
        found = await repository.claimable(session, now=now, limit=limit)
        for agent in found:
            agent.claimed_until = now + timedelta(seconds=settings.provisioning_claim_seconds)
        return [agent.location_id for agent in found]


async def advance(sessionmaker: async_sessionmaker[AsyncSession], settings: Settings, location_id: uuid.UUID, *,
                  provider: VoiceProvider | None = None, steps: int | None = None, bus: Bus | None = None) -> None:
    """Work on a claimed agent: push a stale prompt, then run provisioning steps (at most `steps`), then release
    the claim. `bus`: booking is asked who works at the location (without it, the business's whole team)."""
    async with sessionmaker() as session:
        agent = await repository.agent(session, location_id)
    if agent is None:
        return
    provider = provider or provider_for(agent.provider, settings, sessionmaker)
    hold_until = None
    try:
        if agent.llm_id and not await refresh.push(sessionmaker, settings, provider, location_id, bus=bus):
            # The provider refused the new prompt: try again once the claim has run out, not every round.
            hold_until = clock.now() + timedelta(seconds=settings.provisioning_claim_seconds)
        ran = 0
        while steps is None or ran < steps:
            if not await _run_next_step(sessionmaker, settings, provider, location_id, bus):
                break
            ran += 1
    finally:
        async with sessionmaker() as session, session.begin():
            agent = await repository.locked_agent(session, location_id)
            if agent is not None:
                agent.claimed_until = hold_until


async def _run_next_step(sessionmaker: async_sessionmaker[AsyncSession], settings: Settings,
                         provider: VoiceProvider, location_id: uuid.UUID, bus: Bus | None = None) -> bool:
    """Run the agent's next step and store its result; False when there is nothing more to do this round."""
    async with sessionmaker() as session:
        agent = await repository.agent(session, location_id)
        if agent is None or agent.status != "provisioning":
            return False
        step = agent.step if agent.step in STEPS else "create_llm"
        if step == "done" or STORED[step](agent):
            await _store(sessionmaker, settings, location_id, step, {})
            return step != "done"
        if step == "create_llm":
            # Changes to the salon from now on are recorded again, and pushed once the LLM exists.
            await repository.forget_prompt_changes(session, location_id)
            await session.commit()
        profile = await locations.profile(session, agent.tenant_id, location_id)
    profile = await team.working_here(bus, profile, timeout=settings.rpc_timeout_seconds)
    # Two salons can be handed the same number at once (the local provider's range, two replicas): the unique
    # index refuses the second, which asks again at once, seeing the first one's number taken by then.
    for _ in range(NUMBER_TRIES):
        try:
            values = await RUN[step](provider, settings, profile, agent)
        except VoiceProviderError as exc:
            await _fail(sessionmaker, settings, location_id, step, exc.message)
            return False
        except Exception as exc:  # a bug counts as an attempt rather than looping unnoticed
            logger.exception("agent %s: %s crashed", location_id, step)
            await _fail(sessionmaker, settings, location_id, step,
                        f"Unexpected error during {step}: {type(exc).__name__}")
            return False
        try:
            await _store(sessionmaker, settings, location_id, step, values)
        except IntegrityError:
            logger.info("agent %s: number %s was taken meanwhile", location_id, values.get("phone_number"))
            if step == "buy_number" and provider.name != "local":
                # A provider's number was bought for this salon alone: never left paid for with no one answering.
                await provider.release_number(values["phone_number"])
            continue
        return True
    await _fail(sessionmaker, settings, location_id, step,
                f"The number {values.get('phone_number')} was taken by another salon meanwhile")
    return False


async def _store(sessionmaker: async_sessionmaker[AsyncSession], settings: Settings, location_id: uuid.UUID,
                 step: str, values: dict) -> None:
    async with sessionmaker() as session, session.begin():
        agent = await repository.locked_agent(session, location_id)
        if agent is None or agent.status != "provisioning" or agent.step != step:
            logger.warning("agent %s moved on while %s ran; its result %s is dropped", location_id, step, values)
            return
        for column, value in values.items():
            setattr(agent, column, value)
        now = clock.now()
        agent.step = NEXT.get(step, "done")
        agent.attempts, agent.error, agent.updated_at = 0, None, now
        agent.claimed_until = now + timedelta(seconds=settings.provisioning_claim_seconds)
        if agent.step == "done":
            agent.provisioned_at = now
            if agent.requested_by == "owner":
                # The owner's agent gets its functions by API (they are the LLM's tools): it is live now.
                agent.status, agent.webhooks_configured = "active", True
                await events.move_setup(session, location_id, "ready")
            else:
                agent.status = "webhooks_pending"
        await events.agent_updated(session, agent)


async def _fail(sessionmaker: async_sessionmaker[AsyncSession], settings: Settings, location_id: uuid.UUID,
                step: str, message: str) -> None:
    logger.warning("agent %s: %s failed: %s", location_id, step, message)
    async with sessionmaker() as session, session.begin():
        agent = await repository.locked_agent(session, location_id)
        if agent is None or agent.status != "provisioning":
            return
        agent.attempts += 1
        agent.error, agent.updated_at = message, clock.now()
        if agent.attempts >= settings.provisioning_max_attempts:
            agent.status = "failed"
            # The owner sees the review step again, with Retry.
            await events.move_setup(session, location_id, "review", only_from=("provisioning",))
            await events.agent_updated(session, agent)
