"""Scenario files (evals/README.md) read into typed records. A file that does not follow the format is a
`ScenarioError` naming the file and the field, never a scenario that quietly grades nothing."""

import re
from collections.abc import Mapping
from datetime import date, datetime
from pathlib import Path
from typing import Annotated, Any, Literal

import yaml
from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, ValidationError, field_validator

EVALS = Path(__file__).resolve().parent
SCENARIOS = EVALS / "scenarios"
HELD_OUT = EVALS / "held_out"
SALONS = EVALS / "salons"

LANGUAGES = ("en", "es", "fr", "de", "it", "pt")
CATEGORIES = ("booking", "understanding", "dates", "names", "services", "multi", "move", "cancel", "confirm",
              "waitlist", "message", "handoff", "late", "questions", "language", "guards")
MOMENT = "%Y-%m-%d %H:%M"
_E164 = re.compile(r"\+[1-9]\d{7,14}")
# Who rings when a scenario names no caller: a number from the fictional 555-01xx range.
DEFAULT_CALLER = "+14155550100"


class ScenarioError(Exception):
    """A scenario or salon file that cannot be run: the message names the file and what is wrong."""


def _moment(value: object) -> datetime:
    """A salon-local "YYYY-MM-DD HH:MM" (YAML may hand it over already read as a datetime)."""
    if isinstance(value, datetime):
        return value.replace(second=0, microsecond=0, tzinfo=None)
    try:
        return datetime.strptime(str(value).strip(), MOMENT)
    except ValueError:
        raise ValueError(f'expected a salon-local time "YYYY-MM-DD HH:MM", got {value!r}') from None


def _phone(value: object) -> str:
    text = str(value).strip()
    if text != "caller" and not _E164.fullmatch(text):
        raise ValueError(f"expected an E.164 number such as +14155550123 (or caller), got {value!r}")
    return text


def _words(value: object) -> list[str]:
    """One phrase or a list of them (a number YAML read as one stays the words it was: `has: [15]`)."""
    items = value if isinstance(value, list) else [value]
    if all(isinstance(item, str | int | float) and not isinstance(item, bool) for item in items):
        return [str(item) for item in items]
    raise ValueError("expected a phrase or a list of phrases")


Moment = Annotated[datetime, BeforeValidator(_moment)]
Phone = Annotated[str, BeforeValidator(_phone)]
Words = Annotated[list[str], BeforeValidator(_words)]
Language = Literal["en", "es", "fr", "de", "it", "pt"]


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class GivenAppointment(Strict):
    service: str
    staff: str
    at: Moment
    name: str
    phone: Phone | None = None


class Given(Strict):
    appointments: list[GivenAppointment] = Field(default_factory=list)


class ExpectedAppointment(Strict):
    service: str | None = None
    staff: str | None = None
    at: Moment | None = None
    name: str | None = None
    phone: Phone | None = None
    status: Literal["booked", "cancelled"] | None = None
    language: Language | None = None
    confirmed: bool | None = None  # by the client's reply to the reminder


class ExpectedCallback(Strict):
    urgency: Literal["low", "normal", "urgent"] | None = None
    reason_has: Words = Field(default_factory=list)
    best_time_has: Words = Field(default_factory=list)
    name: str | None = None
    language: Language | None = None
    kind: Literal["callback", "late"] | None = None


class ExpectedWaiting(Strict):
    """A waitlist entry: the service, the stylist (left out: anyone), the days and the window of start times."""

    service: str
    staff: str | None = None
    first_day: date | None = None
    last_day: date | None = None
    earliest: str | None = None  # HH:MM
    latest: str | None = None
    name: str | None = None
    consent: Literal["call", "text"] | None = None


class ExpectedText(Strict):
    to: Literal["owner", "stylist", "caller"]
    has: Words = Field(default_factory=list)


class Expect(Strict):
    # Left out: the given appointments, unchanged, and no call-back (a call that should write nothing).
    appointments: list[ExpectedAppointment] | None = None
    callbacks: list[ExpectedCallback] = Field(default_factory=list)
    outcome: str | None = None
    sentiment_not: Words = Field(default_factory=list)
    transferred: bool | None = None
    texts: list[ExpectedText] | None = None
    texts_exact: bool = False
    waitlist: list[ExpectedWaiting] = Field(default_factory=list)  # left out: nobody joins


class Scenario(Strict):
    id: str
    category: Literal[CATEGORIES]  # type: ignore[valid-type]
    language: Language
    salon: str
    now: Moment
    caller: Phone = DEFAULT_CALLER
    channel: Literal["call", "text"] = "call"  # text: each turn is a text to the salon's number
    given: Given = Field(default_factory=Given)
    turns: list[Annotated[str, Field(min_length=1, max_length=500)]] = Field(min_length=1)
    expect: Expect
    # Where it was read from, and whether it belongs to the held-out set (set by the loader, not the file).
    file: Path | None = None
    held_out: bool = False

    @field_validator("caller")
    @classmethod
    def _own_number(cls, value: str) -> str:
        if value == "caller":
            raise ValueError("the caller needs a number of its own")
        return value

    @property
    def expected_appointments(self) -> list[ExpectedAppointment]:
        """What the salon's book must hold after the call (the given appointments when the file says nothing)."""
        if self.expect.appointments is not None:
            return self.expect.appointments
        return [ExpectedAppointment(service=a.service, staff=a.staff, at=a.at, name=a.name,
                                    phone=a.phone or "caller", status="booked") for a in self.given.appointments]


def _where(error: Mapping[str, Any]) -> str:
    return ".".join(str(part) for part in error["loc"]) or "(the file)"


def _described(path: Path, invalid: ValidationError) -> str:
    lines = [f"{path}: not a valid scenario"]
    lines += [f"  {_where(error)}: {error['msg']}" for error in invalid.errors()]
    return "\n".join(lines)


def load_file(path: Path, *, salons: set[str] | None = None, held_out: bool = False) -> Scenario:
    """One scenario file; `salons`: the salon names that exist (evals/salons/ unless told)."""
    path = Path(path)
    try:
        raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as failure:
        raise ScenarioError(f"{path}: cannot be read as YAML: {failure}") from None
    if not isinstance(raw, dict):
        raise ScenarioError(f"{path}: a scenario is a mapping of fields (id, category, language, ...)")
    try:
        scenario = Scenario.model_validate({**raw, "file": path, "held_out": held_out})
    except ValidationError as invalid:
        raise ScenarioError(_described(path, invalid)) from None
    if scenario.id != path.stem:
        raise ScenarioError(f"{path}: id: {scenario.id!r} must be the file's name without .yaml ({path.stem!r})")
    known = salon_names() if salons is None else salons
    if scenario.salon not in known:
        raise ScenarioError(f"{path}: salon: no salon {scenario.salon!r} (known: {', '.join(sorted(known))})")
    return scenario


def salon_names(folder: Path = SALONS) -> set[str]:
    return {path.stem for path in folder.glob("*.yaml")}


def load(paths: list[Path], *, held_out_folder: Path = HELD_OUT, salons: set[str] | None = None) -> list[Scenario]:
    """The scenarios in these files, in order; ids must be distinct."""
    known = salon_names() if salons is None else salons
    found: list[Scenario] = []
    seen: dict[str, Path] = {}
    for path in paths:
        scenario = load_file(path, salons=known, held_out=Path(path).resolve().parent == held_out_folder.resolve())
        if scenario.id in seen:
            raise ScenarioError(f"{path}: id: {scenario.id!r} is also the id of {seen[scenario.id]}")
        seen[scenario.id] = Path(path)
        found.append(scenario)
    return found


def files(*folders: Path) -> list[Path]:
    return sorted(path for folder in folders for path in Path(folder).glob("*.yaml"))


def load_all(*, held_out: bool = True) -> list[Scenario]:
    """Every scenario of the suite: evals/scenarios/, then evals/held_out/ (unless left out)."""
    return load(files(SCENARIOS, *([HELD_OUT] if held_out else [])))


def by_id(ids: list[str]) -> list[Scenario]:
    """Named scenarios of evals/scenarios/ (never the held-out set), in the order named."""
    return load([SCENARIOS / f"{scenario_id}.yaml" for scenario_id in ids])
