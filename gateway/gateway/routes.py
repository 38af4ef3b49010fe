"""The route table: which service answers which path (DESIGN §3) and which app owns which page (§5).

Kept as data in one place: the proxy, the deployment check and the docs all read it from here.
"""

from dataclasses import dataclass
from enum import StrEnum

from gateway.kept import kept


class Access(StrEnum):
    SESSION = "session"    # the owner's session cookie, when present, becomes a signed principal
    OPERATOR = "operator"  # x-admin-token required
    PROVIDER = "provider"  # called by an external provider; the service checks its signature


class Limit(StrEnum):
    NONE = "none"
    AUTH = "auth"          # sign-in, registration, codes: brute force targets
    FORMS = "forms"        # public forms: spam targets


@dataclass(frozen=True)
class Route:
    prefix: str
    service: str
    access: Access = Access.SESSION
    limit: Limit = Limit.NONE
    timeout: float = 10.0

    def matches(self, path: str) -> bool:
        if self.prefix.endswith("/"):
            return path.startswith(self.prefix)
        return path == self.prefix or path.startswith(self.prefix + "/")


SERVICES = ("identity", "leads", "tenants", "booking", "receptionist", "admin")

ROUTES: tuple[Route, ...] = (
    # identity
    Route("/auth/register", "identity", limit=Limit.AUTH),
    Route("/auth/verify-email", "identity", limit=Limit.AUTH),
    Route("/auth/resend-code", "identity", limit=Limit.AUTH),
    Route("/auth/login", "identity", limit=Limit.AUTH),
    Route("/auth/forgot-password", "identity", limit=Limit.AUTH),
    Route("/auth/reset-password", "identity", limit=Limit.AUTH),
    Route("/api/auth/", "identity"),
    Route("/portal/whoami", "identity"),
    # leads
    Route("/api/contact", "leads", limit=Limit.FORMS),
    Route("/api/subscribe", "leads", limit=Limit.FORMS),
    Route("/api/unsubscribe", "leads", limit=Limit.FORMS),
    Route("/api/lead-form", "leads", limit=Limit.FORMS),
    Route("/api/custom-plan", "leads", limit=Limit.FORMS),
    # tenants
    Route("/portal/tenants/", "tenants"),
    Route("/portal/locations", "tenants"),
    # booking
    Route("/staff/", "booking"),
    Route("/auth/google/", "booking"),
    Route("/oauth/google/", "booking", timeout=20.0),
    Route("/oauth/calcom/", "booking", timeout=20.0),
    Route("/calcom/", "booking", timeout=20.0),
    Route("/calendars/", "booking"),
    Route("/api/availability", "booking"),
    Route("/api/appointments", "booking"),
    Route("/api/waitlist", "booking"),
    Route("/api/dashboard/appointments", "booking"),
    Route("/api/dashboard/analytics", "booking"),
    Route("/api/webhooks/calcom", "booking", access=Access.PROVIDER),
    # receptionist
    Route("/api/receptionist/functions/", "receptionist", access=Access.PROVIDER, timeout=8.0),
    Route("/api/receptionist/webhooks/", "receptionist", access=Access.PROVIDER),
    Route("/api/receptionist/texts/twilio", "receptionist", access=Access.PROVIDER),
    Route("/api/receptionist/", "receptionist", timeout=30.0),
    Route("/api/dashboard/call-logs", "receptionist"),
    Route("/api/dashboard/callbacks", "receptionist"),
    # admin (an operator's test calls are answered by the receptionist's simulated line)
    Route("/api/admin/test-calls", "receptionist", access=Access.OPERATOR, timeout=30.0),
    Route("/api/admin/", "admin", access=Access.OPERATOR, timeout=60.0),
)

@dataclass(frozen=True)
class SocketRoute:
    """A prefix whose WebSocket upgrades pass through to a service (nothing else is upgradable)."""

    prefix: str
    service: str

    def matches(self, path: str) -> bool:
        return path.startswith(self.prefix) and len(path) > len(self.prefix)


# The voice provider opens one socket per call (providers.md §5); the service checks its token at the handshake.
SOCKET_ROUTES: tuple[SocketRoute, ...] = (SocketRoute("/api/receptionist/retell/llm/", "receptionist"),)


def socket_route_for(path: str) -> SocketRoute | None:
    return next((route for route in SOCKET_ROUTES if route.matches(path)), None)


# Longest prefix first, so /auth/google/status goes to booking and not to a shorter /auth/ rule.
_BY_LENGTH = sorted(ROUTES, key=lambda route: len(route.prefix), reverse=True)


def _route(path: str) -> Route | None:
    for route in _BY_LENGTH:
        if route.matches(path):
            return route
    return None


# The routing table never changes while running, so a path's route can be kept.
route_for = kept(_route, longest=512)


@dataclass(frozen=True)
class WebApp:
    name: str
    folder: str          # the npm workspace; its build lands in <folder>/dist
    asset_base: str      # Vite `base`: where its built files are served
    pages: tuple[str, ...]


WEB_APPS = (
    WebApp("portal", "web-portal", "/_portal/",
           ("/app", "/portal", "/onboarding", "/setup-ai", "/business-admin", "/dashboard")),
    WebApp("ops", "web-ops", "/_ops/", ("/admin", "/superadmin")),
    WebApp("public", "web-public", "/", ()),
)


def app_for_page(path: str) -> WebApp:
    for app in WEB_APPS:
        if any(path == page or path.startswith(page + "/") for page in app.pages):
            return app
    return WEB_APPS[-1]
