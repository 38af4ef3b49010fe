"""One HTTP client for every live call, opened with the service and closed with it. A client of each call's own
read the trusted certificates again for every call (tens of milliseconds on the event loop that serves all the
calls) and opened a new connection for each call's first function; the shared one keeps its connections to the
functions' URL and the model's between calls."""

import httpx

from receptionist.config import Settings
from ringbook_common.app import ServiceContext

# Calls at once each hold at most one function call or model request; connections beyond those kept are closed.
LIMITS = httpx.Limits(max_connections=None, max_keepalive_connections=100)


class LiveClient:
    def __init__(self) -> None:
        self._client: httpx.AsyncClient | None = None

    async def start(self, _context: ServiceContext[Settings]) -> None:
        self._client = httpx.AsyncClient(limits=LIMITS)

    async def stop(self, _context: ServiceContext[Settings]) -> None:
        if self._client is not None:
            await self._client.aclose()
            self._client = None

    @property
    def client(self) -> httpx.AsyncClient:
        if self._client is None:
            raise RuntimeError("the receptionist's live client is opened when the service starts")
        return self._client


LIVE_CLIENT = LiveClient()
