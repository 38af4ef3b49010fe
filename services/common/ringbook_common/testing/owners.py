"""A signed-in owner of a new tenant, as the gateway forwards them to a service."""

import uuid
from collections.abc import Callable
from dataclasses import dataclass


@dataclass
class Owner:
    tenant_id: str
    headers: dict[str, str]


def new_owner(principal_headers: Callable[..., dict[str, str]]) -> Owner:
    tenant_id = str(uuid.uuid4())
    return Owner(tenant_id, principal_headers(user_id=str(uuid.uuid4()), tenant_id=tenant_id))
