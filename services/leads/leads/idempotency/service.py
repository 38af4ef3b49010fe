"""`Idempotency-Key`: a retried submission gets its first answer again instead of being stored twice.

The key, the route, a fingerprint of the validated form and the answer are kept in the same transaction as
the submission itself, so they exist exactly when it does. Reusing a key for a different form is a 422
(as the IETF Idempotency-Key draft suggests); a key whose first request has not finished is a 409.
"""

import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from fastapi.responses import JSONResponse
from sqlalchemy.ext.asyncio import AsyncSession

from leads.idempotency import repository
from leads.idempotency.errors import IdempotencyKeyInFlight, IdempotencyKeyInvalid, IdempotencyKeyReused
from ringbook_common.idempotency import fingerprint

# Printable ASCII, as in a structured-field string; also keeps NUL and friends out of the database.
_KEY = re.compile(r"[\x20-\x7e]{1,255}")
REPLAYED_HEADER = "Idempotent-Replayed"


@dataclass(frozen=True)
class Answer:
    status_code: int
    body: dict[str, Any]
    replayed: bool = False

    def response(self) -> JSONResponse:
        headers = {REPLAYED_HEADER: "true"} if self.replayed else None
        return JSONResponse(self.body, status_code=self.status_code, headers=headers)


async def once(session: AsyncSession, *, key: str | None, route: str, data: dict[str, Any],
               run: Callable[[], Awaitable[Answer]]) -> Answer:
    if key is None:
        return await run()
    key = key.strip()
    if not _KEY.fullmatch(key):
        raise IdempotencyKeyInvalid()
    form_print = fingerprint(data)
    if await repository.claim(session, route=route, key=key, fingerprint=form_print):
        answer = await run()
        await repository.remember(session, route=route, key=key, status_code=answer.status_code, answer=answer.body)
        return answer
    earlier = await repository.find(session, route=route, key=key)
    if earlier is None or earlier.status_code is None or earlier.answer is None:
        raise IdempotencyKeyInFlight()
    if earlier.fingerprint != form_print:
        raise IdempotencyKeyReused()
    return Answer(earlier.status_code, earlier.answer, replayed=True)
