"""The marketing pages arrive as finished HTML with their own <head>, then come alive in the browser."""

import gzip
import re

import pytest
from playwright.async_api import expect

# (path, <title>, a sentence that is in the HTML before any script runs, the page's h1)
MARKETING_PAGES = [
    ("/", "Ringbook — AI Phone Receptionist for Salons & Barbershops", "Frequently Asked Questions",
     "Never Miss a Client Call Again"),
    ("/pricing", "Ringbook — Pricing", "Dedicated phone number per location", "Simple pricing that grows with you"),
    ("/businesses", "Ringbook — For Salons, Barbershops, Day Spas & Nail Salons", "Day Spas",
     "An AI receptionist that knows your kind of business"),
    ("/roi-calculator", "Ringbook — ROI Calculator", "Start 14-Day Free Trial",
     "What are missed calls costing your salon?"),
    ("/contact", "Ringbook — Contact Us", "typically respond within 4 hours", "Get in Touch"),
    ("/blog", "Ringbook — Blog", "Featured Articles", "Ideas for busier chairs"),
    ("/blog/hidden-cost-missed-calls-beauty-businesses",
     "Ringbook — The Hidden Cost of Missed Calls for Beauty Businesses", "Putting a number on it",
     "The Hidden Cost of Missed Calls for Beauty Businesses"),
    ("/privacy", "Ringbook — Privacy Policy", "September 29, 2025", "Privacy Policy"),
    ("/terms", "Ringbook — Terms of Service", "99.9% uptime", "Terms of Service"),
    ("/get-started", "Ringbook — Get Started", "Step 1 of 5", "Get your custom AI receptionist"),
    ("/configure", "Ringbook — Configure Your Plan", "Step 1 of 4", "Configure Your Plan"),
]


def unescape(html: str) -> str:
    return html.replace("&amp;", "&").replace("&#x27;", "'").replace("&quot;", '"')


@pytest.mark.parametrize(("path", "title", "sentence", "heading"), MARKETING_PAGES)
async def test_the_page_is_served_pre_rendered_with_its_own_head(gateway, path, title, sentence, heading):
    response = await gateway.get(path, headers={"accept": "text/html"})
    assert response.status_code == 200
    html = unescape(response.text)
    assert f"<title>{title}</title>" in html
    assert html.count("<title>") == 1
    assert html.count('name="description"') == 1
    assert f'<link rel="canonical" href="https://ringbook.app{path}" />' in html
    assert f'<meta property="og:title" content="{title}" />' in html
    assert f'<meta property="og:url" content="https://ringbook.app{path}" />' in html
    assert f'data-prerendered="{path}"' in html
    body = html.split("<body>", 1)[1]
    assert sentence in body
    assert heading in body


@pytest.mark.parametrize(("path", "title", "sentence", "heading"), MARKETING_PAGES)
async def test_the_page_hydrates_without_errors(page, path, title, sentence, heading):
    await page.goto(path)
    await expect(page.get_by_role("heading", level=1, name=heading)).to_be_visible()
    await expect(page).to_have_title(title)
    assert page.problems == [], page.problems


async def test_a_hydrated_page_reacts_to_input(page):
    await page.goto("/roi-calculator")
    missed = page.get_by_role("slider", name="Missed calls per day")
    await expect(page.get_by_test_id("roi-monthly-lost")).to_have_text("$5,610")
    await missed.focus()
    await missed.press("ArrowRight")  # 5 -> 6 missed calls: 85 x 6 x 60% x 22
    await expect(page.get_by_test_id("roi-monthly-lost")).to_have_text("$6,732")


async def test_text_files_are_gzipped_and_assets_cached_for_good(gateway):
    page = await gateway.get("/pricing", headers={"accept": "text/html", "accept-encoding": "gzip"})
    assert page.headers["content-encoding"] == "gzip"
    assert page.headers["cache-control"] == "no-cache"
    script = re.search(r'src="(/assets/index-[^"]+\.js)"', page.text).group(1)
    asset = await gateway.get(script, headers={"accept-encoding": "gzip"})
    assert asset.headers["content-encoding"] == "gzip"
    assert "immutable" in asset.headers["cache-control"]
    raw = await gateway.get(script, headers={"accept-encoding": "identity"})
    assert "content-encoding" not in raw.headers
    assert gzip.decompress(await _raw_gzip(gateway, script)) == raw.content


async def _raw_gzip(gateway, path: str) -> bytes:
    async with gateway.stream("GET", path, headers={"accept-encoding": "gzip"}) as response:
        return b"".join([chunk async for chunk in response.aiter_raw()])


async def test_sitemap_and_robots(gateway):
    sitemap = await gateway.get("/sitemap.xml")
    assert sitemap.status_code == 200
    assert sitemap.headers["content-type"].startswith("application/xml") or "xml" in sitemap.headers["content-type"]
    locations = re.findall(r"<loc>([^<]+)</loc>", sitemap.text)
    assert "https://ringbook.app/" in locations
    assert "https://ringbook.app/configure" in locations
    assert sum(loc.startswith("https://ringbook.app/blog/") for loc in locations) == 6
    robots = await gateway.get("/robots.txt")
    assert "Sitemap: https://ringbook.app/sitemap.xml" in robots.text
    assert "Disallow: /app" in robots.text


async def test_an_unknown_path_shows_the_404_page_not_the_home_page(page):
    response = await page.goto("/no/such/page")
    assert response.status == 404
    await expect(page.get_by_role("heading", level=1, name="404 Page Not Found")).to_be_visible()
    await expect(page).to_have_title("Ringbook — Page Not Found")
    await expect(page.get_by_text("Did you forget to add the page to the router?")).to_be_visible()
    await expect(page.get_by_role("heading", name="Never Miss a Client Call Again")).to_have_count(0)
    # Chromium reports the page's own 404 on the console; nothing else may go wrong.
    own = "Failed to load resource: the server responded with a status of 404 (Not Found)"
    assert page.problems in ([], [own]), page.problems


async def test_an_unknown_article_says_so(page):
    await page.goto("/blog/no-such-article")
    await expect(page.get_by_role("heading", level=1, name="Article Not Found")).to_be_visible()
    await expect(page.get_by_text("The article you're looking for doesn't exist.")).to_be_visible()
    await page.get_by_role("link", name="Back to Blog").click()
    await expect(page).to_have_url(re.compile(r"/blog$"))
