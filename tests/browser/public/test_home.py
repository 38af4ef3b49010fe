"""The home page: typed headline, the ROI calculator's figures, section links, FAQ, the demo call, phones."""

import re
from decimal import Decimal

from playwright.async_api import expect

from .conftest import dollars, whole


def roi_calculator(revenue: int, missed: int, conversion: int, days: int) -> dict[str, int]:
    """public-site.md §9, written out again here so the page is checked against the spec, not itself."""
    monthly = Decimal(revenue) * missed * Decimal(conversion) / 100 * days
    recoverable = monthly * Decimal("0.95")
    return {
        "roi-monthly-lost": whole(monthly),
        "roi-recovered": whole(recoverable),
        "roi-yearly-lost": whole(monthly * 12),
        "roi-percentage": whole((recoverable - 399) / 399 * 100),
    }


async def expect_figures(page, figures: dict[str, int]) -> None:
    for test_id, value in figures.items():
        text = f"{value:,}%" if test_id == "roi-percentage" else dollars(value)
        await expect(page.get_by_test_id(test_id).first).to_have_text(text)


async def test_the_headline_types_itself_out(page):
    await page.goto("/")
    typed = page.get_by_test_id("typed-headline")
    # A few letters in, not yet finished...
    await expect(typed).to_have_text(re.compile(r"^Never"))
    assert (await typed.inner_text()).strip() != "Never Miss a Client Call Again"
    # ...then complete, with the cursor gone.
    await expect(typed).to_have_text("Never Miss a Client Call Again")
    await expect(page.get_by_role("heading", level=1)).to_have_accessible_name("Never Miss a Client Call Again")


async def test_reduced_motion_shows_the_headline_at_once(browser, gateway_url):
    context = await browser.new_context(base_url=gateway_url, reduced_motion="reduce")
    page = await context.new_page()
    await page.goto("/")
    await expect(page.get_by_test_id("typed-headline")).to_have_text("Never Miss a Client Call Again", timeout=1500)
    await context.close()


async def test_the_roi_calculator_recomputes_with_every_slider(page):
    await page.goto("/#roi-calculator")
    await expect_figures(page, roi_calculator(85, 5, 60, 22))

    section = page.locator("#roi-calculator")
    revenue = section.get_by_role("slider", name="Average revenue per client")
    await revenue.focus()
    for _ in range(3):
        await revenue.press("ArrowRight")  # $5 steps: 85 -> 100
    await expect(revenue).to_have_attribute("aria-valuetext", "$100")
    await expect_figures(page, roi_calculator(100, 5, 60, 22))

    conversion = section.get_by_role("slider", name="Conversion rate")
    await conversion.focus()
    await conversion.press("Home")  # 10%
    days = section.get_by_role("slider", name="Business days per month")
    await days.focus()
    await days.press("End")  # 31
    missed = section.get_by_role("slider", name="Missed calls per day")
    await missed.focus()
    await missed.press("ArrowLeft")  # 4
    await expect_figures(page, roi_calculator(100, 4, 10, 31))


async def test_a_section_link_from_another_page_opens_home_and_scrolls_there(page):
    await page.goto("/pricing")
    await page.get_by_role("navigation", name="Main").get_by_role("link", name="FAQ").click()
    await expect(page).to_have_url(re.compile(r"/#?faq$|/$"))
    faq = page.get_by_role("heading", name="Frequently Asked Questions")
    await expect(faq).to_be_in_viewport()
    await expect(page.get_by_role("heading", level=1, name="Never Miss a Client Call Again")).not_to_be_in_viewport()


async def test_several_faq_answers_can_be_open_at_once(page):
    await page.goto("/#faq")
    await page.get_by_text("How long does setup take?").click()
    await page.get_by_text("What languages does it speak?").click()
    await expect(page.get_by_text("Most salons are live in 5-10 minutes")).to_be_visible()
    await expect(page.get_by_text("English, Spanish, French, German, Italian and Portuguese.")).to_be_visible()
    await page.get_by_text("How long does setup take?").click()
    await expect(page.get_by_text("Most salons are live in 5-10 minutes")).to_be_hidden()
    await expect(page.get_by_text("Live chat available 9AM-6PM PST")).to_be_visible()


async def test_the_demo_call_plays_pauses_and_downloads(page, gateway):
    audio = await gateway.get("/audio/new-appointment-booking.mp3")
    assert audio.status_code == 200
    assert audio.headers["content-type"] == "audio/mpeg"
    assert audio.content[:3] == b"ID3" or audio.content[:2] == b"\xff\xfb"

    await page.goto("/#demo")
    card = page.locator("#demo")
    await expect(card.get_by_text("2:15")).to_be_visible()
    progress = card.get_by_role("progressbar", name="New Appointment Booking played")
    await expect(progress).to_have_attribute("aria-valuenow", "0")

    await card.get_by_role("button", name="Play New Appointment Booking").click()
    await expect(card.get_by_text("0:01")).to_be_visible()
    await expect(progress).not_to_have_attribute("aria-valuenow", "0", timeout=15_000)
    duration = await page.evaluate("document.querySelector('#demo audio').duration")
    assert 133 <= duration <= 137, duration  # the advertised 2:15

    await card.get_by_role("button", name="Pause New Appointment Booking").click()
    await expect(card.get_by_role("button", name="Play New Appointment Booking")).to_be_visible()
    assert await page.evaluate("document.querySelector('#demo audio').paused")

    async with page.expect_download() as download:
        await card.get_by_role("link", name="Download New Appointment Booking").click()
    assert (await download.value).suggested_filename == "New Appointment Booking.mp3"


async def test_the_phone_layout_has_a_working_menu_and_no_sideways_scrolling(phone_page):
    page = phone_page
    for path in ("/", "/pricing", "/businesses", "/blog", "/configure", "/get-started", "/login"):
        await page.goto(path)
        await expect(page.get_by_role("heading", level=1)).to_be_visible()
        assert await page.evaluate("document.documentElement.scrollWidth") <= 375, path

    await page.goto("/")
    menu = page.get_by_role("navigation", name="Mobile")
    await expect(menu).to_have_count(0)
    await page.get_by_role("button", name="Open menu").click()
    await expect(menu).to_be_visible()
    await page.keyboard.press("Escape")
    await expect(menu).to_have_count(0)
    await expect(page.get_by_role("button", name="Open menu")).to_be_focused()
    await page.get_by_role("button", name="Open menu").click()
    await menu.get_by_role("link", name="Blog").click()
    await expect(page.get_by_role("heading", level=1, name="Ideas for busier chairs")).to_be_visible()
    await expect(menu).to_have_count(0)


async def test_the_form_pages_show_only_the_logo_in_the_header(page):
    for path in ("/configure", "/get-started", "/lead-thank-you", "/thank-you"):
        await page.goto(path)
        await expect(page.get_by_role("heading", level=1)).to_be_visible()
        await expect(page.get_by_role("navigation", name="Main")).to_have_count(0)
        await expect(page.get_by_role("link", name="Get Started")).to_have_count(0)
