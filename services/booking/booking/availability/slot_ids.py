"""slotId: an opaque, signed token naming tenant, staff member, service, start and location, so the receptionist
(or the portal) can hand back exactly what it was offered, and nobody can forge one or use another tenant's.

The payload is the staff key, the start and the service id; a location other than the business's first adds a
zero byte and its id before the service id (a service id never starts with one), so ids of the first location
are the ones issued before locations existed."""

import base64
import binascii
import hashlib
import hmac
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime

from ringbook_common.errors import Invalid

_LOCATED = b"\x00"
_URLSAFE = bytes.maketrans(b"+/", b"-_")  # base64's URL-safe alphabet, as base64.urlsafe_b64encode
INVALID = "That slot is not valid. Please pick a time from the availability list."


@dataclass(frozen=True)
class SlotRef:
    staff_key: uuid.UUID
    service_id: str
    start: datetime  # UTC
    location_id: uuid.UUID  # the tenant's id for its first location


def _b64(raw: bytes) -> str:
    return binascii.b2a_base64(raw, newline=False).translate(_URLSAFE).rstrip(b"=").decode()


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def _mac(key: bytes, tenant_id: uuid.UUID, payload: bytes) -> bytes:
    return hmac.new(key, tenant_id.bytes + payload, hashlib.sha256).digest()[:16]


def _tail(tenant_id: uuid.UUID, service_id: str, location_id: uuid.UUID | None) -> bytes:
    """The payload after the staff key and the start."""
    located = b"" if location_id is None or location_id == tenant_id else _LOCATED + location_id.bytes
    return located + service_id.encode()


def _signed(prepared: "hmac.HMAC", payload: bytes) -> str:
    mac = prepared.copy()
    mac.update(payload)
    return f"{_b64(payload)}.{_b64(mac.digest()[:16])}"


def encoder(key: bytes, tenant_id: uuid.UUID) -> Callable[..., str]:
    """`encode` for many slots of one tenant: the keyed hash is set up once and copied for each slot."""
    prepared = hmac.new(key, tenant_id.bytes, hashlib.sha256)

    def encode_one(*, staff_key: uuid.UUID, service_id: str, start: datetime,
                   location_id: uuid.UUID | None = None) -> str:
        return _signed(prepared, staff_key.bytes + int(start.timestamp()).to_bytes(8, "big")
                       + _tail(tenant_id, service_id, location_id))
    return encode_one


def signer(key: bytes, tenant_id: uuid.UUID, *, service_id: str,
           location_id: uuid.UUID | None) -> Callable[[uuid.UUID, datetime], str]:
    """`encode` for the many slots of one answer (one service at one location): what they share is worked out
    once, each staff member's key once."""
    prepared = hmac.new(key, tenant_id.bytes, hashlib.sha256)
    tail = _tail(tenant_id, service_id, location_id)
    heads: dict[uuid.UUID, bytes] = {}

    def sign(staff_key: uuid.UUID, start: datetime) -> str:
        head = heads.get(staff_key)
        if head is None:
            head = heads[staff_key] = staff_key.bytes
        return _signed(prepared, head + int(start.timestamp()).to_bytes(8, "big") + tail)
    return sign


def encode(key: bytes, *, tenant_id: uuid.UUID, staff_key: uuid.UUID, service_id: str, start: datetime,
           location_id: uuid.UUID | None = None) -> str:
    return encoder(key, tenant_id)(staff_key=staff_key, service_id=service_id, start=start, location_id=location_id)


def decode(key: bytes, slot_id: str, *, tenant_id: uuid.UUID) -> SlotRef:
    """The slot this id names, when it was signed by us for this tenant; 422 otherwise."""
    try:
        payload_text, mac_text = slot_id.split(".")
        payload, mac = _unb64(payload_text), _unb64(mac_text)
    except (ValueError, AttributeError):
        raise Invalid(INVALID, fields={"slotId": INVALID}) from None
    if len(payload) < 24 or not hmac.compare_digest(mac, _mac(key, tenant_id, payload)):
        raise Invalid(INVALID, fields={"slotId": INVALID})
    rest, location_id = payload[24:], tenant_id
    if rest[:1] == _LOCATED:
        if len(rest) < 17:
            raise Invalid(INVALID, fields={"slotId": INVALID})
        rest, location_id = rest[17:], uuid.UUID(bytes=rest[1:17])
    return SlotRef(staff_key=uuid.UUID(bytes=payload[:16]),
                   start=datetime.fromtimestamp(int.from_bytes(payload[16:24], "big"), UTC),
                   service_id=rest.decode(), location_id=location_id)
