"""The overview: KPIs from the read models, each alert, the latest activity."""

from datetime import UTC, datetime, timedelta

from admin.overview.service import month_start
from ringbook_common.testing.wait import eventually

from ..factories import Salon


async def overview(client, headers) -> dict:
    response = await client.get("/api/admin/overview", headers=headers)
    assert response.status_code == 200
    return response.json()


async def kpis_become(client, headers, **expected) -> dict:
    async def probe() -> dict | None:
        answer = await overview(client, headers)
        return answer if all(answer["kpis"][key] == value for key, value in expected.items()) else None
    return await eventually(probe)


def alerts_of(answer: dict, kind: str) -> list[dict]:
    return [alert for alert in answer["alerts"] if alert["kind"] == kind]


class TestKpis:
    async def test_counts_clients_numbers_agents_and_bookings(self, client, publish, operator_headers):
        now = datetime.now(UTC)
        last_month = month_start(now) - timedelta(days=3)
        active = Salon(publish, name="Active One")
        await active.live("+18005550001", "(800) 555-0001")
        pending = Salon(publish, name="Pending One")
        await pending.live("+18005550002", "(800) 555-0002", status="webhooks_pending")
        old = Salon(publish, name="Old One")
        await old.created(when=last_month)
        kept = await active.booked()
        await active.booked()
        dropped = await pending.booked()
        await pending.cancelled(dropped)
        await old.booked(when=last_month)

        expected = {"totalClients": 3, "newClientsThisMonth": 2, "phoneNumbersProvisioned": 2,
                    "activeAgents": 1, "totalBookingsThisMonth": 2}
        answer = await kpis_become(client, operator_headers, **expected)
        assert answer["kpis"] == expected
        assert kept

    async def test_an_empty_platform_counts_zero(self, client, operator_headers):
        answer = await overview(client, operator_headers)
        assert answer["kpis"] == {"totalClients": 0, "newClientsThisMonth": 0, "phoneNumbersProvisioned": 0,
                                  "activeAgents": 0, "totalBookingsThisMonth": 0}
        assert answer["recentActivity"] == []


class TestAlerts:
    async def test_provisioning_failed(self, client, publish, operator_headers):
        salon = Salon(publish, name="Failing Salon")
        await salon.created()
        await salon.updated()
        await salon.agent("failed", error="No numbers left")
        message = "Agent provisioning failed: Failing Salon"
        answer = await eventually(lambda: _with_alert(client, operator_headers, "provisioning_failed",
                                                      message=message))
        [alert] = alerts_of(answer, "provisioning_failed")
        assert alert == {"type": "error", "kind": "provisioning_failed", "count": 1, "message": message}

    async def test_texts_that_could_not_be_delivered_in_the_last_day(self, client, publish, operator_headers):
        now = datetime.now(UTC)
        salon = Salon(publish, name="Quiet Phones")
        await salon.created()
        await salon.updated()
        await salon.sms_failed("confirmation")
        await salon.sms_failed("reminder")
        await salon.sms_failed("reminder", when=now - timedelta(hours=30))  # older than a day: not counted
        message = "2 text messages could not be delivered in the last 24 hours: Quiet Phones"
        answer = await eventually(lambda: _with_alert(client, operator_headers, "sms_delivery_failed", count=2,
                                                      message=message))
        [alert] = alerts_of(answer, "sms_delivery_failed")
        assert alert == {"type": "error", "kind": "sms_delivery_failed", "count": 2, "message": message}

    async def test_webhooks_pending_over_a_day_but_not_fresh_ones(self, client, publish, operator_headers):
        now = datetime.now(UTC)
        stale = Salon(publish, name="Stale Hooks")
        await stale.created()
        await stale.updated()
        await stale.agent("webhooks_pending", agent_id="a1", when=now - timedelta(hours=25))
        fresh = Salon(publish, name="Fresh Hooks")
        await fresh.created()
        await fresh.updated()
        await fresh.agent("webhooks_pending", agent_id="a2", when=now - timedelta(hours=2))
        await kpis_become(client, operator_headers, totalClients=2)
        message = "Webhooks pending for more than 24 hours: Stale Hooks"
        answer = await eventually(lambda: _with_alert(client, operator_headers, "webhooks_pending", message=message))
        assert alerts_of(answer, "webhooks_pending")[0]["type"] == "warning"

    async def test_a_repeated_status_keeps_its_age(self, client, publish, operator_headers):
        now = datetime.now(UTC)
        salon = Salon(publish, name="Still Pending")
        await salon.created()
        await salon.updated()
        await salon.agent("webhooks_pending", agent_id="a1", when=now - timedelta(hours=30))
        await salon.agent("webhooks_pending", agent_id="a1", voice="female", when=now - timedelta(hours=1))
        answer = await eventually(lambda: _with_alert(client, operator_headers, "webhooks_pending"))
        assert alerts_of(answer, "webhooks_pending")[0]["count"] == 1

    async def test_onboarding_stalled_over_a_week(self, client, publish, operator_headers):
        now = datetime.now(UTC)
        unfinished = Salon(publish)
        await unfinished.created(when=now - timedelta(days=8))
        wizard = Salon(publish, name="Wizard Stuck")
        await wizard.created(when=now - timedelta(days=20))
        await wizard.updated(when=now - timedelta(days=19))
        await wizard.setup("staff", when=now - timedelta(days=9))
        recent = Salon(publish, name="Just Started")
        await recent.created(when=now - timedelta(days=1))
        done = Salon(publish, name="All Done")
        await done.created(when=now - timedelta(days=30))
        await done.updated(when=now - timedelta(days=29))
        await done.setup("ready", when=now - timedelta(days=28))
        await kpis_become(client, operator_headers, totalClients=4)
        # Streams apply independently: wait for the answer every event leads to.
        message = "Onboarding stalled for more than 7 days: (unnamed), Wizard Stuck"
        answer = await eventually(lambda: _with_alert(client, operator_headers, "onboarding_stalled", count=2,
                                                      message=message))
        [alert] = alerts_of(answer, "onboarding_stalled")
        assert alert["type"] == "warning"

    async def test_each_integration_whose_service_did_not_answer(self, client, operator_headers):
        # Booking and identity never serve on admin's own bus (the receptionist of tests/actions may).
        answer = await overview(client, operator_headers)
        messages = [alert["message"] for alert in alerts_of(answer, "integration_no_answer")]
        assert messages[-4:] == [f"{name} could not be checked: its service did not answer"
                                 for name in ("Cal.com", "Google", "SMS", "E-mail")]

    async def test_no_tenant_alerts_on_a_healthy_platform(self, client, publish, operator_headers):
        salon = Salon(publish)
        await salon.live("+18005550003", "(800) 555-0003")
        answer = await kpis_become(client, operator_headers, activeAgents=1)
        assert {alert["kind"] for alert in answer["alerts"]} == {"integration_no_answer"}


class TestRecentActivity:
    async def test_latest_events_newest_first(self, client, publish, operator_headers):
        salon = Salon(publish, name="Busy Salon")
        await salon.created()
        await salon.updated()
        await salon.setup("calcom_auth")
        answer = await eventually(lambda: _with_activity(client, operator_headers, 3))
        assert [item["action"] for item in answer["recentActivity"]] == [
            "receptionist.setup_updated", "tenants.tenant_updated", "tenants.tenant_created"]
        first = answer["recentActivity"][0]
        assert set(first) == {"action", "summary", "details", "timestamp", "tenantId", "tenantName"}
        assert first["tenantName"] == "Busy Salon"
        assert "status=calcom_auth" in first["details"]


async def _with_alert(client, headers, kind: str, count: int = 1, message: str | None = None) -> dict | None:
    answer = await overview(client, headers)
    found = alerts_of(answer, kind)
    if not found or found[0]["count"] != count or (message is not None and found[0]["message"] != message):
        return None
    return answer


async def _with_activity(client, headers, count: int) -> dict | None:
    answer = await overview(client, headers)
    return answer if len(answer["recentActivity"]) == count else None
