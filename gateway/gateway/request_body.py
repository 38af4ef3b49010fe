"""The client's request body on its way upstream: counted against the size limit as it streams, and kept for a
second attempt only where sending it twice is harmless."""

from collections.abc import AsyncIterator

from starlette.types import Receive

TOO_LARGE_MESSAGE = "That request is too large"


class BodyTooLarge(Exception):
    pass


class RequestBody:
    def __init__(self, receive: Receive, limit: int, *, keep: bool) -> None:
        self.receive = receive
        self.limit = limit
        self.keep = keep
        self.too_large = False
        self._kept: list[bytes] = []
        self._received = 0
        self._pulled = False
        self._complete = False

    @property
    def replayable(self) -> bool:
        """Whether a new attempt can send the same body again: nothing of it left yet, or all of it was kept."""
        return not self.too_large and (not self._pulled or self.keep)

    async def stream(self) -> AsyncIterator[bytes]:
        for chunk in list(self._kept):
            yield chunk
        while not self._complete:
            message = await self.receive()
            self._pulled = True
            if message["type"] == "http.disconnect":
                self._complete = True
                return
            chunk = message.get("body", b"")
            self._received += len(chunk)
            if self._received > self.limit:
                self.too_large = True
                raise BodyTooLarge()
            self._complete = not message.get("more_body", False)
            if chunk:
                if self.keep:
                    self._kept.append(chunk)
                yield chunk
