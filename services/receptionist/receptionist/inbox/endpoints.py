"""The owner's inbox of texts: a location's threads, one thread's texts, taking a thread over, replying by hand
and handing it back to the agent."""

import uuid
from typing import Annotated

from fastapi import APIRouter, Query

from receptionist.calls.endpoints import NO_LOCATION
from receptionist.inbox import service
from receptionist.inbox.schemas import OwnerReply, ThreadDetail, Threads
from receptionist.locations.service import ensure_exists, location_id_of
from ringbook_common import bounded, clock
from ringbook_common.auth import Owner
from ringbook_common.deps import SessionDep
from ringbook_common.openapi import OWNER, Responses

router = APIRouter(tags=["inbox"])

NO_THREAD: Responses = {404: {"description": "No such conversation of yours"}}
THREADS = "/api/receptionist/texts/threads"
Location = Annotated[str | None, bounded.text(label="location", max_length=60), Query(
    description="One of your locations' ids (GET /portal/locations); absent: the first location")]


@router.get(THREADS, responses={**OWNER, **NO_LOCATION})
async def list_threads(owner: Owner, session: SessionDep, limit: Annotated[int, Query(ge=1, le=200)] = 100,
                       location: Location = None) -> Threads:
    """A location's text conversations (the first location's without `location`), latest activity first: the
    last text, who answers (the agent, or the owner who took it over), unread texts from the client, and whether
    the client opted out."""
    tenant_id = uuid.UUID(owner.tenant_id)
    location_id = await ensure_exists(session, tenant_id, location_id_of(location))
    return await service.threads(session, tenant_id=tenant_id, location_id=location_id, limit=limit)


@router.get(THREADS + "/{thread_id}", responses={**OWNER, **NO_THREAD})
async def read_thread(thread_id: str, owner: Owner, session: SessionDep) -> ThreadDetail:
    """One conversation and its latest texts, oldest first; the client's texts in it count as read."""
    return await service.read(session, tenant_id=uuid.UUID(owner.tenant_id),
                              thread_id=service.thread_id_of(thread_id), now=clock.now())


@router.post(THREADS + "/{thread_id}/take-over", responses={**OWNER, **NO_THREAD})
async def take_over(thread_id: str, owner: Owner, session: SessionDep) -> ThreadDetail:
    """You answer this conversation from now: the agent stays silent until you hand it back, or until nobody
    writes in it for 24 hours (then it goes back to the agent and you get an e-mail)."""
    return await service.take_over(session, tenant_id=uuid.UUID(owner.tenant_id),
                                   thread_id=service.thread_id_of(thread_id), user_id=owner.user_id, now=clock.now())


@router.post(THREADS + "/{thread_id}/replies", status_code=201, responses={
    **OWNER, **NO_THREAD, 409: {"description": "The client opted out of this location's texts"},
    422: {"description": "An empty reply, or one longer than a text may be"}})
async def reply(thread_id: str, body: OwnerReply, owner: Owner, session: SessionDep) -> ThreadDetail:
    """Text the client by hand from the conversation's location (through your daily text limit); replying takes
    the conversation over."""
    return await service.reply(session, tenant_id=uuid.UUID(owner.tenant_id),
                               thread_id=service.thread_id_of(thread_id), user_id=owner.user_id, body=body.body,
                               now=clock.now())


@router.post(THREADS + "/{thread_id}/hand-back", responses={**OWNER, **NO_THREAD})
async def hand_back(thread_id: str, owner: Owner, session: SessionDep) -> ThreadDetail:
    """The agent answers the client's next text again."""
    return await service.hand_back(session, tenant_id=uuid.UUID(owner.tenant_id),
                                   thread_id=service.thread_id_of(thread_id))
