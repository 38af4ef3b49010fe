import pytest

from gateway.routes import ROUTES, SERVICES, Access, app_for_page, route_for


class TestRouteTable:
    @pytest.mark.parametrize(("path", "service"), [
        ("/auth/login", "identity"),
        ("/auth/google/status", "booking"),
        ("/portal/whoami", "identity"),
        ("/portal/tenants/settings", "tenants"),
        ("/portal/locations", "tenants"),
        ("/portal/locations/0b6c7f0e-5d1a-4f7e-9a7b-2f1d3c4b5a69/services", "tenants"),
        ("/api/contact", "leads"),
        ("/staff/calendars/provision", "booking"),
        ("/api/dashboard/appointments", "booking"),
        ("/api/waitlist", "booking"),
        ("/api/waitlist/0b6c7f0e-5d1a-4f7e-9a7b-2f1d3c4b5a69", "booking"),
        ("/api/waitlist/settings", "booking"),
        ("/api/dashboard/call-logs", "receptionist"),
        ("/api/receptionist/functions/book_appointment", "receptionist"),
        ("/api/admin/clients", "admin"),
    ])
    def test_api_paths_go_to_their_owner(self, path, service):
        assert route_for(path).service == service

    @pytest.mark.parametrize("path", ["/", "/portal", "/app/overview", "/auth/complete", "/api/contactx", "/login"])
    def test_pages_and_lookalikes_are_not_api_routes(self, path):
        assert route_for(path) is None

    def test_every_service_has_routes_and_operator_routes_need_the_token(self):
        assert {route.service for route in ROUTES} == set(SERVICES)
        assert all(route.access is Access.OPERATOR for route in ROUTES if route.service == "admin")

    def test_provider_callbacks_carry_no_session(self):
        assert route_for("/api/receptionist/webhooks/voice").access is Access.PROVIDER
        assert route_for("/api/receptionist/texts/twilio").access is Access.PROVIDER
        assert route_for("/api/receptionist/texts/twilio").service == "receptionist"

    @pytest.mark.parametrize(("path", "app"), [
        ("/", "public"), ("/pricing", "public"), ("/blog/x", "public"), ("/app", "portal"),
        ("/app/bookings", "portal"), ("/portal", "portal"), ("/setup-ai", "portal"), ("/admin", "ops"),
        ("/admin/old", "ops"), ("/superadmin", "ops"), ("/administrator", "public"),
    ])
    def test_pages_belong_to_one_app(self, path, app):
        assert app_for_page(path).name == app
