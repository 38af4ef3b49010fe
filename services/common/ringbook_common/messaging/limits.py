"""How many texts a tenant may send: the one policy every sender and the operator console read.

A tenant in its first two weeks is unproven, so it may text little (a salon's real first days need far less);
after that the daily cap is high enough for a busy salon's confirmations, moves and reminders. The cap per
number keeps any one phone from being flooded whatever the tenant's age. An operator's limit, once set,
replaces the daily cap and marks the tenant as vetted (the per-number cap of an established tenant applies).
"""

from dataclasses import dataclass
from datetime import datetime, timedelta

NEW_TENANT_DAYS = 14
NEW_TENANT_DAILY = 100
NEW_TENANT_PER_NUMBER = 3
ESTABLISHED_DAILY = 1000
ESTABLISHED_PER_NUMBER = 10
OPERATOR_LIMIT_MAX = 100_000


@dataclass(frozen=True)
class Allowance:
    daily: int
    per_number: int


def allowance(*, created_at: datetime | None, operator_limit: int | None, now: datetime) -> Allowance:
    """A tenant's caps today. An unknown creation time counts as new: the safe side."""
    if operator_limit is not None:
        return Allowance(daily=operator_limit, per_number=ESTABLISHED_PER_NUMBER)
    if created_at is None or now - created_at < timedelta(days=NEW_TENANT_DAYS):
        return Allowance(daily=NEW_TENANT_DAILY, per_number=NEW_TENANT_PER_NUMBER)
    return Allowance(daily=ESTABLISHED_DAILY, per_number=ESTABLISHED_PER_NUMBER)
