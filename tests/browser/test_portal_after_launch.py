"""The receptionist after launch, in Chromium against the real stack: Manage Settings opens every wizard answer
(the AI's name, voice, languages, hours, address, services), each change is heard on the next call and reaches the
hosted agent at the voice provider (a fake Retell on a loopback port); a changed area code keeps the number unless
the owner asks for a new one, warned that the old one stops working; and the number has the area code the review
page promised."""

import re

import httpx
import pytest
from playwright.async_api import expect

from ringbook_common.testing.wait import eventually
from services.receptionist.tests.fakes.retell import FakeRetell
from tests.conftest import _configure_salon, _launch_receptionist, signed_in_owner

EVERY_DAY = {str(day): {"open": "09:00", "close": "18:00", "closed": False} for day in range(7)}
DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 375, "height": 740}

expect.set_options(timeout=15_000)


async def say(dialog, text: str, expected: str) -> None:
    """Types a caller's turn and waits for the agent's answer that contains `expected`."""
    await dialog.get_by_label("Your message").fill(text)
    await dialog.get_by_role("button", name="Send").click()
    await dialog.get_by_text(expected, exact=False).last.wait_for()


async def agent_caught_up(owner: httpx.AsyncClient) -> None:
    """The live agent has every change (the Active screen says so while it has not)."""
    async def current() -> bool:
        status = (await owner.get("/api/receptionist/status")).json()
        return not status["receptionistUpdating"] and not status["replacingNumber"]
    await eventually(current, timeout=30)


async def change_every_answer(page) -> None:
    """From the Active screen: Manage Settings, then each step, as an owner changes their receptionist."""
    await page.get_by_role("button", name="Manage Settings").click()
    await expect(page.get_by_role("heading", level=2, name="Business info")).to_be_focused()
    await page.get_by_label("AI receptionist's name").fill("Sofia")
    await page.get_by_label("Voice").select_option("female")
    await page.get_by_label("French").check()
    await page.get_by_label("Location (street address)").fill("45 Oak Ave")
    await page.get_by_label("City").fill("Shelbyville")
    await page.get_by_label("Saturday closes").fill("15:00")
    await page.get_by_role("button", name="Next").click()
    await expect(page.get_by_text("Business info saved!")).to_be_visible()
    await expect(page.get_by_role("heading", level=2, name="Your staff")).to_be_focused()
    await page.get_by_role("button", name="Next").click()
    await expect(page.get_by_role("heading", level=2, name="Your services")).to_be_focused()
    await page.get_by_label("Service name").fill("Blow Dry")
    await page.get_by_label("Price ($)").fill("30")
    await page.get_by_role("button", name="Add Service").click()
    await expect(page.get_by_text("Services saved!")).to_be_visible()
    await page.get_by_role("button", name="Next").click()
    await expect(page.get_by_role("heading", level=2, name="Review your receptionist")).to_be_focused()
    await expect(page.get_by_role("button", name="Launch AI Receptionist")).to_have_count(0)
    await page.get_by_role("button", name="Done").click()
    await expect(page.get_by_role("heading", name="AI Receptionist Active!")).to_be_visible()
    await expect(page.get_by_text("Sofia is answering your calls")).to_be_visible()


async def test_every_answer_changed_after_launch_is_heard_on_the_next_call(
        owner_session, owner_page, configure_salon, launch_receptionist, gateway_url, admin_token, screenshots_dir):
    async with owner_session(name="Carla Cambio") as owner:
        tenant_id = await configure_salon(owner, name="Salon Cambio", hours=EVERY_DAY)
        launched = await launch_receptionist(owner)
        async with owner_page(owner, "/app/overview", heading="Overview", viewport=DESKTOP) as page:
            # The dashboard card's Manage Settings opens the answers themselves, not the Active screen again.
            await page.get_by_role("link", name="Manage Settings").click()
            await expect(page).to_have_url(re.compile(r"/setup-ai\?edit=business_info$"))
            await expect(page.get_by_role("heading", level=2, name="Business info")).to_be_focused()
            await expect(page.get_by_label("AI receptionist's name")).to_have_value("Brian")
            await page.goto("/setup-ai")
            await change_every_answer(page)
            await page.screenshot(path=f"{screenshots_dir}/after-launch-active-1280.png")
            await agent_caught_up(owner)

            await page.get_by_role("button", name="Test your receptionist").click()
            dialog = page.get_by_role("dialog", name="Test your receptionist")
            await dialog.get_by_role("button", name="Start call").click()
            await dialog.get_by_text("this is Sofia").wait_for()
            await say(dialog, "What are your opening hours?", "Saturday 9:00 AM to 3:00 PM")
            await say(dialog, "Where are you located?", "We're at 45 Oak Ave, Shelbyville")
            await say(dialog, "How much is a blow dry?", "Blow Dry is $30")
            await say(dialog, "Bonjour, où se trouve le salon ?", "Nous sommes au 45 Oak Ave")
            await page.screenshot(path=f"{screenshots_dir}/after-launch-test-call.png")
            await dialog.get_by_role("button", name="Hang up").click()
            assert page.problems == [], page.problems

        status = (await owner.get("/api/receptionist/status")).json()
        assert status["phoneNumber"] == launched["phoneNumber"]  # nothing asked for a new number
    async with httpx.AsyncClient(base_url=gateway_url, headers={"x-admin-token": admin_token}) as operator:
        agent = (await operator.get(f"/api/admin/tenants/{tenant_id}/agent")).json()
    assert agent["voice"] == "female"


async def test_the_number_has_the_area_code_the_review_page_promised(
        owner_session, owner_page, configure_salon, screenshots_dir):
    async with owner_session(name="Pia Promesa") as owner:
        await configure_salon(owner, name="Salon Promesa", hours=EVERY_DAY)
        info = (await owner.get("/api/receptionist/status")).json()["businessInfo"]
        info.pop("unsupportedLanguages")
        saved = await owner.post("/api/receptionist/business-info", json={**info, "areaCode": "718"})
        assert saved.status_code == 200, saved.text
        async with owner_page(owner, "/setup-ai", viewport=DESKTOP) as page:
            await expect(page.get_by_role("heading", level=2, name="Review & launch")).to_be_visible()
            await expect(page.get_by_text("718", exact=True)).to_be_visible()
            await page.get_by_role("button", name="Launch AI Receptionist").click()
            await expect(page.get_by_role("heading", name="AI Receptionist Active!")).to_be_visible(timeout=30_000)
            number = page.get_by_role("link", name=re.compile(r"\(718\) 555-01\d\d"))
            await expect(number).to_be_visible()
            await page.screenshot(path=f"{screenshots_dir}/after-launch-area-code.png")
            assert page.problems == [], page.problems
        status = (await owner.get("/api/receptionist/status")).json()
        assert status["phoneNumber"].startswith("+1718") and status["numberAreaCode"] == "718"


# ---- the hosted agent at the voice provider -----------------------------------------------------------------

@pytest.fixture(scope="module")
def retell():
    fake = FakeRetell("set-when-the-stack-starts").start()
    yield fake
    fake.stop()


@pytest.fixture(scope="module")
def retell_stack(new_stack, retell):
    env = {"RECEPTIONIST_VOICE_PROVIDER": "retell", "RECEPTIONIST_RETELL_API_URL": retell.base_url,
           "RECEPTIONIST_RETELL_TIMEOUT_SECONDS": "5"}
    with new_stack("stack-after-launch-retell.log", env=env) as stack:
        retell.api_key = (stack.secrets_dir / "voice-provider-key").read_text().strip()
        yield stack


async def test_the_hosted_agent_follows_every_change_and_a_new_number_only_when_asked(
        retell_stack, retell, owner_page, screenshots_dir):
    base_url = f"http://127.0.0.1:{retell_stack.gateway_port}"
    async with signed_in_owner(base_url, name="Rita Retell") as owner:
        await _configure_salon(owner, name="Salon Hosted", hours=EVERY_DAY)
        launched = await _launch_receptionist(owner)
        [llm_id] = retell.state.llms
        [agent_id] = retell.state.agents
        first_number = launched["phoneNumber"]
        assert set(retell.state.numbers) == {first_number}
        assert "You are Brian" in retell.state.llms[llm_id]["general_prompt"]

        async with owner_page(owner, "/setup-ai", viewport=DESKTOP, base_url=base_url) as page:
            await change_every_answer(page)
            await agent_caught_up(owner)
            llm = retell.state.llms[llm_id]
            prompt = llm["general_prompt"]
            assert "You are Sofia" in prompt and "this is Sofia" in llm["begin_message"]
            assert "- Saturday: 09:00-15:00" in prompt
            assert "Address: 45 Oak Ave, Shelbyville" in prompt
            assert "- Blow Dry: 30 minutes, $30" in prompt
            assert "Languages: English, French." in prompt
            agent = retell.state.agents[agent_id]
            assert agent["voice_id"] == "retell-Andrea" and "fr-FR" in agent["language"]

            # A new area code alone keeps the number the salon has shared.
            await page.get_by_role("button", name="Manage Settings").click()
            await page.get_by_label("Preferred area code").fill("646")
            choice = page.get_by_role("group", name="Your phone number")
            keep = choice.get_by_role("radio", name=re.compile("Keep my number"))
            await expect(keep).to_be_checked()
            await page.get_by_role("button", name="Next").click()
            await expect(page.get_by_text("Business info saved!")).to_be_visible()
            await page.goto("/setup-ai")
            await expect(page.get_by_role("heading", name="AI Receptionist Active!")).to_be_visible()
            assert (await owner.get("/api/receptionist/status")).json()["phoneNumber"] == first_number
            assert set(retell.state.numbers) == {first_number}

            # Asked for, with its warning: a number in 646, and the old one stops working.
            await page.get_by_role("button", name="Manage Settings").click()
            await expect(page.get_by_label("Preferred area code")).to_have_value("646")
            await choice.get_by_role("radio", name="Get a new number in area code 646").check()
            await expect(choice.get_by_text(re.compile(r"will stop working: callers who dial it will no longer "
                                                       r"reach your salon"))).to_be_visible()
            await page.set_viewport_size(PHONE)
            await page.screenshot(path=f"{screenshots_dir}/after-launch-new-number-375.png", full_page=True)
            await page.set_viewport_size(DESKTOP)
            await page.get_by_role("button", name="Next").click()
            await expect(page.get_by_text("Business info saved!")).to_be_visible()
            await page.goto("/setup-ai")
            new_number = page.get_by_role("link", name=re.compile(r"\(646\) 555-\d{4}"))
            await expect(new_number).to_be_visible(timeout=30_000)
            await agent_caught_up(owner)
            status = (await owner.get("/api/receptionist/status")).json()
            assert status["phoneNumber"].startswith("+1646") and status["phoneNumber"] != first_number
            assert set(retell.state.numbers) == {status["phoneNumber"]}
            assert retell.state.numbers[status["phoneNumber"]]["inbound_agents"] == [
                {"agent_id": agent_id, "weight": 1}]
            assert page.problems == [], page.problems
