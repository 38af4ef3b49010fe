"""The salon as the agent knows it, from get_business_info: name, zone, hours, services, staff and the days they
work, the salon's current time. Typed views over the function's answer. No I/O."""

from dataclasses import dataclass
from datetime import UTC, date, datetime
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

WEEKDAY_NAMES = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


@dataclass(frozen=True)
class Salon:
    facts: dict[str, Any]

    @property
    def name(self) -> str:
        return self.facts.get("name") or ""

    @property
    def zone(self) -> ZoneInfo:
        try:
            return ZoneInfo(self.facts.get("timezone") or "America/New_York")
        except (ZoneInfoNotFoundError, ValueError):
            return ZoneInfo("America/New_York")

    def now(self, fallback: datetime) -> datetime:
        """The salon's current time: the functions' clock when they told it, else the call's."""
        told = self.facts.get("now")
        if told:
            try:
                moment = datetime.fromisoformat(told)
                return (moment if moment.tzinfo else moment.replace(tzinfo=UTC)).astimezone(self.zone)
            except ValueError:
                pass
        return fallback.astimezone(self.zone)

    @property
    def services(self) -> list[dict[str, Any]]:
        return self.facts.get("services") or []

    @property
    def service_names(self) -> list[str]:
        return [service["name"] for service in self.services]

    def service(self, name: str | None) -> dict[str, Any] | None:
        return next((service for service in self.services if service["name"] == name), None)

    def minutes(self, service: str | None) -> int:
        """How long a service holds its stylist: its duration and the buffer after it."""
        found = self.service(service) or {}
        return int(found.get("duration_min") or 0) + int(found.get("buffer_min") or 0)

    @property
    def staff(self) -> list[str]:
        return self.facts.get("staff") or []

    @property
    def staff_details(self) -> list[dict[str, Any]]:
        return self.facts.get("staff_details") or [{"name": name, "title": "", "works": None} for name in self.staff]

    def hours_on(self, day: date) -> dict[str, Any] | None:
        """{"open", "close"} of that weekday, None when closed."""
        span = (self.facts.get("hours") or {}).get(WEEKDAY_NAMES[day.weekday()]) or {"closed": True}
        return None if span.get("closed") else span

    def works_on(self, member: dict[str, Any], day: date) -> dict[str, Any] | None:
        """A stylist's hours that day, None when off (or the salon closed)."""
        if self.hours_on(day) is None:
            return None
        works = member.get("works")
        if works is None:
            return self.hours_on(day)
        span = works.get(str((day.weekday() + 1) % 7))
        return span or None

    @property
    def locations(self) -> list[dict[str, Any]]:
        """The business's other locations (name, address, hours as words), when it has several."""
        return self.facts.get("locations") or []

    @property
    def front_desk(self) -> bool:
        return bool(self.facts.get("front_desk"))

    def open_at(self, moment: datetime) -> bool:
        span = self.hours_on(moment.date())
        if span is None:
            return False
        minute = moment.hour * 60 + moment.minute
        return _minute(span["open"]) <= minute < _minute(span["close"])


def _minute(clock: str) -> int:
    hour, minute = (int(part) for part in clock.split(":")[:2])
    return hour * 60 + minute
