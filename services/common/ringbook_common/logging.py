"""Structured JSON logs, one object a line, each carrying the request id of the request it belongs to."""

import contextvars
import json
import logging
import re
import sys
from datetime import UTC, datetime

request_id_var: contextvars.ContextVar[str] = contextvars.ContextVar("request_id", default="")

_RESERVED = set(vars(logging.LogRecord("", 0, "", 0, "", None, None))) | {"message", "asctime"}


class JsonFormatter(logging.Formatter):
    def __init__(self, service: str) -> None:
        super().__init__()
        self.service = service

    def format(self, record: logging.LogRecord) -> str:
        entry = {
            "ts": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname.lower(),
            "service": self.service,
            "logger": record.name,
            "msg": record.getMessage(),
        }
        request_id = request_id_var.get()
        if request_id:
            entry["request_id"] = request_id
        entry.update({k: v for k, v in vars(record).items() if k not in _RESERVED and not k.startswith("_")})
        if record.exc_info:
            entry["exc"] = self.formatException(record.exc_info)
        return json.dumps(entry, default=str)


def configure_logging(service: str, level: str = "INFO") -> None:
    handler = logging.StreamHandler(sys.stdout)
    handler.setFormatter(JsonFormatter(service))
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level.upper())
    for name in ("uvicorn", "uvicorn.error"):
        logging.getLogger(name).handlers[:] = []
        logging.getLogger(name).propagate = True
    logging.getLogger("uvicorn.error").addFilter(_mask_paths)
    # Our own access log (with request id and duration) replaces uvicorn's.
    logging.getLogger("uvicorn.access").disabled = True
    logging.getLogger("nats").setLevel(logging.WARNING)


# A private calendar feed's and a call recording's address is their only key: logged without it.
_CAPABILITY = re.compile(r"(/calendars/|/recordings/)[^/]+(\.ics|\.wav)$")


# The voice provider's socket for a call is opened at an address whose secret segment is its only credential.
_SOCKET_SECRET = re.compile(r"(/retell/llm/)[^/\s\"]+")


def loggable_path(path: str) -> str:
    """The request path as the access logs write it: a capability token in it is masked."""
    return _SOCKET_SECRET.sub(r"\1[token]", _CAPABILITY.sub(r"\1[token]\2", path))


def _mask_paths(record: logging.LogRecord) -> bool:
    """uvicorn's own lines about a WebSocket name its path: written masked, as the access log writes it."""
    if isinstance(record.args, tuple):
        record.args = tuple(loggable_path(arg) if isinstance(arg, str) else arg for arg in record.args)
    return True
