"""Portal onboarding (/portal) and the AI receptionist setup wizard (/setup-ai), in Chromium against the real stack:
a new owner registers, onboards and reaches the overview; an onboarded owner launches the receptionist with the
local voice provider and sees its phone number."""

import re
import uuid

from playwright.async_api import expect

from ringbook_common.testing.wait import eventually

PASSWORD = "a long enough password"
PHONE = {"width": 375, "height": 740}
DESKTOP = {"width": 1280, "height": 800}

expect.set_options(timeout=15_000)


async def shoot(page, folder: str, name: str) -> None:
    """The page at desktop and at phone width, whole, without the toasts over it; then back to desktop."""
    await page.emulate_media(reduced_motion="reduce")  # colours settled, not mid-transition
    for dismiss in await page.get_by_role("button", name="Dismiss notification").all():
        await dismiss.click()
    for label, size in (("1280", DESKTOP), ("375", PHONE)):
        await page.set_viewport_size(size)
        await page.screenshot(path=f"{folder}/{name}-{label}.png", full_page=True)
    await page.set_viewport_size(DESKTOP)


async def assert_no_sideways_scroll(page) -> None:
    await page.set_viewport_size(PHONE)
    width = await page.evaluate("document.documentElement.scrollWidth")
    await page.set_viewport_size(DESKTOP)
    assert width <= PHONE["width"], f"{page.url} is {width}px wide at 375px"


async def test_a_new_owner_registers_onboards_and_reaches_the_overview(page, code_for, screenshots_dir):
    email = f"onboard.{uuid.uuid4().hex[:10]}@salon.example"

    await page.goto("/register")
    await page.get_by_label("Full Name").fill("Rosa Onboard")
    await page.get_by_label("Email").fill(email)
    await page.get_by_label("Password", exact=True).fill(PASSWORD)
    await page.get_by_label("Confirm Password").fill(PASSWORD)
    await page.get_by_role("button", name="Create Account").click()
    await expect(page).to_have_url(re.compile(r"/verify-email\?email="))
    await page.get_by_label("Digit 1 of 6").press_sequentially(await code_for(email))

    # Step 1: settings.
    await expect(page).to_have_url(re.compile(r"/portal$"))
    # The verify request is cut short by the page load into the portal; only the portal's problems count.
    page.problems.clear()
    await expect(page.get_by_role("heading", level=1, name="Set up your salon")).to_be_visible()
    await expect(page.get_by_role("heading", level=2, name="Business settings")).to_be_visible()
    await expect(page.get_by_text("Step 1 of 2: Settings")).to_be_visible()
    browser_zone = await page.evaluate("Intl.DateTimeFormat().resolvedOptions().timeZone")
    timezone = page.get_by_label("Timezone")
    await expect(timezone).to_have_value(browser_zone)
    assert await timezone.locator("option").first.get_attribute("value") == browser_zone
    assert await timezone.locator("option").count() > 400
    await expect(page.get_by_label("Opens at")).to_have_value("09:00")
    await expect(page.get_by_label("Closes at")).to_have_value("18:00")
    await shoot(page, screenshots_dir, "onboarding-1-settings")
    await assert_no_sideways_scroll(page)

    await page.get_by_role("button", name="Continue").click()
    await expect(page.get_by_text("Please enter a business name")).to_be_visible()
    await shoot(page, screenshots_dir, "onboarding-1-settings-error")

    await page.get_by_label("Business name").fill("Rosa's Studio")
    await timezone.select_option("America/Chicago")
    await page.get_by_label("Address").fill("12 Main St, Springfield")
    await page.get_by_label("Owner phone").fill("(415) 867-5309")
    await page.get_by_role("button", name="Continue").click()
    await expect(page.get_by_text("Business settings saved successfully")).to_be_visible()

    # Step 2: services.
    heading = page.get_by_role("heading", level=2, name="Your services")
    await expect(heading).to_be_focused()
    await expect(page.get_by_text("Step 2 of 2: Services")).to_be_visible()
    await page.get_by_role("button", name="Complete Setup").click()
    await expect(page.get_by_text("Please add at least one service")).to_be_visible()
    await page.get_by_label("Service 1 name").fill("Haircut")
    await page.get_by_label("Service 1 duration (minutes)").fill("45")
    await page.get_by_label("Service 1 price ($)").fill("45")
    await page.get_by_label("Service 1 name").focus()
    await expect(page.get_by_label("Service 1 price ($)")).to_have_value("45.00")
    await page.get_by_role("button", name="Add Service").click()
    await page.get_by_role("button", name="Add Service").click()
    await page.get_by_label("Service 3 name").fill("Beard Trim")
    await shoot(page, screenshots_dir, "onboarding-2-services")
    await assert_no_sideways_scroll(page)

    # Back keeps what was saved.
    await page.get_by_role("button", name="Back").click()
    await expect(page.get_by_label("Business name")).to_have_value("Rosa's Studio")
    await expect(timezone).to_have_value("America/Chicago")
    await page.get_by_role("button", name="Continue").click()
    await expect(page.get_by_label("Service 3 name")).to_have_value("Beard Trim")

    await page.get_by_role("button", name="Complete Setup").click()
    await expect(page).to_have_url(re.compile(r"/app/overview$"))
    await expect(page.get_by_text("All set! Your portal is ready to use")).to_be_visible()
    await expect(page.get_by_role("heading", level=1, name="Overview")).to_be_visible()
    await shoot(page, screenshots_dir, "onboarding-3-overview")

    saved = await (await page.context.request.get("/portal/tenants/services")).json()
    assert [(s["name"], s["durationMin"], s["bufferMin"], s["price"]) for s in saved] == [
        ("Haircut", 45, 0, 45.0), ("Beard Trim", 30, 0, 0.0)]
    settings = await (await page.context.request.get("/portal/tenants/settings")).json()
    assert (settings["name"], settings["timezone"], settings["ownerPhone"]) == (
        "Rosa's Studio", "America/Chicago", "+14158675309")
    assert settings["hours"] == {"start": "09:00", "end": "18:00"}
    assert settings["onboardingComplete"] is True
    assert await page.evaluate("localStorage.getItem('onboardingComplete')") == "true"
    assert page.problems == [], page.problems

    # Who-am-I catches up, so a fresh load stays in the portal.
    async def whoami_complete():
        return (await (await page.context.request.get("/portal/whoami")).json())["onboardingComplete"]
    await eventually(whoami_complete)
    await page.reload()
    await expect(page.get_by_role("heading", level=1, name="Overview")).to_be_visible()


async def test_the_setup_wizard_launches_the_receptionist(owner_session, owner_page, onboard_salon,
                                                          screenshots_dir):
    async with owner_session(name="Wendy Wizard") as owner:
        # No address: the wizard's business info step starts with its location empty.
        await onboard_salon(owner, name="Wizard Salon", address="")

        async def whoami_complete():
            return (await owner.get("/portal/whoami")).json()["onboardingComplete"]
        await eventually(whoami_complete)

        async with owner_page(owner, "/setup-ai", viewport=DESKTOP) as page:
            await expect(page.get_by_role("heading", level=1, name="Set up your AI receptionist")).to_be_visible()
            assert await page.title() == "Ringbook — Set up your AI receptionist"

            # Connect: the built-in calendar is already connected.
            await expect(page.get_by_role("heading", level=2, name="Connect your calendar")).to_be_visible()
            await expect(page.get_by_text("Step 1 of 6: Connect Calendar")).to_be_visible()
            await expect(page.get_by_text("Connected", exact=True)).to_be_visible()
            await expect(page.get_by_role("button", name="Back")).to_be_disabled()
            await shoot(page, screenshots_dir, "wizard-1-connect")
            await assert_no_sideways_scroll(page)
            await page.get_by_role("button", name="Next").click()

            # Event type: with the built-in calendar, the salon's services.
            await expect(page.get_by_role("heading", level=2, name="Choose an event type")).to_be_focused()
            haircut = page.get_by_role("radio", name=re.compile("Haircut"))
            await expect(haircut).not_to_be_checked()
            await expect(page.get_by_role("button", name="Next")).to_be_disabled()
            await haircut.check()
            await shoot(page, screenshots_dir, "wizard-2-event-type")
            await page.get_by_role("button", name="Next").click()
            await expect(page.get_by_text("Event type configured!")).to_be_visible()

            # Business info.
            await expect(page.get_by_role("heading", level=2, name="Business info")).to_be_focused()
            await expect(page.get_by_label("AI receptionist's name")).to_have_value("Brian")
            await expect(page.get_by_label("Voice")).to_have_value("male")
            # The opening hours are one set: Settings said 9 to 6 at onboarding.
            await expect(page.get_by_label("Monday opens")).to_have_value("09:00")
            await expect(page.get_by_label("Monday closes")).to_have_value("18:00")
            await expect(page.get_by_role("button", name="Next")).to_be_disabled()
            await page.get_by_label("Location (street address)").fill("12 Main St")
            await page.get_by_label("City").fill("Springfield")
            await page.get_by_label("State").fill("IL")
            await page.get_by_label("ZIP code").fill("62701")
            await page.get_by_label("Spanish").check()
            await page.get_by_label("Saturday closed").check()
            await shoot(page, screenshots_dir, "wizard-3-business-info")
            await assert_no_sideways_scroll(page)
            await page.get_by_role("button", name="Next").click()
            await expect(page.get_by_text("Business info saved!")).to_be_visible()

            # Staff.
            await expect(page.get_by_role("heading", level=2, name="Your staff")).to_be_focused()
            await expect(page.get_by_role("button", name="Next")).to_be_disabled()
            await page.get_by_role("button", name="Add Staff Member").click()
            await expect(page.get_by_text("Name is required")).to_be_visible()
            await expect(page.get_by_text("Email is required")).to_be_visible()
            await page.get_by_label("Name", exact=True).fill("Ana Ruiz")
            await page.get_by_label("Title").fill("Stylist")
            await page.get_by_label("Email").fill("ana@salon.example")
            await page.get_by_role("button", name="Add Staff Member").click()
            await expect(page.get_by_text("Staff member added!")).to_be_visible()
            await expect(page.get_by_role("list", name="Staff members").get_by_text("Ana Ruiz")).to_be_visible()
            await shoot(page, screenshots_dir, "wizard-4-staff")
            await page.get_by_role("button", name="Next").click()

            # Services: the one from onboarding is there; add another.
            await expect(page.get_by_role("heading", level=2, name="Your services")).to_be_focused()
            services = page.get_by_role("list", name="Services")
            await expect(services.get_by_text("Haircut")).to_be_visible()
            await page.get_by_label("Service name").fill("Blow Dry")
            await page.get_by_label("Price ($)").fill("30")
            await page.get_by_role("button", name="Add Service").click()
            await expect(page.get_by_text("Services saved!")).to_be_visible()
            await expect(services.get_by_text("Blow Dry")).to_be_visible()
            await shoot(page, screenshots_dir, "wizard-5-services")
            await page.get_by_role("button", name="Next").click()

            # Review & launch.
            await expect(page.get_by_role("heading", level=2, name="Review & launch")).to_be_focused()
            await expect(page.get_by_role("button", name="Next")).to_have_count(0)
            await expect(page.get_by_text("800", exact=True)).to_be_visible()
            await expect(page.get_by_role("list", name="Staff").get_by_text("Ana Ruiz")).to_be_visible()
            await expect(page.get_by_role("list", name="Services").get_by_text("Blow Dry")).to_be_visible()
            await expect(page.get_by_text("Haircut", exact=True).first).to_be_visible()
            await shoot(page, screenshots_dir, "wizard-6-review")
            await assert_no_sideways_scroll(page)

            await page.get_by_role("button", name="Launch AI Receptionist").click()
            await expect(page.get_by_text("Provisioning started! Creating your AI receptionist...")).to_be_visible()
            active = page.get_by_role("heading", name="AI Receptionist Active!")
            overlay = page.get_by_role("alertdialog", name="Creating your AI receptionist")
            await expect(overlay.or_(active)).to_be_visible()
            # With the local provider's pauses off, the overlay may last only until the next poll.
            for label, size in (("1280", DESKTOP), ("375", PHONE)):
                if await overlay.is_visible():
                    await expect(overlay).to_contain_text("about 10-15 seconds")
                    await page.set_viewport_size(size)
                    await page.screenshot(path=f"{screenshots_dir}/wizard-7-overlay-{label}.png")
            await page.set_viewport_size(DESKTOP)
            await expect(active).to_be_visible(timeout=30_000)

            status = (await owner.get("/api/receptionist/status")).json()
            assert status["status"] == "ready"
            number = status["formattedPhoneNumber"] or status["phoneNumber"]
            assert number
            await expect(page.get_by_role("link", name=number)).to_be_visible()
            await shoot(page, screenshots_dir, "wizard-8-active")
            assert status["businessInfo"]["additionalLanguages"] == ["Spanish"]
            assert status["businessInfo"]["operatingHours"]["6"]["closed"] is True

            await page.get_by_role("link", name="Go to Dashboard").click()
            await expect(page).to_have_url(re.compile(r"/app/overview$"))
            assert page.problems == [], page.problems
