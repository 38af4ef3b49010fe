"""Salon profiles (evals/salons/*.yaml): the salons scenarios assume, read into typed records."""

import re
from pathlib import Path

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from evals.scenarios import SALONS, ScenarioError

WEEKDAYS = [str(day) for day in range(7)]  # 0 Sunday .. 6 Saturday
_CLOCK = re.compile(r"([01]\d|2[0-3]):[0-5]\d|24:00")


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Address(Strict):
    street: str
    city: str
    state: str = ""
    zip: str = ""


class Opening(Strict):
    open: str
    close: str

    @field_validator("open", "close")
    @classmethod
    def _clock(cls, value: str) -> str:
        if not _CLOCK.fullmatch(value):
            raise ValueError(f'expected "HH:MM", got {value!r}')
        return value


class Service(Strict):
    name: str
    duration: int = Field(gt=0, le=1440)
    buffer: int = Field(default=0, ge=0, le=1440)
    price: float = Field(default=0, ge=0)

    @property
    def service_id(self) -> str:
        return re.sub(r"[^a-z0-9]+", "-", self.name.lower().replace("'", "")).strip("-")


class Stylist(Strict):
    name: str
    title: str = ""
    phone: str | None = None
    works: list[str] | None = None  # weekdays "0".."6"; every open day when left out

    @property
    def first_name(self) -> str:
        return self.name.split()[0]


class Profile(Strict):
    key: str  # the file's name, which scenarios use as `salon`
    name: str
    timezone: str
    address: Address
    owner_phone: str
    front_desk_phone: str = ""
    languages: list[str] = Field(default_factory=list)
    hours: dict[str, Opening]
    services: list[Service] = Field(min_length=1)
    staff: list[Stylist] = Field(min_length=1)

    @field_validator("hours")
    @classmethod
    def _weekdays(cls, hours: dict[str, Opening]) -> dict[str, Opening]:
        unknown = [day for day in hours if day not in WEEKDAYS]
        if unknown:
            raise ValueError(f"weekdays are \"0\" (Sunday) to \"6\"; not {', '.join(unknown)}")
        return hours

    def working_days(self, stylist: Stylist) -> list[str]:
        return [day for day in (stylist.works or WEEKDAYS) if day in self.hours]

    def stylist(self, said: str) -> Stylist | None:
        """A stylist by first or full name, ignoring case."""
        wanted = said.strip().casefold()
        return next((s for s in self.staff if wanted in (s.name.casefold(), s.first_name.casefold())), None)

    def service(self, said: str) -> Service | None:
        wanted = said.strip().casefold()
        return next((s for s in self.services if s.name.casefold() == wanted), None)


def load_profile(path: Path) -> Profile:
    try:
        raw = yaml.safe_load(Path(path).read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as failure:
        raise ScenarioError(f"{path}: cannot be read as YAML: {failure}") from None
    if not isinstance(raw, dict):
        raise ScenarioError(f"{path}: a salon is a mapping of fields (name, timezone, hours, ...)")
    try:
        return Profile.model_validate({**raw, "key": Path(path).stem})
    except ValidationError as invalid:
        details = "\n".join(f"  {'.'.join(map(str, e['loc']))}: {e['msg']}" for e in invalid.errors())
        raise ScenarioError(f"{path}: not a valid salon\n{details}") from None


def load_profiles(folder: Path = SALONS) -> dict[str, Profile]:
    return {path.stem: load_profile(path) for path in sorted(Path(folder).glob("*.yaml"))}
