"""The business admin dashboard sends `tenantId` in some bodies. The tenant always comes from the session
token; a body's tenantId is only accepted when it names that same tenant."""

import uuid

from ringbook_common.errors import Forbidden

NOT_YOUR_BUSINESS = "You can only change your own business"


def ensure_own_tenant(claimed: object, tenant_id: uuid.UUID) -> None:
    if claimed is None or claimed == "":
        return
    try:
        same = isinstance(claimed, str) and uuid.UUID(claimed) == tenant_id
    except ValueError:
        same = False
    if not same:
        raise Forbidden(NOT_YOUR_BUSINESS)
