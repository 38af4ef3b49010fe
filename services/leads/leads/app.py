from fastapi import FastAPI

from leads.config import Settings
from ringbook_common.app import ServiceSpec, create_service_app

SPEC = ServiceSpec(
    name="leads",
    title="Ringbook Leads",
    description="Contact messages, newsletter, lead form and custom plans with authoritative pricing and ROI",
)


def create_app(settings: Settings | None = None) -> FastAPI:
    return create_service_app(SPEC, settings or Settings())
