"""The signed principal sent upstream: one token per principal, reused while it has most of its life ahead of it.

Signing (Ed25519 over a JWT) was the largest single cost of a signed-in request in the gateway's profile. A token
only says who is calling, never what they asked, so the same token serves a principal's requests for a while. Who
the principal is stays judged on every request (the session or operator token), so a revoked session gets no
token, cached or not; a principal includes its session id, so another session of the same owner has its own.
"""

import time
from collections.abc import Callable

from ringbook_common.auth import Principal, TokenSigner

# A reused token always has at least this much of its life left when sent, as a freshly signed one would have
# nearly all of it.
MIN_REMAINING_SECONDS = 20.0
MAX_KEPT = 50_000


class PrincipalTokens:
    def __init__(self, signer: TokenSigner, *, clock: Callable[[], float] = time.monotonic) -> None:
        self.signer = signer
        self.clock = clock
        # Whole seconds in the token: its expiry may fall up to a second before signing time + lifetime.
        self.reuse_seconds = max(0.0, signer.lifetime - 1 - MIN_REMAINING_SECONDS)
        self._kept: dict[Principal, tuple[float, str]] = {}

    def token_for(self, principal: Principal) -> str:
        now = self.clock()
        kept = self._kept.get(principal)
        if kept is not None and kept[0] > now:
            return kept[1]
        token = self.signer.sign(principal)
        if self.reuse_seconds > 0:
            if kept is None and len(self._kept) >= MAX_KEPT:
                self._forget_stale(now)
            self._kept[principal] = (now + self.reuse_seconds, token)
        return token

    def _forget_stale(self, now: float) -> None:
        stale = [principal for principal, (until, _) in self._kept.items() if until <= now]
        for principal in stale:
            del self._kept[principal]
        if len(self._kept) >= MAX_KEPT:
            self._kept.clear()
