"""The floor of a turn over Retell's custom-LLM socket: a server speaking the least of the protocol (the begin
message, then one complete response of the asked id for each request, echoing ping_pong), served by uvicorn as our
receptionist is. `python -m uvicorn bench.echo_socket:app` serves it at /{anything}/{call_id}."""

import json

from starlette.applications import Starlette
from starlette.routing import WebSocketRoute
from starlette.websockets import WebSocket, WebSocketDisconnect

ASKING = ("response_required", "reminder_required")


async def echo(socket: WebSocket) -> None:
    await socket.accept()
    await socket.send_text(json.dumps({"response_type": "response", "response_id": 0, "content": "",
                                       "content_complete": True}))
    try:
        while True:
            frame = json.loads(await socket.receive_text())
            kind = frame.get("interaction_type")
            if kind in ASKING:
                await socket.send_text(json.dumps({"response_type": "response", "response_id": frame["response_id"],
                                                   "content": "Echo.", "content_complete": True}))
            elif kind == "ping_pong":
                await socket.send_text(json.dumps({"response_type": "ping_pong", "timestamp": frame["timestamp"]}))
    except WebSocketDisconnect:
        return


app = Starlette(routes=[WebSocketRoute("/{path:path}", echo)])
