"""Playwright driving Debian's Chromium (never a downloaded browser) against the running stack."""

import tempfile

import pytest
from playwright.async_api import async_playwright

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage",
]


@pytest.fixture(scope="session")
async def browser():
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        yield browser
        await browser.close()


@pytest.fixture
async def page(browser, gateway_url):
    context = await browser.new_context(base_url=gateway_url, viewport={"width": 1280, "height": 800})
    page = await context.new_page()
    problems: list[str] = []
    page.on("console", lambda message: problems.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: problems.append(str(error)))
    page.on("requestfailed", lambda request: problems.append(f"failed: {request.url}"))
    page.problems = problems
    yield page
    await context.close()


@pytest.fixture(scope="session")
def screenshots_dir():
    return tempfile.mkdtemp(prefix="ringbook-shots-")
