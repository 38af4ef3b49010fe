"""The salon after a scenario's call, read from the product's own databases and the texts it sent: every
appointment, every call-back, the call log's entry and the texts.

A field the product does not keep yet is read as `Missing` with the reason, and graded as a failure of any
scenario that expects it: `_kept_fields` is the one place that says where each such field lives."""

import json
import uuid
from dataclasses import dataclass
from datetime import date, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

from evals.database import Databases
from evals.salons import Salon

STATUSES = {"scheduled": "booked"}  # the book's words for what scenarios call booked


@dataclass(frozen=True)
class Missing:
    """A field the product does not keep (yet)."""

    why: str

    def __str__(self) -> str:
        return f"(not kept: {self.why})"


@dataclass(frozen=True)
class Appointment:
    id: uuid.UUID
    service: str
    staff: str  # the stylist's full name
    at: datetime  # salon-local wall time
    name: str
    phone: str
    status: str  # booked, cancelled, completed, no-show
    language: str | Missing
    confirmed: bool  # by the client's reply to a reminder

    def describe(self) -> str:
        return (f"{self.service} with {self.staff} at {self.at:%Y-%m-%d %H:%M}, {self.name} ({self.phone}), "
                f"{self.status}" + (f", language {self.language}" if isinstance(self.language, str) and self.language
                                    else "") + (", confirmed" if self.confirmed else ""))


@dataclass(frozen=True)
class Callback:
    name: str
    phone: str
    reason: str
    urgency: str
    best_time: str
    language: str | Missing
    kind: str | Missing

    def describe(self) -> str:
        extra = "".join(f", {label} {value}" for label, value in (("language", self.language), ("kind", self.kind))
                        if isinstance(value, str) and value)
        return (f"{self.urgency} call-back for {self.name or '(no name)'}: reason {self.reason!r}, best time "
                f"{self.best_time!r}{extra}")


@dataclass(frozen=True)
class LoggedCall:
    outcome: str
    sentiment: str
    transferred: bool


@dataclass(frozen=True)
class Text:
    to: str
    body: str


@dataclass(frozen=True)
class Waiting:
    """A waitlist entry still waiting (or offered a time)."""

    service: str
    staff: str  # the stylist's full name; empty for anyone
    first_day: date
    last_day: date
    earliest: str  # HH:MM
    latest: str
    name: str
    phone: str
    consent: str

    def describe(self) -> str:
        return (f"{self.service} with {self.staff or 'anyone'}, {self.first_day}..{self.last_day} "
                f"{self.earliest}-{self.latest}, {self.name} ({self.phone}), consent {self.consent}")


@dataclass(frozen=True)
class EndState:
    appointments: list[Appointment]
    callbacks: list[Callback]
    call: LoggedCall | None
    texts: list[Text]
    waitlist: list[Waiting]


@dataclass(frozen=True)
class _Field:
    """Where a field lives: a column of a service's table, and what to say while it does not exist."""

    service: str
    table: str
    column: str
    absent: str


def _kept_fields() -> dict[str, _Field]:
    return {"appointment.language": _Field("booking", "appointments", "language",
                                           "the product keeps no language on appointments"),
            "callback.language": _Field("receptionist", "callbacks", "language",
                                        "the product keeps no language on call-backs"),
            "callback.kind": _Field("receptionist", "callbacks", "kind",
                                    "the product keeps no kind (callback or late) on call-backs")}


async def _optional(databases: Databases, name: str, alias: str) -> str:
    """A select-list item for the field: its column when the table has it, else NULL."""
    field = _kept_fields()[name]
    present = field.column in await databases.columns(field.service, field.table)
    return f"{alias}.{field.column}::text AS {name.replace('.', '_')}" if present else \
        f"NULL::text AS {name.replace('.', '_')}"


async def _value(databases: Databases, name: str, found: str | None) -> str | Missing:
    field = _kept_fields()[name]
    if field.column not in await databases.columns(field.service, field.table):
        return Missing(field.absent)
    return found or ""


async def appointments(databases: Databases, salon: Salon) -> list[Appointment]:
    language = await _optional(databases, "appointment.language", "a")
    rows = await databases.booking.fetch(
        f"SELECT a.id, a.service_name, s.name AS staff, a.starts_at, a.customer_name, a.customer_phone, "  # noqa: S608
        f"a.status, a.confirmed_at IS NOT NULL AS confirmed, {language} "
        f"FROM appointments a JOIN staff s ON s.tenant_id = a.tenant_id AND s.id = a.staff_key "
        f"WHERE a.tenant_id = $1 ORDER BY a.starts_at, a.created_at", salon.tenant_id)
    zone = ZoneInfo(salon.profile.timezone)
    return [Appointment(row["id"], row["service_name"], row["staff"],
                        row["starts_at"].astimezone(zone).replace(tzinfo=None), row["customer_name"],
                        row["customer_phone"], STATUSES.get(row["status"], row["status"]),
                        await _value(databases, "appointment.language", row["appointment_language"]),
                        row["confirmed"])
            for row in rows]


async def callbacks(databases: Databases, salon: Salon) -> list[Callback]:
    language = await _optional(databases, "callback.language", "c")
    kind = await _optional(databases, "callback.kind", "c")
    rows = await databases.receptionist.fetch(
        f"SELECT c.name, c.phone, c.reason, c.urgency, c.best_time, {language}, {kind} FROM callbacks c "  # noqa: S608
        f"WHERE c.tenant_id = $1 ORDER BY c.created_at", salon.tenant_id)
    return [Callback(row["name"], row["phone"], row["reason"], row["urgency"], row["best_time"],
                     await _value(databases, "callback.language", row["callback_language"]),
                     await _value(databases, "callback.kind", row["callback_kind"]))
            for row in rows]


# Retell's disconnection reason for a call handed to another number (providers.md §1).
TRANSFERRED = "call_transfer"


async def logged_call(databases: Databases, salon: Salon, call_id: str) -> LoggedCall | None:
    row = await databases.receptionist.fetchrow(
        "SELECT outcome, sentiment, disconnection_reason FROM calls WHERE tenant_id = $1 AND call_id = $2",
        salon.tenant_id, call_id)
    if row is None:
        return None
    return LoggedCall(row["outcome"] or "", row["sentiment"] or "", row["disconnection_reason"] == TRANSFERRED)


def outbox_size(outbox_file: Path) -> int:
    return outbox_file.stat().st_size if outbox_file.exists() else 0


def texts_since(outbox_file: Path, offset: int) -> list[Text]:
    """Texts the stack's senders wrote after `offset` (the local SMS sender's file, which stands in for Twilio)."""
    if not outbox_file.exists():
        return []
    with outbox_file.open("rb") as opened:
        opened.seek(offset)
        lines = opened.read().decode("utf-8", "replace").splitlines()
    sent = [json.loads(line) for line in lines if line.strip()]
    return [Text(message.get("to", ""), message.get("body", "")) for message in sent if message.get("channel") == "sms"]


def _clock(minute: int) -> str:
    return f"{minute // 60:02d}:{minute % 60:02d}"


async def waitlist(databases: Databases, salon: Salon) -> list[Waiting]:
    rows = await databases.booking.fetch(
        "SELECT v.name AS service, s.name AS staff, w.first_day, w.last_day, w.earliest_minute, w.latest_minute, "
        "w.customer_name, w.customer_phone, w.consent FROM waitlist_entries w "
        "JOIN catalogue_services v ON v.tenant_id = w.tenant_id AND v.service_id = w.service_id "
        "LEFT JOIN staff s ON s.tenant_id = w.tenant_id AND s.id = w.staff_key "
        "WHERE w.tenant_id = $1 AND w.status IN ('waiting', 'offered') ORDER BY w.joined_at", salon.tenant_id)
    return [Waiting(row["service"], row["staff"] or "", row["first_day"], row["last_day"],
                    _clock(row["earliest_minute"]), _clock(row["latest_minute"]), row["customer_name"],
                    row["customer_phone"], row["consent"]) for row in rows]


async def read(databases: Databases, salon: Salon, call_id: str, *, outbox_file: Path, offset: int) -> EndState:
    return EndState(await appointments(databases, salon), await callbacks(databases, salon),
                    await logged_call(databases, salon, call_id), texts_since(outbox_file, offset),
                    await waitlist(databases, salon))
