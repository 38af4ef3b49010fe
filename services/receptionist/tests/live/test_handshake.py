"""The socket's door without the stack: a wrong token is refused before the handshake is accepted."""

import warnings

import pytest
from fastapi import FastAPI
from starlette.websockets import WebSocketDisconnect

from receptionist.config import Settings
from receptionist.live import endpoint
from receptionist.live.auth import socket_token


@pytest.fixture
def client():
    with warnings.catch_warnings():  # its httpx transport is deprecated; it still speaks the WebSocket handshake
        warnings.simplefilter("ignore")
        from starlette.testclient import TestClient
    app = FastAPI()
    app.include_router(endpoint.router)
    app.state.settings = Settings(voice_provider_key="key_live_tests")
    return TestClient(app)


class TestHandshake:
    @pytest.mark.parametrize("token", ["wrong", socket_token("another_key"), socket_token("")])
    def test_a_wrong_token_is_refused_before_accepting(self, client, token):
        with pytest.raises(WebSocketDisconnect) as refused, \
                client.websocket_connect(f"/api/receptionist/retell/llm/{token}/call_1"):
            pass
        assert refused.value.code == 1008
