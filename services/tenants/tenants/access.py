from ringbook_common.errors import Forbidden


def same_tenant(body_tenant_id: str | None, own_tenant_id: str) -> None:
    """Bodies of the business admin dashboard name a tenant: only the caller's own is accepted."""
    if body_tenant_id not in (None, "", own_tenant_id):
        raise Forbidden("You can only change your own business")
