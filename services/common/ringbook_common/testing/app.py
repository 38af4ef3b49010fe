"""A service's app running in the test's event loop, with a client talking to it."""

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import httpx
from fastapi import FastAPI


@asynccontextmanager
async def running_app(app: FastAPI, *, base_url: str = "http://service") -> AsyncIterator[httpx.AsyncClient]:
    """The app with its lifespan (database, bus, relay, consumers) running, and a client talking to it."""
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
        async with httpx.AsyncClient(transport=transport, base_url=base_url) as client:
            yield client


@asynccontextmanager
async def serving(app: FastAPI) -> AsyncIterator[httpx.AsyncClient]:
    """`running_app`, once the service is connected to NATS (its consumers and RPC handlers are live)."""
    async with running_app(app) as client:
        await app.state.bus.wait_ready(10)
        yield client
