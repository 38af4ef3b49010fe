"""The wizard's routes: the common route class (a malformed body is a 422 `{"error", "fields"}` whose error is
the first problem, in the wizard's own words) and the refusals they share."""

from ringbook_common.openapi import INVALID, OWN_TENANT, Responses
from ringbook_common.routes import ValidatedRoute

WizardRoute = ValidatedRoute

ERRORS: Responses = {**OWN_TENANT, **INVALID, 503: {"description": "Booking or tenants did not answer (try again)"}}
