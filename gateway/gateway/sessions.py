"""Who is behind a session cookie: asked of identity over the bus, cached briefly, dropped on revocation.

Requests that arrive together with the same cookie share one question to identity. An answer is kept only if no
revocation arrived while it was being asked, so a session revoked meanwhile is never kept as signed in.
"""

import asyncio
import hashlib
import logging
import time

from nats.aio.msg import Msg

from gateway.kept import kept
from ringbook.common.v1.envelope_pb2 import Envelope
from ringbook.identity.v1.events_pb2 import SessionRevoked
from ringbook.identity.v1.rpc_pb2 import ResolveSessionReply, ResolveSessionRequest
from ringbook_common.auth import ROLE_OWNER, Principal
from ringbook_common.bus import rpc
from ringbook_common.bus.connection import Bus
from ringbook_common.bus.envelope import unpack
from ringbook_common.errors import ServiceError

logger = logging.getLogger("ringbook.gateway.sessions")

RESOLVE_SUBJECT = rpc.rpc_subject("identity", "resolve_session")
REVOKED_SUBJECT = "ringbook.identity.session_revoked"
# Identity's sign-out: once it answers, this gateway forgets the cookie before the browser hears back, so the next
# request is refused even before the revocation event arrives (which tells every other replica).
LOGOUT_PATH = "/api/auth/logout"
MAX_CACHED = 50_000


class SessionResolver:
    def __init__(self, bus: Bus, *, cache_seconds: float, timeout: float = 2.0) -> None:
        self.bus = bus
        self.cache_seconds = cache_seconds
        self.timeout = timeout
        self._cache: dict[str, tuple[float, Principal | None]] = {}
        self._asking: dict[str, asyncio.Task[Principal | None]] = {}
        self._revocations = 0

    async def start(self) -> None:
        await self.bus.wait_ready()
        await self.bus.nc.subscribe(REVOKED_SUBJECT, cb=self._on_revoked)

    async def resolve(self, token: str) -> Principal | None:
        key = _key(token)
        cached = self._cache.get(key)
        if cached and cached[0] > time.monotonic():
            return cached[1]
        asking = self._asking.get(key)
        if asking is None:
            asking = self._asking[key] = asyncio.create_task(self._ask(key, token))
            asking.add_done_callback(lambda task: self._answered(key, task))
        # Shielded: one caller that gives up does not cancel the answer the others wait for.
        return await asyncio.shield(asking)

    def _answered(self, key: str, task: asyncio.Task[Principal | None]) -> None:
        if self._asking.get(key) is task:
            del self._asking[key]
        if not task.cancelled():
            task.exception()  # each waiter has it raised; this marks it seen even when all of them gave up

    async def _ask(self, key: str, token: str) -> Principal | None:
        revocations = self._revocations
        started = time.monotonic()
        try:
            reply = await rpc.request(self.bus, RESOLVE_SUBJECT, ResolveSessionRequest(token=token),
                                      ResolveSessionReply, timeout=self.timeout)
        except ServiceError as exc:
            logger.warning("session lookup failed: %s", exc.message)
            raise
        principal = None
        if reply.found:
            principal = Principal(subject=reply.user_id, role=ROLE_OWNER, tenant_id=reply.tenant_id or None,
                                  session_id=reply.session_id)
        if revocations == self._revocations:
            if len(self._cache) >= MAX_CACHED:
                self._cache.clear()
            self._cache[key] = (started + self.cache_seconds, principal)
        return principal

    def forget_token(self, token: str) -> None:
        """Drop one cookie's answer, as when its owner signs out through this gateway."""
        self._revocations += 1
        self._asking.clear()  # a question asked before now must not answer requests that come after
        self._cache.pop(_key(token), None)

    def forget(self, *, session_id: str = "", user_id: str = "") -> None:
        self._revocations += 1
        self._asking.clear()  # a question asked before now must not answer requests that come after
        for key, (_, principal) in list(self._cache.items()):
            if principal and (principal.session_id == session_id or (user_id and principal.user_id == user_id)):
                del self._cache[key]

    async def _on_revoked(self, msg: Msg) -> None:
        try:
            event = unpack(Envelope.FromString(msg.data), SessionRevoked)
        except Exception:  # noqa: BLE001 - a malformed event must not take the subscription down
            logger.warning("unreadable session_revoked event")
            return
        self.forget(session_id=event.session_id, user_id=event.user_id if event.all_sessions else "")


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


# A browser sends the same cookie with every request of a visit.
_key = kept(_digest, longest=256)
