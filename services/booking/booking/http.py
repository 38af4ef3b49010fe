"""Booking's routes: the common route class (malformed bodies as 422 `{"error", "fields"}`) and the refusals
they share."""

from ringbook_common.openapi import INVALID, OWN_TENANT, Responses
from ringbook_common.routes import ValidatedRoute

BookingRoute = ValidatedRoute

ERRORS: Responses = {**OWN_TENANT, **INVALID}
