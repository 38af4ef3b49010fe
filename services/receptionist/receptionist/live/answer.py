"""One response streamed to the provider: the holding line before a function runs, then the engine's sentences,
and always a last frame closing the response (with the call's end or transfer on it). A response the provider no
longer waits for (a newer one was asked) sends nothing more."""

from collections.abc import Awaitable, Callable

from receptionist.live import lines
from receptionist.live.protocol import Response

Send = Callable[[Response], Awaitable[None]]


class Answer:
    def __init__(self, response_id: int, send: Send, *, language: str = "en") -> None:
        self.response_id, self._send, self.language = response_id, send, language
        self.held: str | None = None  # the holding line, once sent
        self.sentences: list[str] = []
        self.hang_up = False
        self.transfer_number: str | None = None
        self.finished = False

    def said(self) -> list[str]:
        """Everything this response says, the holding line included: what the caller hears if not cut off."""
        return [self.held, *self.sentences] if self.held else list(self.sentences)

    async def hold(self) -> None:
        """The holding line, once, before the first function runs."""
        if self.held:
            return
        self.held = lines.hold(self.language)
        await self._send(Response(response_id=self.response_id, content=self.held + " ", content_complete=False))

    async def finish(self) -> None:
        """The sentences and the closing frame; sent once, whatever happened before."""
        if self.finished:
            return
        self.finished = True
        *first, last = self.sentences or [""]
        for sentence in first:
            await self._send(Response(response_id=self.response_id, content=sentence + " ", content_complete=False))
        ends = self.hang_up or self.transfer_number is not None
        await self._send(Response(response_id=self.response_id, content=last, content_complete=True,
                                  no_interruption_allowed=True if ends else None,
                                  end_call=True if self.hang_up and self.transfer_number is None else None,
                                  transfer_number=self.transfer_number))
