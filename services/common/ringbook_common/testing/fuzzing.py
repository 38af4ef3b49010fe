"""Schemathesis over a service's own OpenAPI document: no answer is a 5xx, and every answer is the one the
document describes (a documented status code, content type and body schema; a refusal is `{"error": "<text>"}`).

The app runs in-process with the real test database and NATS, served by uvicorn on a loopback port from a thread
of its own (`serving_in_thread`) for the whole module: schemathesis' own ASGI transport would restart its lifespan
for every operation. For each route schemathesis sends bodies, paths, headers and query strings that fit the
schema and ones that break it (wrong types, missing and unknown fields, out-of-range numbers, odd strings).

The edges of `ringbook_common.bounded` are generated on purpose: both generation modes always (the negative one
breaks each declared bound: a money amount past its column, text past its length), NUL and lone surrogates in
text, and dates and date-times from the bookable years mixed with the years 1 and 9999 and the days just outside
the bounds, so a date library's overflow or a numeric column's is found rather than hoped absent.

A service the fuzzed one asks over NATS runs the same way, on a NATS server of the stack's own (`own_nats`): each
request blocks the test's event loop, so a replica living on that loop would share the queue group and leave
requests unanswered.
"""

import asyncio
import socket
import tempfile
from collections.abc import Callable, Iterator
from concurrent.futures import Future
from contextlib import contextmanager
from datetime import date, datetime, time, timedelta
from pathlib import Path
from typing import Any

import requests
import schemathesis
import uvicorn
from anyio.from_thread import start_blocking_portal
from fastapi import FastAPI
from hypothesis import HealthCheck
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st
from hypothesis.configuration import set_hypothesis_home_dir
from schemathesis.checks import (
    content_type_conformance,
    not_a_server_error,
    response_schema_conformance,
    status_code_conformance,
)
from schemathesis.specs.openapi.schemas import OpenApiSchema

from ringbook_common import bounded
from ringbook_common.infra.nats import NatsServer

# Hypothesis keeps a cache; not in the repository's root.
set_hypothesis_home_dir(Path(tempfile.gettempdir()) / "ringbook-hypothesis")

CHECKS = [not_a_server_error, status_code_conformance, content_type_conformance, response_schema_conformance]


EDGE_DAYS = (date.min, date.max, bounded.FIRST_DAY - timedelta(days=1), bounded.LAST_DAY + timedelta(days=1),
             bounded.FIRST_DAY, bounded.LAST_DAY)


def edge_days() -> st.SearchStrategy[date]:
    """Days of the bookable years, and the ones just outside them and at the ends of the calendar."""
    return st.one_of(st.dates(bounded.FIRST_DAY, bounded.LAST_DAY), st.sampled_from(EDGE_DAYS))


def edge_moments() -> st.SearchStrategy[str]:
    """ISO 8601 date-times on those days, with and without the offsets furthest from UTC."""
    offsets = st.sampled_from(["", "Z", "+00:00", "-12:00", "+14:00", "-04:00"])
    clock = st.one_of(st.times(), st.sampled_from([time(0), time(23, 59, 59)]))
    return st.builds(lambda day, at, offset: datetime.combine(day, at).isoformat() + offset, edge_days(), clock,
                     offsets)


schemathesis.openapi.format("date", edge_days().map(date.isoformat))
schemathesis.openapi.format("date-time", edge_moments())


def schema_of(app: FastAPI) -> OpenApiSchema:
    """The app's OpenAPI document to generate from; it only depends on the routes, so the app is never started.
    Inputs that fit the document and inputs that break it, NUL included."""
    schema = schemathesis.openapi.from_dict(app.openapi())
    schema.config.generation.update(modes=list(schemathesis.GenerationMode), allow_x00=True)
    return schema


def examples(count: int) -> hypothesis_settings:
    """Hypothesis settings for `count` fuzzed examples per operation, the same ones on every run."""
    return hypothesis_settings(max_examples=count, deadline=None, derandomize=True, database=None,
                               suppress_health_check=list(HealthCheck))


class Signed(requests.auth.AuthBase):
    """Headers computed per request from the exact bytes sent: a principal token (which lives seconds) or a
    provider's signature of the body."""

    def __init__(self, headers: Callable[[bytes], dict[str, str]]) -> None:
        self.headers = headers

    def __call__(self, request: requests.PreparedRequest) -> requests.PreparedRequest:
        body = request.body or b""
        if not isinstance(body, str | bytes):
            raise TypeError("a fuzzed request's body is sent whole, never streamed")
        request.headers.update(self.headers(body.encode() if isinstance(body, str) else body))
        return request


def as_principal(principal_headers: Callable[..., dict[str, str]], **who: str | None) -> Signed:
    """Every request signed in as this principal (the plugin's `principal_headers` arguments)."""
    return Signed(lambda _: principal_headers(**who))


def check(case: schemathesis.Case[Any], response: schemathesis.Response) -> None:
    """The answer is no 5xx, is as documented, and a refusal says why in `{"error": "<text>"}`."""
    case.validate_response(response, checks=CHECKS)
    if response.status_code >= 400:
        assert isinstance(response.json()["error"], str), response.text


@contextmanager
def own_nats(directory: Path) -> Iterator[NatsServer]:
    """A NATS server for one fuzzed stack only."""
    server = NatsServer(directory, log_file=directory / "nats.log")
    server.start()
    try:
        yield server
    finally:
        server.stop()


async def _started(server: uvicorn.Server, serving: Future[None]) -> None:
    while not server.started:
        if serving.done():
            serving.result()  # the server's own error, rather than waiting for ever
            raise RuntimeError("uvicorn stopped before it started")
        await asyncio.sleep(0.02)


@contextmanager
def serving_in_thread(app: FastAPI) -> Iterator[str]:
    """`app` served over HTTP on a loopback port, from an event loop of its own thread, with its lifespan (bus,
    consumers, RPC handlers) running and its bus connected; yields its base URL."""
    listening = socket.socket()
    listening.bind(("127.0.0.1", 0))
    server = uvicorn.Server(uvicorn.Config(app, lifespan="on", log_level="warning", access_log=False))
    with start_blocking_portal() as portal:
        serving = portal.start_task_soon(server.serve, [listening])
        try:
            portal.call(_started, server, serving)
            portal.call(app.state.bus.wait_ready, 10)
            yield f"http://127.0.0.1:{listening.getsockname()[1]}"
        finally:
            server.should_exit = True
            serving.result()
