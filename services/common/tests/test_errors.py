import asyncio

import httpx
import pytest
import uvicorn
from fastapi import FastAPI
from pydantic import BaseModel, field_validator
from sqlalchemy import text
from sqlalchemy.ext.asyncio import create_async_engine

from ringbook_common.errors import GENERIC_MESSAGE, Conflict, install_error_handlers
from ringbook_common.infra.ports import free_port
from ringbook_common.middleware import RequestContextMiddleware
from ringbook_common.openapi import OWNER, DocumentedApp
from ringbook_common.testing.wait import eventually


class Registration(BaseModel):
    fullName: str
    age: int = 0

    @field_validator("fullName")
    @classmethod
    def named(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("Name is required")
        return value


def make_app() -> FastAPI:
    app = DocumentedApp()
    install_error_handlers(app)
    app.add_middleware(RequestContextMiddleware)

    @app.post("/register", responses={**OWNER, 409: {"description": "Taken"}})
    async def register(body: Registration) -> dict:
        return {"ok": True}

    @app.post("/book")
    async def book() -> dict:
        raise Conflict("That time was just taken", extra={"alternatives": ["10:00"]})

    @app.get("/database")
    async def database() -> dict:
        # A real engine whose server is not there: what a service sees while PostgreSQL restarts.
        engine = create_async_engine(f"postgresql+asyncpg://postgres@127.0.0.1:{free_port()}/postgres")
        try:
            async with engine.connect() as connection:
                await connection.execute(text("SELECT 1"))
        finally:
            await engine.dispose()
        return {}

    @app.get("/crash")
    async def crash() -> dict:
        raise RuntimeError("secret internals")

    return app


@pytest.fixture
async def client():
    transport = httpx.ASGITransport(app=make_app(), raise_app_exceptions=False)
    async with httpx.AsyncClient(transport=transport, base_url="http://t") as client:
        yield client


@pytest.fixture
async def served():
    """make_app() behind a real uvicorn on a free port (the server the services run on)."""
    port = free_port()
    server = uvicorn.Server(uvicorn.Config(make_app(), host="127.0.0.1", port=port, lifespan="off", log_config=None))
    task = asyncio.create_task(server.serve())

    async def started() -> bool:
        return server.started
    await eventually(started)
    yield port
    server.should_exit = True
    await task


async def _exchange(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, path: str) -> bytes:
    """One GET on a kept-alive connection; the whole answer (its body has a Content-Length)."""
    writer.write(f"GET {path} HTTP/1.1\r\nHost: t\r\n\r\n".encode())
    await writer.drain()
    head = await reader.readuntil(b"\r\n\r\n")
    [length] = [int(line.split(b":")[1]) for line in head.split(b"\r\n") if line.lower().startswith(b"content-length")]
    return head + await reader.readexactly(length)


class TestErrorModel:
    async def test_validation_gives_the_first_message_and_a_fields_map(self, client):
        response = await client.post("/register", json={"fullName": " ", "age": "old"})
        assert response.status_code == 422
        body = response.json()
        assert body["error"] == "Name is required"
        assert body["fields"]["fullName"] == "Name is required"
        assert "age" in body["fields"]

    async def test_a_missing_field_is_named(self, client):
        response = await client.post("/register", json={})
        assert response.status_code == 422
        assert response.json()["fields"] == {"fullName": "fullName is required"}

    async def test_a_body_that_is_not_json_is_a_422(self, client):
        response = await client.post("/register", content=b"{not json", headers={"content-type": "application/json"})
        assert response.status_code == 422
        assert set(response.json()) >= {"error"}

    async def test_a_body_that_cannot_even_be_decoded_is_a_422(self, client):
        response = await client.post("/register", content=b"{\"fullName\": \"\xff\"}",
                                     headers={"content-type": "application/json"})
        assert (response.status_code, response.json()) == (422, {"error": "The request body must be valid JSON"})

    async def test_a_domain_error_keeps_its_status_and_extras(self, client):
        response = await client.post("/book")
        assert response.status_code == 409
        assert response.json() == {"error": "That time was just taken", "alternatives": ["10:00"]}

    async def test_an_unexpected_error_is_a_json_500_without_internals(self, client):
        response = await client.get("/crash")
        assert response.status_code == 500
        assert "secret" not in response.text
        assert response.json()["error"]

    async def test_a_database_that_cannot_be_reached_is_a_503_not_a_500(self, client):
        response = await client.get("/database")
        assert response.status_code == 503
        assert response.json() == {"error": "This service is temporarily unavailable. Please try again shortly."}

    async def test_the_503_ends_the_request_without_an_error_reaching_the_server(self):
        # Re-raised to the server, the error would be logged as a crash and the connection dropped.
        transport = httpx.ASGITransport(app=make_app(), raise_app_exceptions=True)
        async with httpx.AsyncClient(transport=transport, base_url="http://t") as client:
            response = await client.get("/database")
        assert response.status_code == 503

    async def test_an_unexpected_error_ends_the_request_without_reaching_the_server(self):
        transport = httpx.ASGITransport(app=make_app(), raise_app_exceptions=True)
        async with httpx.AsyncClient(transport=transport, base_url="http://t") as client:
            response = await client.get("/crash")
        assert (response.status_code, response.json()) == (500, {"error": GENERIC_MESSAGE})

    async def test_the_connection_that_carried_an_unexpected_error_serves_the_next_request(self, served):
        """A gateway keeps connections to a service open and sends the next caller's request on the same one: the
        500 of one request must leave that connection usable."""
        reader, writer = await asyncio.open_connection("127.0.0.1", served)
        try:
            first = await _exchange(reader, writer, "/crash")
            second = await _exchange(reader, writer, "/nowhere")
        finally:
            writer.close()
        assert first.startswith(b"HTTP/1.1 500") and b"connection: close" not in first.lower()
        assert second.startswith(b"HTTP/1.1 404")

    async def test_unknown_routes_and_methods_answer_json(self, client):
        assert (await client.get("/nowhere")).json() == {"error": "Not found"}
        wrong_method = await client.get("/register")
        assert wrong_method.status_code == 405
        assert "error" in wrong_method.json()

    async def test_every_answer_carries_a_request_id(self, client):
        response = await client.get("/nowhere", headers={"x-request-id": "abc123"})
        assert response.headers["x-request-id"] == "abc123"


class TestDocument:
    def test_every_documented_refusal_is_the_error_body(self):
        document = make_app().openapi()
        responses = document["paths"]["/register"]["post"]["responses"]
        assert set(responses) == {"200", "401", "403", "409", "422"}
        for status in ("401", "403", "409", "422"):
            assert responses[status]["content"] == {
                "application/json": {"schema": {"$ref": "#/components/schemas/ErrorBody"}}}
        schemas = document["components"]["schemas"]
        assert "HTTPValidationError" not in schemas and "ValidationError" not in schemas
        assert schemas["ErrorBody"]["required"] == ["error"]
