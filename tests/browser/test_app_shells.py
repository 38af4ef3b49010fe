"""The portal's and the console's pages reach a phone quickly: each page's frame (layout, navigation, skeleton) is
in the HTML the gateway sends, so it shows before any script runs; the page's first data is asked for by that HTML,
alongside the code, and only once; what a phone paints largest is the page's data, not its frame or its words
about itself; built assets come compressed and cached for good, the HTML always revalidated."""

import re

import httpx
import pytest

from tests.browser.test_portal_bookings import book_by_api, open_weekday

PHONE = {"width": 375, "height": 740}
# The phone Lighthouse's mobile run emulates.
LIGHTHOUSE_PHONE = {"viewport": {"width": 412, "height": 823}, "device_scale_factor": 1.75, "is_mobile": True,
                    "has_touch": True}
# Where each page's data is drawn: the largest contentful paint must be inside it.
PAGE_DATA = {"/app/bookings": ("list", "Appointments"), "/app/overview": ("region", "Your figures")}
LARGEST_PAINT = """() => new Promise((resolve) => {
    new PerformanceObserver((list, observer) => {
        observer.disconnect();
        resolve(list.getEntries().at(-1).element?.outerHTML ?? null);
    }).observe({type: 'largest-contentful-paint', buffered: true});
})"""
SECTIONS = ("overview", "bookings", "services", "staff", "settings", "integrations")
FIRST_DATA = {
    "/app/overview": ["/api/dashboard/analytics", "/api/receptionist/status", "/api/dashboard/callbacks?done=false",
                      "/api/dashboard/call-logs?limit=5"],
    "/app/bookings": ["/api/dashboard/appointments?pageSize=1",
                      "/api/dashboard/appointments?status=scheduled&pageSize=1",
                      "/api/dashboard/appointments?status=completed&pageSize=1",
                      "/api/dashboard/appointments?sort=-date&page=1&pageSize=25", "/portal/tenants/settings"],
}


@pytest.fixture
async def owner(owner_session, configure_salon):
    async with owner_session(name="Fay Quick") as owner:
        await configure_salon(owner, name="Salon Rapido")
        yield owner


async def test_each_app_page_is_drawn_before_any_script_runs(owner, owner_page, browser_page):
    for section in SECTIONS:
        async with owner_page(owner, f"/app/{section}", java_script_enabled=False) as page:
            navigation = page.get_by_role("navigation", name="Portal")
            await navigation.wait_for()
            current = navigation.get_by_role("link", name=section.capitalize())
            assert await current.get_attribute("aria-current") == "page"
            assert await page.get_by_role("img", name="Loading…").is_visible()
            assert await page.get_by_role("button", name="Open menu").is_hidden()

    async with owner_page(owner, "/app/overview", viewport=PHONE, java_script_enabled=False) as phone:
        await phone.get_by_role("button", name="Open menu").wait_for()
        assert await phone.get_by_role("navigation", name="Portal").is_hidden()
        assert await phone.get_by_role("img", name="Loading…").is_visible()

    async with browser_page("/admin", viewport=PHONE, java_script_enabled=False) as page:
        await page.get_by_role("heading", name="Admin Authentication", level=1).wait_for()
        assert await page.get_by_label("Admin token").is_visible()


async def test_the_first_data_is_asked_for_by_the_html_once(owner, owner_page, gateway_url) -> None:
    async with httpx.AsyncClient(base_url=gateway_url, cookies=owner.cookies) as client:
        for path, urls in FIRST_DATA.items():
            html = (await client.get(path, headers={"accept": "text/html"})).text
            preloaded = re.findall(r'<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)"', html)
            assert sorted(preloaded) == sorted(["/portal/whoami", *(url.replace("&", "&amp;") for url in urls)])

    for path, urls in FIRST_DATA.items():
        async with owner_page(owner) as page:
            asked: list[str] = []
            page.on("request", lambda request, asked=asked: asked.append(request.url.removeprefix(gateway_url)))
            await page.goto(path)
            await page.get_by_role("heading", name=path.rsplit("/", 1)[1].capitalize(), level=1).wait_for()
            await page.wait_for_load_state("networkidle")
            for url in ["/portal/whoami", *urls]:
                assert asked.count(url) == 1, f"{path}: {url} asked for {asked.count(url)} times"
            assert page.problems == []


async def test_on_a_phone_the_largest_paint_is_the_pages_data(owner, owner_page):
    day = open_weekday()
    for customer in ("Ines Early", "Jon Later"):
        await book_by_api(owner, day, customer)
    for path, (role, name) in PAGE_DATA.items():
        async with owner_page(owner, path, **LIGHTHOUSE_PHONE) as page:
            data = page.get_by_role(role, name=name)
            await data.wait_for()
            await page.wait_for_load_state("networkidle")
            largest = await page.evaluate(LARGEST_PAINT)
            assert largest is not None, path
            inside = await data.evaluate("(data, html) => [...data.querySelectorAll('*')].some((element) => "
                                         "element.outerHTML === html)", largest)
            assert inside, f"{path}: the largest paint is {largest[:160]}"
            assert page.problems == []


async def console_held(page):
    """Opens the console with its code held back (the small blocking head script runs as usual), as on a slow
    line: the pre-rendered card is all there is. Answers the function that lets the code through."""
    held = []

    async def hold_the_app(route):
        if "/head-" in route.request.url:
            await route.continue_()
        else:
            held.append(route)
    await page.route("**/assets/*.js", hold_the_app)
    await page.goto("/admin", wait_until="commit")

    async def release():
        for route in held:
            await route.continue_()
        await page.unroute("**/assets/*.js")
    return release


async def test_a_token_typed_before_the_consoles_script_runs_is_kept(browser_page, admin_token):
    async with browser_page() as page:
        release = await console_held(page)
        # The pre-rendered card takes a token while the console's code is still on its way.
        await page.get_by_label("Admin token").fill(admin_token)
        await release()
        field = page.get_by_label("Admin token")
        await page.wait_for_function("""() => Object.keys(document.querySelector('input[type=password]'))
            .some((key) => key.startsWith('__reactProps'))""")
        await field.press("Enter")
        await page.get_by_role("heading", name="Platform Admin", level=1).wait_for()
        assert "token" not in page.url
        assert page.problems == []


async def test_a_token_sent_before_the_consoles_script_runs_signs_in_without_reaching_the_url(
        browser_page, admin_token):
    async with browser_page() as page:
        pages = []
        page.on("framenavigated", lambda frame: pages.append(frame.url))
        release = await console_held(page)
        # The operator pastes the token and presses Enter on the pre-rendered card, before the console's code came.
        await page.get_by_label("Admin token").fill(admin_token)
        await page.get_by_label("Admin token").press("Enter")
        await release()
        await page.get_by_role("heading", name="Platform Admin", level=1).wait_for()
        assert all(admin_token not in url and "token=" not in url for url in [*pages, page.url])
        assert page.problems == []


async def test_assets_come_compressed_and_cached_for_good(owner, owner_page, browser_page):
    async with owner_page(owner) as page:
        assets = []
        page.on("response", lambda response: assets.append(response) if "/assets/" in response.url else None)
        document = await page.goto("/app/overview")
        await page.get_by_test_id("figures-period").wait_for()
        await page.wait_for_load_state("networkidle")
        assert (await document.all_headers())["cache-control"] == "no-cache"
        await _check_assets(assets, "/_portal/assets/")

    async with browser_page() as page:
        assets = []
        page.on("response", lambda response: assets.append(response) if "/assets/" in response.url else None)
        document = await page.goto("/admin")
        await page.get_by_role("heading", name="Admin Authentication", level=1).wait_for()
        await page.wait_for_load_state("networkidle")
        assert (await document.all_headers())["cache-control"] == "no-cache"
        await _check_assets(assets, "/_ops/assets/")


async def _check_assets(responses, base: str) -> None:
    scripts = [response for response in responses if response.url.endswith(".js")]
    styles = [response for response in responses if response.url.endswith(".css")]
    assert scripts and styles and all(base in response.url for response in responses)
    for response in responses:
        headers = await response.all_headers()
        assert headers["cache-control"] == "public, max-age=31536000, immutable", response.url
        if response.url.endswith((".js", ".css")):
            assert headers.get("content-encoding") == "gzip", response.url


async def test_the_cards_field_keeps_the_focus_when_the_console_replaces_it(browser_page, admin_token):
    async with browser_page() as page:
        release = await console_held(page)
        # The operator clicks into the pre-rendered card's field; the console's code arrives before they type.
        await page.get_by_label("Admin token").click()
        await release()
        await page.wait_for_function("""() => Object.keys(document.querySelector('input[type=password]'))
            .some((key) => key.startsWith('__reactProps'))""")
        await page.keyboard.type(admin_token)
        await page.keyboard.press("Enter")
        await page.get_by_role("heading", name="Platform Admin", level=1).wait_for()
        assert page.problems == []
