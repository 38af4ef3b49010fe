"""Every event of every domain lands in the audit log."""

import importlib
import pkgutil

from google.protobuf.json_format import MessageToDict
from sqlalchemy.ext.asyncio import AsyncSession

import ringbook
from admin.audit import repository
from ringbook.common.v1.envelope_pb2 import Envelope

DOMAINS = ("identity", "leads", "tenants", "booking", "receptionist", "admin")
# Personal data stays out of the audit trail: it records what happened, not who said what.
REDACTED_FIELDS = {"email", "fullName", "name", "phone", "fromNumber", "message", "ownerEmail", "to", "body"}


def _load_event_types() -> None:
    """Register every generated event type, so any envelope's payload can be read as fields."""
    for module in pkgutil.walk_packages(ringbook.__path__, "ringbook."):
        if module.name.endswith("_pb2"):
            importlib.import_module(module.name)


_load_event_types()


def describe(envelope: Envelope) -> str:
    try:
        payload = MessageToDict(envelope.payload)
    except Exception:  # noqa: BLE001 - an event type this build does not know is still recorded
        return ""
    payload.pop("@type", None)
    return ", ".join(f"{key}={value}" for key, value in sorted(payload.items()) if key not in REDACTED_FIELDS)


async def record_event(session: AsyncSession, envelope: Envelope) -> None:
    await repository.add(session, envelope=envelope, details=describe(envelope))


HANDLERS = {f"{domain}.*": record_event for domain in DOMAINS}
