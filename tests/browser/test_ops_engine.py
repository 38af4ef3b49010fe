"""The agent's Engine and Understanding on the provisioning screen, in Chromium against the real stack: the
operator sees the defaults, switches a provisioned agent's engine and a salon's understanding, and the receptionist
keeps what was chosen (the agent's own record, which the Test Call and the live line read)."""

import uuid

import httpx

from ringbook_common.testing.wait import eventually

from .test_ops_provisioning import OPERATOR, enter_token, find_card, ready_salon


async def agent_of(gateway_url: str, admin_token: str, tenant_id: str) -> dict:
    async with httpx.AsyncClient(base_url=gateway_url, timeout=15, headers={"x-admin-token": admin_token}) as client:
        return (await client.get(f"/api/admin/tenants/{tenant_id}/agent")).json()


async def test_the_operator_switches_the_engine_and_the_understanding(
        browser_page, gateway_url, owner_session, configure_salon, admin_token, screenshots_dir):
    name = f"Salon Diez {uuid.uuid4().hex[:6]}"
    tenant_id = await ready_salon(gateway_url, owner_session, configure_salon, admin_token, name=name)
    async with httpx.AsyncClient(base_url=gateway_url, timeout=15, headers={"x-admin-token": admin_token}) as operator:
        assert (await operator.post(f"/api/admin/provision-agent/{tenant_id}")).status_code == 200

        async def provisioned() -> bool:
            return (await agent_of(gateway_url, admin_token, tenant_id))["agentStatus"] == "webhooks_pending"
        await eventually(provisioned, timeout=60)
    async with browser_page(viewport={"width": 1280, "height": 900}, **OPERATOR) as page:
        await page.goto("/superadmin")
        await enter_token(page, admin_token)
        card = await find_card(page, name)
        engine = card.get_by_role("combobox", name=f"Engine of {name}")
        understanding = card.get_by_role("combobox", name=f"Understanding of {name}")
        assert await engine.input_value() == "ringbook" and await understanding.input_value() == "built_in"

        await understanding.select_option(label="LLM")
        await page.get_by_text("Understanding: LLM").wait_for()
        agent = await agent_of(gateway_url, admin_token, tenant_id)
        assert (agent["voiceEngine"], agent["understanding"]) == ("ringbook", "llm")

        await engine.select_option(label="Retell hosted LLM")
        await page.get_by_text("Engine: Retell hosted LLM").wait_for()
        assert await engine.input_value() == "hosted"
        await page.screenshot(path=f"{screenshots_dir}/provisioning-engine-1280.png")

        async def kept() -> bool:
            found = await agent_of(gateway_url, admin_token, tenant_id)
            return (found["voiceEngine"], found["understanding"]) == ("hosted", "llm")
        await eventually(kept, timeout=15)
        # The list catches up with the agent's event: a reload shows the same choice.
        async with httpx.AsyncClient(base_url=gateway_url, timeout=15,
                                     headers={"x-admin-token": admin_token}) as operator:
            async def listed() -> bool:
                found = (await operator.get("/api/admin/tenants", params={"search": name})).json()
                return any(t["voiceEngine"] == "hosted" and t["understanding"] == "llm" for t in found)
            await eventually(listed, timeout=30)
        await page.reload()
        card = await find_card(page, name)
        assert await card.get_by_role("combobox", name=f"Engine of {name}").input_value() == "hosted"
        assert page.problems == [], page.problems

    async with browser_page(viewport={"width": 375, "height": 812}, **OPERATOR) as page:
        await page.goto("/superadmin")
        await enter_token(page, admin_token)
        card = await find_card(page, name)
        await card.get_by_role("combobox", name=f"Engine of {name}").select_option(label="Ringbook engine")
        await page.get_by_text("Engine: Ringbook engine").wait_for()
        await card.scroll_into_view_if_needed()
        await page.screenshot(path=f"{screenshots_dir}/provisioning-engine-375.png")
        assert await page.evaluate("document.documentElement.scrollWidth") <= 375
        assert (await agent_of(gateway_url, admin_token, tenant_id))["voiceEngine"] == "ringbook"
        assert page.problems == [], page.problems
