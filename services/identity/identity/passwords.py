"""argon2id password hashes, computed off the event loop (each one takes tens of milliseconds)."""

import asyncio
import secrets

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

_hasher = PasswordHasher()  # argon2id with the library's current recommended parameters
# Compared against when the account does not exist, so a missing account takes as long as a wrong password.
_DUMMY_HASH = _hasher.hash("not a real password, only here to spend the same time")

MAX_LENGTH = 256


async def hash_password(password: str) -> str:
    return await asyncio.to_thread(_hasher.hash, password)


async def unusable_hash() -> str:
    """A hash that no typed password matches (of a secret nobody holds), checked as slowly as any other."""
    return await hash_password(secrets.token_urlsafe(32))


async def password_matches(stored_hash: str | None, password: str) -> bool:
    def verify() -> bool:
        try:
            return _hasher.verify(stored_hash or _DUMMY_HASH, password) and stored_hash is not None
        except (VerificationError, InvalidHashError):
            return False

    return await asyncio.to_thread(verify)
