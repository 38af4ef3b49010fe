"""One error model: every failure leaves a service as `{"error": "<readable message>"}`."""

import logging
from collections.abc import Iterable, Mapping
from typing import Any

import asyncpg
import sqlalchemy.exc
from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

logger = logging.getLogger("ringbook.errors")

GENERIC_MESSAGE = "Something went wrong on our side. Please try again in a moment."
NOT_JSON = "The request body must be valid JSON"
# Starlette's words when a body cannot even be decoded (bad UTF-8, absurd nesting).
_UNPARSEABLE = "There was an error parsing the body"


class ErrorBody(BaseModel):
    """What every refusal answers: a readable message, and for invalid input each field's message."""

    error: str
    fields: dict[str, str] | None = None


class ServiceError(Exception):
    status_code = 400
    message = "The request could not be completed"
    commit_changes = False  # True when the refusal itself must be remembered (failed attempts)

    def __init__(self, message: str | None = None, *, fields: dict[str, str] | None = None,
                 headers: dict[str, str] | None = None, extra: dict[str, Any] | None = None) -> None:
        self.message = message or self.message
        self.fields = fields
        self.headers = headers
        self.extra = extra or {}
        super().__init__(self.message)

    def body(self) -> dict[str, Any]:
        body: dict[str, Any] = {"error": self.message, **self.extra}
        if self.fields:
            body["fields"] = self.fields
        return body


class BadRequest(ServiceError):
    status_code = 400


class Unauthorized(ServiceError):
    status_code = 401
    message = "Please sign in to continue"


class Forbidden(ServiceError):
    status_code = 403
    message = "You don't have access to this"


class NotFound(ServiceError):
    status_code = 404
    message = "Not found"


class LocationNotFound(NotFound):
    """A location that is not one of the business's: the same answer whether it exists elsewhere or nowhere."""

    message = "Location not found"


class Conflict(ServiceError):
    status_code = 409


class Invalid(ServiceError):
    status_code = 422


class RateLimited(ServiceError):
    status_code = 429


class Unavailable(ServiceError):
    status_code = 503
    message = "This service is temporarily unavailable. Please try again shortly."


class Timeout(ServiceError):
    status_code = 504
    message = "This took too long. Please try again."


def error_response(status: int, message: str, **extra: Any) -> JSONResponse:
    return JSONResponse({"error": message, **extra}, status_code=status)


def _field_name(location: tuple[Any, ...]) -> str:
    parts = [str(p) for p in location if p not in ("body", "query", "path", "header")]
    return ".".join(parts) or "body"


def _readable(error: Mapping[str, Any]) -> str:
    message = str(error.get("msg", "Invalid value"))
    for prefix in ("Value error, ", "Assertion failed, "):
        if message.startswith(prefix):
            return message[len(prefix):]
    if error.get("type") == "missing":
        return f"{_field_name(error.get('loc', ())).split('.')[-1]} is required"
    if error.get("type") == "json_invalid":
        return NOT_JSON
    return message


def validation_fields(errors: Iterable[Mapping[str, Any]]) -> dict[str, str]:
    fields: dict[str, str] = {}
    for error in errors:
        fields.setdefault(_field_name(tuple(error.get("loc", ()))), _readable(error))
    return fields


# Starlette hands each handler the exception class it was registered for, typed as any Exception.
async def _service_error(_: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, ServiceError)
    return JSONResponse(exc.body(), status_code=exc.status_code, headers=exc.headers)


async def _validation_error(_: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, RequestValidationError)
    errors = list(exc.errors())
    fields = validation_fields(errors)
    message = _readable(errors[0]) if errors else "Invalid input"
    return JSONResponse({"error": message, "fields": fields}, status_code=422)


async def _http_error(_: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, StarletteHTTPException)
    if exc.status_code == 400 and exc.detail == _UNPARSEABLE:
        return JSONResponse({"error": NOT_JSON}, status_code=422)
    message = exc.detail if isinstance(exc.detail, str) else "Request failed"
    if exc.status_code == 404 and message == "Not Found":
        message = "Not found"
    if exc.status_code == 405:
        message = "This method is not allowed here"
    return JSONResponse({"error": message}, status_code=exc.status_code, headers=exc.headers)


def _unreachable(exc: BaseException | None) -> bool:
    """Whether the error is a backing server (the database) refusing or dropping the connection: the service is
    unavailable for a moment, not broken."""
    seen = 0
    while exc is not None and seen < 6:
        if isinstance(exc, ConnectionError | asyncpg.exceptions.PostgresConnectionError
                      | asyncpg.exceptions.ConnectionDoesNotExistError | asyncpg.exceptions.CannotConnectNowError):
            return True
        if isinstance(exc, sqlalchemy.exc.DBAPIError) and exc.connection_invalidated:
            return True
        exc, seen = exc.__cause__ or exc.__context__, seen + 1
    return False


async def _unexpected_error(request: Request, exc: Exception) -> JSONResponse:
    if _unreachable(exc):
        logger.warning("%s %s: the database is unreachable (%s)", request.method, request.url.path,
                       type(exc).__name__)
        return JSONResponse({"error": Unavailable.message}, status_code=503)
    logger.exception("unhandled error on %s %s", request.method, request.url.path, exc_info=exc)
    return JSONResponse({"error": GENERIC_MESSAGE}, status_code=500)


class EndUnhandledErrors:
    """Answers an error no handler took, then ends the request there: the JSON 500 (503 while the database is
    unreachable), logged once.

    Starlette's own handler for `Exception` answers and then re-raises to the server, which drops the connection:
    a gateway reusing that connection would hand the next caller, often another salon, a broken answer (502)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = False

        async def send_noting_start(message: Message) -> None:
            nonlocal started
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, receive, send_noting_start)
        except Exception as exc:
            if started:
                raise  # half an answer cannot be mended: the server ends it, and the connection with it
            response = await _unexpected_error(Request(scope), exc)
            await response(scope, receive, send)


def install_error_handlers(app: FastAPI) -> None:
    app.add_exception_handler(ServiceError, _service_error)
    app.add_exception_handler(RequestValidationError, _validation_error)
    app.add_exception_handler(StarletteHTTPException, _http_error)
    app.add_middleware(EndUnhandledErrors)
