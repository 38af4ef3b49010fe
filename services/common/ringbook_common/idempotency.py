"""What an `Idempotency-Key` is bound to: a fingerprint of the request that first used it, so a retry (the same
request) is told apart from another request sent under the same key."""

import hashlib
import json
from typing import Any


def fingerprint(request: Any) -> str:
    """A digest of the request's JSON-able content; the same content gives the same digest whatever its key order."""
    canonical = json.dumps(request, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode()).hexdigest()
