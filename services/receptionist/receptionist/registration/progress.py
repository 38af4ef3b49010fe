"""Each salon's registration for texting, moved on as Twilio and the carriers answer (weeks: they are asked again
every `texting_check_seconds`), and each number waiting to text:

- `business`: the salon's profiles in Trust Hub are made and sent for review, then its brand; each record's SID is
  kept as soon as Twilio answers, so a round that stops half-way resumes from there.
- `brand`: once The Campaign Registry approves the brand, the salon's Messaging Service and its campaign are made.
- `campaign`: once carriers approve the campaign, the registration is approved.
- A local number waiting to text joins the salon's Messaging Service once the registration is approved, and texts
  from then on (`agent_updated` with texting own reaches booking). A toll-free number has its own review, sent
  with the salon's details as soon as the owner gave them.

Twilio refusing what was sent (a 4xx of its own words), or a review turned down, rejects the registration with its
reason for the owner to correct; anything else is asked again next round. The owner is e-mailed when a number
starts texting and when a review is turned down (`notices`)."""

import logging
import uuid
from dataclasses import dataclass
from datetime import datetime, timedelta
from email.utils import parseaddr

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from receptionist.config import Settings
from receptionist.models import Agent, TextingRegistration
from receptionist.provisioning import events
from receptionist.provisioning import repository as agents
from receptionist.registration import checks, repository
from receptionist.registration.campaign import campaign_of
from receptionist.registration.notices import Decided, notice
from receptionist.registration.twilio import Review, TwilioRegistrar
from receptionist.voice.factory import sip_trunk, texts_webhook, twilio_api
from receptionist.voice.ports import VoiceProviderError, pretty_number
from ringbook_common import clock
from ringbook_common.app import ServiceContext
from ringbook_common.db import unit_of_work
from ringbook_common.periodic import Periodic

logger = logging.getLogger("ringbook.receptionist.registration")

BRAND_APPROVED = "APPROVED"
BRAND_TURNED_DOWN = frozenset({"FAILED", "SUSPENDED", "DELETED"})
CAMPAIGN_APPROVED = "VERIFIED"
CAMPAIGN_TURNED_DOWN = frozenset({"FAILED"})
TOLL_FREE_APPROVED = "TWILIO_APPROVED"
TOLL_FREE_TURNED_DOWN = "TWILIO_REJECTED"


def registrar_for(settings: Settings) -> TwilioRegistrar | None:
    """Twilio's registration when numbers are bought on our account; None: nothing waits for a review."""
    if sip_trunk(settings) is None:
        return None
    return TwilioRegistrar(twilio_api(settings), primary_profile_sid=settings.twilio_primary_profile_sid,
                           email=settings.twilio_profile_email or parseaddr(settings.mail_from)[1],
                           texts_webhook=texts_webhook(settings), site_url=settings.public_base_url)


async def check_round(context: ServiceContext[Settings]) -> int:
    """Ask about every registration and number due; answers how many moved on."""
    registrar = registrar_for(context.settings)
    if registrar is None:
        return 0
    checked_before = clock.now() - timedelta(seconds=context.settings.texting_check_seconds)
    async with context.sessionmaker() as session:
        due = await repository.due(session, checked_before=checked_before)
        waiting = await agents.waiting_to_text(session, checked_before=checked_before)
    moved = 0
    for tenant_id in due:
        moved += await Registration(context, registrar, tenant_id).advance()
    for agent in waiting:
        moved += await _number(context, registrar, agent)
    return moved


async def _tell(context: ServiceContext[Settings], decided: Decided) -> None:
    async with unit_of_work(context.sessionmaker) as session:
        email = await notice(session, context.bus, decided, timeout=context.settings.rpc_timeout_seconds)
    if email is not None:
        await context.messenger.deliver(email)


@dataclass(frozen=True)
class _Sent:
    """What a round reads of the registration before asking Twilio (outside any transaction)."""

    details: dict
    ein: str
    stage: str
    submitted_at: datetime
    customer_profile_sid: str | None
    trust_product_sid: str | None
    brand_sid: str | None
    messaging_service_sid: str | None
    campaign_sid: str | None
    salon: str
    number: str


class Registration:
    def __init__(self, context: ServiceContext[Settings], registrar: TwilioRegistrar, tenant_id: uuid.UUID) -> None:
        self.context, self.registrar, self.tenant_id = context, registrar, tenant_id
        self.sessionmaker = context.sessionmaker

    async def advance(self) -> int:
        """Ask about the registration; 1 when it moved on (a new stage, approved or turned down)."""
        sent = await self._read()
        if sent is None:
            return 0
        try:
            if sent.stage == "business":
                moved = await self._send_business(sent)
            elif sent.stage == "brand":
                moved = await self._after_brand(sent, await self.registrar.brand_review(sent.brand_sid or ""))
            else:
                moved = await self._after_campaign(sent, await self.registrar.campaign_review(
                    service_sid=sent.messaging_service_sid or "", campaign_sid=sent.campaign_sid or ""))
        except VoiceProviderError as failure:
            if failure.refused:
                return int(await self._reject(sent, failure.message))
            logger.warning("tenant %s: the texting registration could not move on: %s", self.tenant_id,
                           failure.message)
            await self._keep(sent)
            return 0
        return int(moved)

    async def _read(self) -> _Sent | None:
        async with self.sessionmaker() as session:
            row = await repository.registration(session, self.tenant_id)
            if row is None or row.status != "in_review":
                return None
            profile = await repository.profile(session, self.tenant_id)
            numbers = await repository.numbers(session, self.tenant_id)
        return _Sent(details=dict(row.details), ein=row.ein, stage=row.stage, submitted_at=row.submitted_at,
                     customer_profile_sid=row.customer_profile_sid, trust_product_sid=row.trust_product_sid,
                     brand_sid=row.brand_sid, messaging_service_sid=row.messaging_service_sid,
                     campaign_sid=row.campaign_sid, salon=(profile.name if profile else "") or row.details["legalName"],
                     number=pretty_number(numbers[0].agent.phone_number or "") if numbers else "")

    async def _send_business(self, sent: _Sent) -> bool:
        customer = sent.customer_profile_sid
        if customer is None:
            customer = await self.registrar.customer_profile(sent.details, ein=sent.ein)
            await self._keep(sent, customer_profile_sid=customer)
        a2p = sent.trust_product_sid
        if a2p is None:
            a2p = await self.registrar.a2p_profile(sent.details, customer_profile_sid=customer)
            await self._keep(sent, trust_product_sid=a2p)
        brand = await self.registrar.brand(customer_profile_sid=customer, a2p_profile_sid=a2p)
        return await self._keep(sent, brand_sid=brand, stage="brand")

    async def _after_brand(self, sent: _Sent, review: Review) -> bool:
        if review.status in BRAND_TURNED_DOWN:
            return await self._reject(sent, review.problem or "The Campaign Registry could not verify the business")
        if review.status != BRAND_APPROVED:
            await self._keep(sent)
            return False
        service = sent.messaging_service_sid
        if service is None:
            service = await self.registrar.messaging_service(name=f"{sent.salon} (Ringbook)")
            await self._keep(sent, messaging_service_sid=service)
        use_case = await self.registrar.use_case(service_sid=service, brand_sid=sent.brand_sid or "")
        if use_case is None:
            return await self._reject(sent, "Twilio offers this brand no use case for a salon's appointment texts")
        campaign = await self.registrar.campaign(service_sid=service, brand_sid=sent.brand_sid or "",
                                                 use_case=use_case, campaign=campaign_of(sent.salon, sent.number))
        return await self._keep(sent, campaign_sid=campaign, stage="campaign")

    async def _after_campaign(self, sent: _Sent, review: Review) -> bool:
        if review.status in CAMPAIGN_TURNED_DOWN:
            return await self._reject(sent, review.problem or "The carriers did not approve the salon's texts")
        if review.status != CAMPAIGN_APPROVED:
            await self._keep(sent)
            return False
        if not await self._keep(sent, status="approved", stage="", approved_at=clock.now()):
            return False
        logger.info("tenant %s: registered for texting", self.tenant_id)
        return True

    async def _reject(self, sent: _Sent, reason: str) -> bool:
        if not await self._keep(sent, status="rejected", reason=reason):
            return False
        logger.info("tenant %s: the texting registration was turned down", self.tenant_id)
        await _tell(self.context, Decided(self.tenant_id, reason=reason))
        return True

    async def _keep(self, sent: _Sent, **changes: object) -> bool:
        """Write what Twilio answered to the registration, unless the owner sent new details meanwhile."""
        now = clock.now()
        async with self.sessionmaker() as session, session.begin():
            row = await repository.registration(session, self.tenant_id, lock=True)
            if row is None or row.submitted_at != sent.submitted_at or row.status != "in_review":
                return False
            _apply(row, changes, now=now)
            return True


def _apply(row: TextingRegistration, changes: dict[str, object], *, now: datetime) -> None:
    for name, value in changes.items():
        setattr(row, name, value)
    row.checked_at = row.updated_at = now


async def _number(context: ServiceContext[Settings], registrar: TwilioRegistrar, agent: Agent) -> int:
    """Ask about one number waiting to text; 1 when it texts now (or never will: not ours)."""
    number = agent.phone_number or ""
    async with context.sessionmaker() as session:
        registration = await repository.registration(session, agent.tenant_id)
    changes: dict[str, object] = {}
    try:
        if checks.toll_free(number):
            changes = await _toll_free(registrar, agent, registration)
        elif registration is not None and registration.status == "approved" and registration.messaging_service_sid:
            joined = await registrar.add_number(service_sid=registration.messaging_service_sid, number=number)
            changes = {"texting": "own" if joined else "shared"}
    except VoiceProviderError as failure:
        if not (failure.refused and checks.toll_free(number)):
            logger.warning("agent %s: the number's texting could not be asked about: %s", agent.location_id,
                           failure.message)
        else:
            changes = {"texting_problem": failure.message}
    moved = await _keep_number(context.sessionmaker, agent, changes)
    problem = changes.get("texting_problem")
    if moved and changes.get("texting") == "own":
        await _tell(context, Decided(agent.tenant_id, number=number))
    elif isinstance(problem, str) and problem and problem != agent.texting_problem:
        await _tell(context, Decided(agent.tenant_id, number=number, reason=problem))
    return moved


async def _toll_free(registrar: TwilioRegistrar, agent: Agent,
                     registration: TextingRegistration | None) -> dict[str, object]:
    """A toll-free number's own review: sent once the owner gave the salon's details, and sent again (the one
    turned down deleted) when they send new ones."""
    if registration is None:
        return {}  # nothing to send until the owner gives the salon's details
    if agent.texting_review_sid:
        review = await registrar.toll_free_review(agent.texting_review_sid)
        if review.status == TOLL_FREE_APPROVED:
            return {"texting": "own", "texting_problem": ""}
        if review.status != TOLL_FREE_TURNED_DOWN:
            return {}
        if agent.texting_review_sent_at is not None and registration.submitted_at <= agent.texting_review_sent_at:
            return {"texting_problem": review.problem or "The carriers did not approve the number for texting"}
        await registrar.forget_toll_free(agent.texting_review_sid)
    campaign = campaign_of(registration.details["legalName"], pretty_number(agent.phone_number or ""))
    sid = await registrar.verify_toll_free(agent.phone_number or "", registration.details, ein=registration.ein,
                                           campaign=campaign)
    if sid is None:
        return {"texting": "shared"}  # not on our account: it takes calls only
    return {"texting_review_sid": sid, "texting_review_sent_at": clock.now(), "texting_problem": ""}


async def _keep_number(sessionmaker: async_sessionmaker[AsyncSession], agent: Agent,
                       changes: dict[str, object]) -> int:
    now = clock.now()
    async with sessionmaker() as session, session.begin():
        locked = await agents.locked_agent(session, agent.location_id)
        if locked is None or locked.phone_number != agent.phone_number or locked.texting != "pending" \
                or locked.texting_review_sid != agent.texting_review_sid:
            return 0  # a new number, checked meanwhile, or new details sent
        locked.texting_checked_at = now
        for name, value in changes.items():
            setattr(locked, name, value)
        if locked.texting == "pending":
            return 0
        locked.updated_at = now
        await events.agent_updated(session, locked)
        logger.info("agent %s: the number's texting is now %s", agent.location_id, locked.texting)
        return 1


_worker = Periodic("receptionist-texting", check_round,
                   lambda context: min(context.settings.texting_check_seconds, 300.0), logger)
start, stop, wake = _worker.start, _worker.stop, _worker.wake
