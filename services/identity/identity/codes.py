"""Six-digit codes and session tokens: made at random, stored only as keyed hashes."""

import hashlib
import hmac
import secrets

CODE_DIGITS = 6


def new_code() -> str:
    return f"{secrets.randbelow(10**CODE_DIGITS):0{CODE_DIGITS}d}"


def hash_code(key: bytes, *, user_id: str, purpose: str, code: str) -> str:
    # Keyed and bound to the user and purpose: a leaked table cannot be brute-forced offline.
    return hmac.new(key, f"{user_id}:{purpose}:{code}".encode(), hashlib.sha256).hexdigest()


def code_matches(key: bytes, *, user_id: str, purpose: str, code: str, stored_hash: str) -> bool:
    return hmac.compare_digest(hash_code(key, user_id=user_id, purpose=purpose, code=code), stored_hash)


def new_session_token() -> str:
    return secrets.token_urlsafe(32)  # 256 bits


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()
