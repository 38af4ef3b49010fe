"""A fake provider's server: an ASGI app served by uvicorn on a loopback port, in a daemon thread of its own, so
the service under test reaches it over real HTTP as it would reach the provider."""

import socket
import threading
import time

import uvicorn
from starlette.types import ASGIApp

STARTUP_SECONDS = 10


class LoopbackServer:
    def __init__(self, app: ASGIApp, name: str) -> None:
        self.app, self.name = app, name
        self.base_url = ""
        self._server: uvicorn.Server | None = None
        self._thread: threading.Thread | None = None

    def start(self, port: int = 0) -> "LoopbackServer":
        """Serve on `port` (0: any free one) and return once the server is listening."""
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(("127.0.0.1", port))
        self.base_url = f"http://127.0.0.1:{sock.getsockname()[1]}"
        self._server = uvicorn.Server(uvicorn.Config(self.app, log_level="warning", lifespan="off",
                                                     access_log=False))
        self._thread = threading.Thread(target=self._server.run, kwargs={"sockets": [sock]}, name=self.name,
                                        daemon=True)
        self._thread.start()
        deadline = time.monotonic() + STARTUP_SECONDS
        while not self._server.started:
            if time.monotonic() > deadline or not self._thread.is_alive():
                raise RuntimeError(f"{self.name} did not start")
            time.sleep(0.01)
        return self

    def stop(self) -> None:
        if self._server is not None and self._thread is not None:
            self._server.should_exit = True
            self._thread.join(10)
