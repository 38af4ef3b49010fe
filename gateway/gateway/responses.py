"""Small ASGI senders the gateway answers with itself (errors, health, dev outbox)."""

import json
from collections.abc import Sequence
from typing import TypedDict

from starlette.types import Send

from gateway.security import security_headers


class Reply(TypedDict):
    """What every answer of one request carries: its id, and whether the gateway runs in dev."""

    request_id: str
    is_dev: bool


async def send_json(send: Send, status: int, body: object, *, headers: Sequence[tuple[bytes, bytes]] = (),
                    request_id: str = "", is_dev: bool = False) -> None:
    payload = json.dumps(body).encode()
    all_headers = [
        (b"content-type", b"application/json"),
        (b"content-length", str(len(payload)).encode()),
        (b"cache-control", b"no-store"),
        *headers,
        *security_headers(is_dev),
    ]
    if request_id:
        all_headers.append((b"x-request-id", request_id.encode()))
    await send({"type": "http.response.start", "status": status, "headers": all_headers})
    await send({"type": "http.response.body", "body": payload})


async def send_error(send: Send, status: int, message: str, *, headers: Sequence[tuple[bytes, bytes]] = (),
                     request_id: str = "", is_dev: bool = False) -> None:
    await send_json(send, status, {"error": message}, headers=headers, request_id=request_id, is_dev=is_dev)
