"""A provider retry of the same call, function and arguments gets the first answer and changes nothing.

The key is (salon, call, function, arguments): the salon comes from the call's agent, so a call id replayed at
another salon is a call of that salon's own and never hears an answer kept for the first. The first request
claims the key by inserting its row, and keeps the answer in the
same transaction as its effect. A concurrent duplicate's insert waits on that row's primary key until the first
commits (then it reads the kept answer) or rolls back (then it acts itself): the two never both act.

Beyond the exact arguments, an acting function names its intent (`Once`): a re-issued move of the same
appointment, or a call-back of the same kind, in the same call answers what the first one did.
"""

import hashlib
import json
import uuid
from dataclasses import dataclass, field

from sqlalchemy.ext.asyncio import AsyncSession

from receptionist.functions import keeping, repository
from ringbook_common import clock


def digest(args: dict) -> str:
    """The arguments' canonical JSON (sorted keys, no spaces), hashed."""
    canonical = json.dumps(args, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=str)
    return hashlib.sha256(canonical.encode()).hexdigest()


async def claim(session: AsyncSession, *, tenant_id: uuid.UUID, location_id: uuid.UUID, call_id: str, name: str,
                args_digest: str, args: dict) -> dict | None:
    """None when this request is the first (it now holds the key); else the answer kept by the first."""
    key = repository.CallKey(tenant_id, call_id, name, args_digest)
    if await repository.add_call(session, key, location_id=location_id, args=args):
        return None
    return await repository.kept_answer(session, key)


async def keep(session: AsyncSession, *, tenant_id: uuid.UUID, call_id: str, name: str, args_digest: str,
               answer: dict) -> None:
    await repository.keep_answer(session, repository.CallKey(tenant_id, call_id, name, args_digest), answer=answer,
                                 ok=bool(answer.get("ok")))


async def kept(session: AsyncSession, *, tenant_id: uuid.UUID, call_id: str, name: str,
               args_digest: str) -> dict | None:
    """The answer kept for this key, if any."""
    return await repository.kept_answer_or_none(session, repository.CallKey(tenant_id, call_id, name, args_digest))


async def keep_given(session: AsyncSession, *, tenant_id: uuid.UUID, location_id: uuid.UUID, call_id: str,
                     name: str, args_digest: str, args: dict, answer: dict) -> None:
    """Keep an answer given without a claim (with those given alongside it): a success replaces a refusal kept
    before, never the reverse."""
    await keeping.keep(session, repository.Given(repository.CallKey(tenant_id, call_id, name, args_digest),
                                                 location_id, args, answer, clock.now()))


def _intent_digest(intent: str) -> str:
    return "intent:" + hashlib.sha256(intent.encode()).hexdigest()


@dataclass
class Once:
    """One act per call and intent (a move of this appointment, a call-back of this kind), whatever the arguments
    the agent re-sent it with: the second request of an intent hears the first's answer. An intent is claimed
    like a retry's key (a concurrent duplicate waits on it), and kept only when the act succeeded, so a refused
    move or booking can be tried again with another time."""

    session: AsyncSession
    tenant_id: uuid.UUID
    location_id: uuid.UUID
    call_id: str
    name: str
    claimed: list[str] = field(default_factory=list)

    async def claim(self, intent: str) -> dict | None:
        """None when this request acts on the intent (it now holds it); else the answer kept by the first."""
        kept = await claim(self.session, tenant_id=self.tenant_id, location_id=self.location_id,
                           call_id=self.call_id, name=self.name,
                           args_digest=_intent_digest(intent), args={"intent": intent})
        if kept is None:
            self.claimed.append(intent)
        return kept

    async def settle(self, answer: dict) -> None:
        for intent in self.claimed:
            key = repository.CallKey(self.tenant_id, self.call_id, self.name, _intent_digest(intent))
            if answer.get("ok"):
                await repository.keep_answer(self.session, key, answer=answer, ok=True)
            else:
                await repository.forget_call(self.session, key)
        self.claimed.clear()
