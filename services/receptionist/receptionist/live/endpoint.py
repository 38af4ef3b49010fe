"""The provider's custom-LLM socket (providers.md §5): `/api/receptionist/retell/llm/{token}/{call_id}`, the URL
provisioning gives the agent with the call id the provider appends. A wrong token is refused at the handshake
(403); a call the provider does not know, or one for an agent of no salon here, is closed with 1008."""

import logging

from fastapi import APIRouter, WebSocket, status

from receptionist.live.auth import token_matches
from receptionist.live.client import LIVE_CLIENT
from receptionist.live.session import Session
from receptionist.live.verify import line_of
from receptionist.voice.factory import provider_for
from receptionist.voice.ports import VoiceProviderError

logger = logging.getLogger("ringbook.receptionist.live")

router = APIRouter(tags=["live calls"])

PATH = "/api/receptionist/retell/llm/{token}/{call_id}"
CALL_ID_MAX = 200


@router.websocket(PATH)
async def retell_llm(websocket: WebSocket, token: str, call_id: str) -> None:
    """One call answered by our conversation engine, turn by turn, as the provider asks."""
    settings = websocket.app.state.settings
    if not token_matches(token, settings.secret("voice_provider_key")):
        await websocket.close(code=status.WS_1008_POLICY_VIOLATION)  # before accepting: an HTTP 403
        return
    await websocket.accept()
    if not call_id or len(call_id) > CALL_ID_MAX:
        await websocket.close(code=status.WS_1008_POLICY_VIOLATION)
        return
    sessionmaker = websocket.app.state.sessionmaker
    provider = provider_for(settings.voice_provider, settings, sessionmaker)
    try:
        async with sessionmaker() as session:
            line = await line_of(session, provider, call_id, public_base_url=settings.public_base_url)
    except VoiceProviderError as failure:
        logger.warning("live call %s: the provider could not be asked about it: %s", call_id[:80], failure.message)
        await websocket.close(code=status.WS_1011_INTERNAL_ERROR)
        return
    if line is None:
        await websocket.close(code=status.WS_1008_POLICY_VIOLATION)
        return
    await Session(websocket, line, settings=settings, sessionmaker=sessionmaker, client=LIVE_CLIENT.client).serve()
