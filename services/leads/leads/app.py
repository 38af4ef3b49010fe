import logging

from fastapi import FastAPI

from leads.config import Settings
from leads.contact.endpoints import router as contact_router
from leads.custom_plan.endpoints import router as custom_plan_router
from leads.lead_form.endpoints import router as lead_form_router
from leads.newsletter.endpoints import router as newsletter_router
from ringbook_common.app import ServiceContext, ServiceSpec, create_service_app

logger = logging.getLogger("ringbook.leads")


async def _check_signing_secret(context: ServiceContext[Settings]) -> None:
    try:
        context.settings.signing_key()
    except (RuntimeError, OSError):
        # Everything but newsletter sign-ups works without it, so the service still starts.
        logger.error("no signing secret (LEADS_SIGNING_SECRET or LEADS_SIGNING_SECRET_FILE): "
                     "newsletter sign-ups will fail until one is set")


SPEC = ServiceSpec(
    name="leads",
    title="Ringbook Leads",
    description="Contact messages, newsletter, lead form and custom plans with authoritative pricing and ROI",
    routers=[contact_router, newsletter_router, lead_form_router, custom_plan_router],
    on_startup=[_check_signing_secret],
)


def create_app(settings: Settings | None = None) -> FastAPI:
    return create_service_app(SPEC, settings or Settings())
