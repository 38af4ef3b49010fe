"""Account entry against the real identity service: register, verify, sign in and out, reset, popup."""

import asyncio
import re

from playwright.async_api import expect

from ringbook_common.testing.wait import eventually

from .conftest import fresh_email

PASSWORD = "a long enough password"


async def register(page, email: str, name: str = "Ana Rivera") -> None:
    await page.goto("/register")
    await page.get_by_label("Full Name").fill(name)
    await page.get_by_label("Email").fill(email)
    await page.get_by_label("Password", exact=True).fill(PASSWORD)
    await page.get_by_label("Confirm Password").fill(PASSWORD)
    await page.get_by_role("button", name="Create Account").click()
    await expect(page).to_have_url(re.compile(r"/verify-email\?email="))


async def codes_sent(gateway, email: str, count: int) -> list[str]:
    async def arrived():
        messages = (await gateway.get("/dev/outbox", params={"to": email})).json()
        codes = [re.search(r"\b(\d{6})\b", message["body"]).group(1) for message in messages]
        return codes if len(codes) >= count else None

    return await eventually(arrived)


async def test_register_check_the_form_then_verify_and_land_in_the_portal(page, gateway):
    email = fresh_email("ana")
    await page.goto("/register")
    await page.get_by_role("button", name="Create Account").click()
    await expect(page.get_by_text("Name is required")).to_be_visible()
    await expect(page.get_by_text("Please enter a valid email")).to_be_visible()
    await expect(page.get_by_text("Password must be at least 8 characters")).to_be_visible()
    await expect(page.get_by_text("Please confirm your password")).to_be_visible()

    await register(page, email)
    await expect(page.get_by_role("status").filter(has_text="Check your email")).to_contain_text(
        "We've sent you a verification code")
    [code] = await codes_sent(gateway, email, 1)

    # A wrong code: refused by the server, boxes cleared, focus back on the first one.
    wrong = "000000" if code != "000000" else "111111"
    await page.get_by_label("Digit 1 of 6").press_sequentially(wrong)
    await expect(page.get_by_role("alert")).to_be_visible()
    for n in range(1, 7):
        await expect(page.get_by_label(f"Digit {n} of 6")).to_have_value("")
    await expect(page.get_by_label("Digit 1 of 6")).to_be_focused()

    # The right code submits by itself once the sixth digit is in.
    await page.get_by_label("Digit 1 of 6").press_sequentially(code)
    await expect(page).to_have_url(re.compile(r"/portal$"))
    await expect(page.get_by_role("heading", level=1, name="Set up your salon")).to_be_visible()
    me = await page.context.request.get("/portal/whoami")
    assert me.status == 200
    assert (await me.json())["user"]["email"] == email


async def test_resend_waits_out_the_servers_one_code_a_minute(page, gateway):
    email = fresh_email("bea")
    await register(page, email)
    await codes_sent(gateway, email, 1)
    # Straight from registration the code is on its way: the countdown is already running.
    await expect(page.get_by_role("button", name=re.compile(r"^Resend in (60|59|58|57)s$"))).to_be_disabled()

    # Opened afresh (from an old link, say), the button is ready; the server still says "not yet".
    await page.goto(f"/verify-email?email={email}")
    resend = page.get_by_role("button", name="Resend Code")
    async with page.expect_response("**/auth/resend-code") as answered:
        await resend.click()
    assert (await answered.value).status == 429
    await expect(page.get_by_role("alert")).to_contain_text("before asking for a new code")
    await expect(page.get_by_role("button", name=re.compile(r"^Resend in \d+s$"))).to_be_disabled()
    await page.get_by_role("link", name="Back to registration").click()
    await expect(page).to_have_url(re.compile(r"/register$"))


async def test_sign_in_shows_the_owner_in_the_header_and_signs_out(page, gateway):
    email = fresh_email("cleo")
    await register(page, email, name="Cleo Marsh")
    [code] = await codes_sent(gateway, email, 1)
    await page.get_by_label("Digit 1 of 6").press_sequentially(code)
    await expect(page).to_have_url(re.compile(r"/portal$"))
    # Leave the portal first: signed out under it, the portal sends itself to /login, a navigation that can abort
    # the test's own.
    await page.goto("about:blank")
    await page.context.clear_cookies()

    await page.goto("/login")
    button = page.get_by_role("button", name="Sign In")
    await expect(button).to_be_disabled()
    await page.get_by_label("Email").fill(email)
    await page.get_by_label("Password").fill("not the password")
    await button.click()
    await expect(page.get_by_role("alert")).to_contain_text("Invalid email or password")

    await page.get_by_label("Password").fill(PASSWORD)
    await button.click()
    # Signed in, the owner who has not finished onboarding is kept to it.
    await expect(page.get_by_role("heading", level=1, name="Set up your salon")).to_be_visible()
    await expect(page).to_have_url(re.compile(r"/portal$"))

    await page.goto("/pricing")
    header = page.get_by_role("banner")
    await expect(header.get_by_role("img", name="Signed in as Cleo Marsh")).to_have_text("CM")
    await expect(header.get_by_role("link", name="Get Started")).to_have_count(0)
    async with page.expect_response("**/api/auth/logout") as logged_out:
        await header.get_by_role("button", name="Logout").click()
    assert (await logged_out.value).ok
    await expect(header.get_by_role("link", name="Get Started")).to_be_visible()
    assert (await page.context.request.get("/portal/whoami")).status == 401


async def test_a_forgotten_password_is_reset_with_an_emailed_code(page, gateway):
    email = fresh_email("dora")
    await register(page, email)
    [code] = await codes_sent(gateway, email, 1)
    await page.get_by_label("Digit 1 of 6").press_sequentially(code)
    await expect(page).to_have_url(re.compile(r"/portal$"))
    await page.goto("about:blank")  # as above: no portal left to redirect itself mid-navigation
    await page.context.clear_cookies()

    await page.goto("/login")
    await page.get_by_role("link", name="Forgot password?").click()
    await page.get_by_label("Email").fill(email)
    await page.get_by_role("button", name="Send Reset Code").click()
    await expect(page).to_have_url(re.compile(r"/reset-password\?email="))
    reset_code = (await codes_sent(gateway, email, 2))[0]
    await page.get_by_label("Digit 1 of 6").press_sequentially(reset_code)
    await page.get_by_label("New Password").fill("a brand new password")
    await page.get_by_label("Confirm Password").fill("a brand new password")
    await page.get_by_role("button", name="Reset Password").click()
    await expect(page).to_have_url(re.compile(r"/login$"))

    await page.get_by_label("Email").fill(email)
    await page.get_by_label("Password").fill("a brand new password")
    await page.get_by_role("button", name="Sign In").click()
    # Signed in: the portal opens, and sends an owner whose salon is not set up yet on to /portal.
    await expect(page.get_by_role("heading", level=1, name="Set up your salon")).to_be_visible()
    assert (await page.context.request.get("/portal/whoami")).status == 200


async def test_the_reset_page_takes_the_address_typed_as_soon_as_it_shows(page):
    """Whatever had the focus on the sign-in page is gone with it: the reset page's one field has it, so a person
    who goes on typing after "Forgot password?" (without clicking into the field first) types into it."""
    await page.goto("/login")
    await page.get_by_label("Email").focus()
    await page.get_by_role("link", name="Forgot password?").click()
    await expect(page.get_by_role("button", name="Send Reset Code")).to_be_visible()
    await page.keyboard.type("straight.on@salon.example")
    await expect(page.get_by_label("Email")).to_have_value("straight.on@salon.example")


async def test_an_email_typed_while_the_reset_page_is_still_loading_is_kept(page):
    """Pages load on demand: after "Forgot password?" the sign-in page stays on screen until the next one has
    arrived, and a person who starts typing into its Email field then finds the address on the reset page."""
    async def slow_page_code(route):
        if "forgot-password" in route.request.url:
            await asyncio.sleep(1)
        await route.continue_()
    await page.route("**/assets/**", slow_page_code)
    await page.goto("/login")
    await page.get_by_role("link", name="Forgot password?").click()
    await page.get_by_label("Email").fill("quick.typist@salon.example")
    await expect(page.get_by_role("button", name="Send Reset Code")).to_be_visible()
    await expect(page.get_by_label("Email")).to_have_value("quick.typist@salon.example")


async def test_the_calendar_popup_tells_its_opener_and_closes(page):
    await page.goto("/contact")
    await page.evaluate("""() => {
        window.received = [];
        window.addEventListener('message', (event) => window.received.push(event.data));
    }""")
    async with page.expect_popup() as popped:
        await page.evaluate("window.open('/auth/popup-complete?provider=calcom&ok=1', 'calcom', 'popup')")
    popup = await popped.value
    await expect(popup.get_by_role("heading", name="Connected!")).to_be_visible()
    await popup.wait_for_event("close")
    assert await page.evaluate("window.received") == [{"type": "oauth-complete", "provider": "calcom", "ok": True}]
