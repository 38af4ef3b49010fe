"""Limits on attempts per key in a window: at most `limit` counted in a window that opens with its first attempt.

Every check holds the key's row locked until the request's transaction ends, so any number of concurrent requests
for one key are counted one after another and never get more than the limit between them."""

import math
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy.ext.asyncio import AsyncSession

from identity.config import Settings
from identity.limits import repository


@dataclass(frozen=True)
class Rule:
    kind: str
    limit: int
    window: timedelta


@dataclass(frozen=True)
class Window:
    attempts: int
    closes_at: datetime

    def seconds_left(self, at: datetime) -> int:
        return max(1, math.ceil((self.closes_at - at).total_seconds()))


def identity_mails(settings: Settings) -> Rule:
    """Every e-mail anyone can make identity send to an address: codes, reset codes, sign-up notices."""
    return Rule("mail", 1, timedelta(seconds=settings.code_cooldown_seconds))


def code_tries(settings: Settings) -> Rule:
    """Wrong codes per address, whichever code was issued and whatever it was for."""
    return Rule("code_tries", settings.code_max_attempts, timedelta(minutes=settings.code_tries_window_minutes))


def sign_in_failures(settings: Settings) -> Rule:
    return Rule("sign_in", settings.login_max_failures, timedelta(minutes=settings.login_window_minutes))


def sign_in_failures_per_ip(settings: Settings) -> Rule:
    return Rule("sign_in_ip", settings.login_max_failures_per_ip, timedelta(minutes=settings.login_window_minutes))


async def hold(session: AsyncSession, rule: Rule, key: str, *, at: datetime) -> Window | None:
    """The key's open window, locked for this transaction; `None` while it has attempts left."""
    attempts, opened_at = await repository.lock_window(session, kind=rule.kind, key=key, at=at,
                                                       closed_before=at - rule.window)
    return Window(attempts, opened_at + rule.window) if attempts >= rule.limit else None


async def count(session: AsyncSession, rule: Rule, key: str, *, at: datetime) -> int:
    """Counts an attempt of a held key; answers how many the window has left."""
    return rule.limit - await repository.add_attempt(session, kind=rule.kind, key=key, at=at)


async def forget(session: AsyncSession, rule: Rule, key: str) -> None:
    await repository.empty_window(session, kind=rule.kind, key=key)
