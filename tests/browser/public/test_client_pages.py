"""Pages rendered only in the browser (account entry, thank-you pages, the popup) render their heading."""

import pytest
from playwright.async_api import expect

CLIENT_PAGES = [
    ("/login", "Sign In", "Ringbook — Sign In"),
    ("/register", "Create your account", "Ringbook — Create your account"),
    ("/verify-email?email=owner%40salon.example", "Verify your email", "Ringbook — Verify your email"),
    ("/forgot-password", "Reset your password", "Ringbook — Reset your password"),
    ("/reset-password?email=owner%40salon.example", "Choose a new password", "Ringbook — Choose a new password"),
    ("/lead-thank-you", "Thank You!", "Ringbook — Application Received"),
    ("/thank-you", "No submission data found.", "Ringbook — Thank You"),
    ("/auth/popup-complete?provider=calcom&ok=1", "Connected!", "Ringbook — Connected"),
]


@pytest.mark.parametrize(("path", "heading", "title"), CLIENT_PAGES)
async def test_the_page_renders_its_heading(page, path, heading, title):
    response = await page.goto(path)
    assert response.status == 200
    await expect(page.get_by_role("heading", level=1, name=heading)).to_be_visible()
    await expect(page).to_have_title(title)
    assert page.problems == [], page.problems


async def test_verify_email_without_an_address_goes_back_to_register(page):
    await page.goto("/verify-email")
    await expect(page.get_by_role("heading", level=1, name="Create your account")).to_be_visible()
    assert page.url.endswith("/register")
