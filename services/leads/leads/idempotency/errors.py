from ringbook_common.errors import Conflict, Invalid


class IdempotencyKeyInvalid(Invalid):
    message = "The Idempotency-Key header must be 1 to 255 visible characters"


class IdempotencyKeyReused(Invalid):
    message = "This Idempotency-Key was already used for a different submission. Use a new key for a new one."


class IdempotencyKeyInFlight(Conflict):
    message = "A request with this Idempotency-Key is still being processed. Please try again in a moment."
