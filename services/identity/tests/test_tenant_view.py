"""whoami learns the tenant's name and onboarding flag from the tenants service's events, over real NATS."""

from ringbook.common.v1.envelope_pb2 import Envelope
from ringbook.tenants.v1.events_pb2 import OnboardingCompleted, TenantCreated, TenantUpdated
from ringbook_common.bus.envelope import new_envelope
from ringbook_common.testing.wait import eventually

from .conftest import PASSWORD


async def publish(app, event, event_type: str, tenant_id: str) -> Envelope:
    bus = app.state.bus
    await bus.ensure_stream("tenants")
    envelope = new_envelope(event, event_type=event_type, tenant_id=tenant_id)
    await bus.js.publish(f"ringbook.{event_type}", envelope.SerializeToString(),
                         headers={"Nats-Msg-Id": envelope.event_id})
    return envelope


class TestTenantEvents:
    async def test_name_and_onboarding_flow_into_whoami(self, app, client, register, principal_headers):
        await register(verify=True)
        me = (await client.post("/auth/login", json={"email": "ana@salon.example", "password": PASSWORD})).json()
        tenant_id, headers = me["tenant"]["id"], principal_headers(user_id=me["user"]["id"],
                                                                    tenant_id=me["tenant"]["id"])

        async def whoami() -> dict:
            return (await client.get("/portal/whoami", headers=headers)).json()

        await publish(app, TenantCreated(tenant_id=tenant_id, name=""), "tenants.tenant_created", tenant_id)
        await publish(app, TenantUpdated(tenant_id=tenant_id, name="Ana's Hair Studio"), "tenants.tenant_updated",
                      tenant_id)
        await eventually(lambda: _has(whoami, lambda b: b["tenant"]["name"] == "Ana's Hair Studio"))
        assert (await whoami())["onboardingComplete"] is False
        completed = await publish(app, OnboardingCompleted(tenant_id=tenant_id), "tenants.onboarding_completed",
                                  tenant_id)
        await eventually(lambda: _has(whoami, lambda b: b["onboardingComplete"] is True))
        # The same event delivered again changes nothing.
        await app.state.bus.js.publish("ringbook.tenants.onboarding_completed", completed.SerializeToString())
        assert (await whoami())["tenant"]["name"] == "Ana's Hair Studio"


async def _has(fetch, predicate) -> bool:
    return predicate(await fetch())
