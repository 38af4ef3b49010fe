"""Playwright driving Debian's Chromium (never a downloaded browser) against the running stack."""

import os
import tempfile
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import httpx
import pytest
from playwright.async_api import Page, async_playwright

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage",
]
DESKTOP = {"width": 1280, "height": 800}
# Screenshots go where RINGBOOK_SCREENSHOTS says, else to the session's temporary folder.
SHOTS_ENV = "RINGBOOK_SCREENSHOTS"


@pytest.fixture(scope="session")
async def browser():
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        yield browser
        await browser.close()


def watch_problems(page: Page, *, failed_requests: bool = False) -> None:
    """`page.problems`: the console errors and uncaught exceptions of the page (and failed requests if asked)."""
    problems: list[str] = []
    page.on("console", lambda message: problems.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: problems.append(str(error)))
    if failed_requests:
        page.on("requestfailed", lambda request: problems.append(f"failed: {request.url}"))
    page.problems = problems  # type: ignore[attr-defined]  # a playwright Page, given one more attribute for the tests


@pytest.fixture
async def page(browser, gateway_url):
    context = await browser.new_context(base_url=gateway_url, viewport=DESKTOP)
    page = await context.new_page()
    watch_problems(page, failed_requests=True)
    yield page
    await context.close()


@pytest.fixture
def browser_page(browser, gateway_url):
    """`async with browser_page(path, heading=..., viewport=..., owner=..., base_url=...) as page:` a page of its
    own browser context, watched for problems; signed in with the owner's session cookies when an owner is given.
    With a path it opens there; with a heading it waits for that level-1 heading. Other keywords (is_mobile,
    reduced_motion, permissions, ...) go to the context."""
    @asynccontextmanager
    async def open_page(path: str | None = None, *, heading: str | None = None, viewport: dict = DESKTOP,
                        owner: httpx.AsyncClient | None = None, base_url: str | None = None,
                        **context_options) -> AsyncIterator[Page]:
        base_url = base_url or gateway_url
        context = await browser.new_context(base_url=base_url, viewport=viewport, **context_options)
        try:
            if owner is not None:
                await context.add_cookies([{"name": cookie.name, "value": cookie.value, "url": base_url}
                                           for cookie in owner.cookies.jar])
            page = await context.new_page()
            watch_problems(page)
            if path:
                await page.goto(path)
            if heading:
                await page.get_by_role("heading", name=heading, level=1).wait_for()
            yield page
        finally:
            await context.close()
    return open_page


@pytest.fixture
def owner_page(browser_page):
    """`async with owner_page(owner, path, heading=..., viewport=...) as page:` browser_page signed in as the owner."""
    def open_page(owner: httpx.AsyncClient, path: str | None = None, **options):
        return browser_page(path, owner=owner, **options)
    return open_page


@pytest.fixture(scope="session")
def admin_token(stack) -> str:
    """The dev operator token of the session's stack."""
    return (stack.secrets_dir / "admin-token").read_text().strip()


@pytest.fixture(scope="session")
def screenshots_dir():
    folder = os.environ.get(SHOTS_ENV) or tempfile.mkdtemp(prefix="ringbook-shots-")
    os.makedirs(folder, exist_ok=True)
    return folder
