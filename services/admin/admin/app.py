from fastapi import FastAPI

from admin.audit.handlers import HANDLERS as AUDIT_HANDLERS
from admin.config import Settings
from ringbook_common.app import ServiceSpec, create_service_app

SPEC = ServiceSpec(
    name="admin",
    title="Ringbook Admin",
    description="Operator APIs, read models of the whole platform and the audit log",
    event_handlers={**AUDIT_HANDLERS},
)


def create_app(settings: Settings | None = None) -> FastAPI:
    return create_service_app(SPEC, settings or Settings())
