"""The public forms against the real leads service: what the visitor sees and what the server received."""

import asyncio
import json
import re
from decimal import Decimal

from playwright.async_api import expect

from ringbook_common.testing.wait import eventually

from .conftest import dollars, fresh_email, whole


async def emails_to(gateway, to: str) -> list[dict]:
    async def arrived():
        return (await gateway.get("/dev/outbox", params={"to": to})).json()

    return await eventually(arrived)


def custom_plan(calls: int, minutes: int, locations: int, sms_options: int, revenue: int, missed: int) -> dict:
    """public-site.md §9 (price and ROI), with the default 60% conversion and 22 business days."""
    total = (Decimal(calls) * minutes * Decimal("0.13") + 5 * locations
             + Decimal(calls) * locations * Decimal("0.005") * sms_options + 3 * locations
             + (25 * (locations - 1) if locations > 1 else 0))
    price = whole(total / (1 - Decimal("0.55")))
    missed_per_month = missed * 22
    captured = whole(missed_per_month * Decimal("0.95") * Decimal("0.6"))
    extra = captured * revenue
    return {
        "price": price,
        "annual": whole(Decimal(price) * 12 * Decimal("0.85")),
        "net_profit": extra - price,
        "roi": whole(Decimal(extra - price) * 100 / price),
        "payback": whole(Decimal(price) * 30 / extra),
    }


async def test_the_contact_form_reaches_the_team(page, gateway):
    sender = fresh_email("emily")
    await page.goto("/contact")
    form = page.locator("form")
    await form.get_by_role("button", name="Send Message").click()
    await expect(page.get_by_role("alert")).to_contain_text("Validation Error")

    await form.get_by_label("Full Name").fill("Emily Chen")
    await form.get_by_label("Email").fill(sender)
    await form.get_by_label("Phone Number").fill("503 555 0100")
    await form.get_by_label("Business Name").fill("Serenity Day Spa")
    await form.get_by_label("Message").fill("Can Brian book couples massages?")
    async with page.expect_response("**/api/contact") as answer:
        await form.get_by_role("button", name="Send Message").click()
    assert (await answer.value).status == 201
    await expect(page.get_by_role("status").filter(has_text="Success!")).to_contain_text(
        "Thank you for contacting us! We'll get back to you soon.")
    await expect(form.get_by_label("Full Name")).to_have_value("")

    [acknowledgement] = await emails_to(gateway, sender)
    assert acknowledgement["subject"] == "We got your message"


# Passes the page's own check but not the server's: longer than the 254 characters an address may have.
UNDELIVERABLE = f"{'x' * 250}@salon.example"


async def test_the_contact_form_keeps_the_message_when_the_server_refuses_it(page):
    await page.goto("/contact")
    form = page.locator("form")
    await form.get_by_label("Full Name").fill("Emily Chen")
    await form.get_by_label("Email").fill(UNDELIVERABLE)
    await form.get_by_label("Message").fill("Hello!")
    async with page.expect_response("**/api/contact") as answer:
        await form.get_by_role("button", name="Send Message").click()
    assert (await answer.value).status == 422
    await expect(page.get_by_role("alert")).to_contain_text("Failed to submit form. Please try again.")
    await expect(form.get_by_label("Message")).to_have_value("Hello!")
    await expect(form.get_by_role("button", name="Send Message")).to_be_enabled()


async def test_the_newsletter_says_so_when_the_server_refuses(page):
    await page.goto("/blog")
    await page.get_by_label("Email address").fill(UNDELIVERABLE)
    async with page.expect_response("**/api/subscribe") as answer:
        await page.get_by_role("button", name="Subscribe").click()
    assert (await answer.value).status == 422
    await expect(page.get_by_role("alert")).to_contain_text("Failed to subscribe. Please try again.")
    await expect(page.get_by_label("Email address")).to_have_value(UNDELIVERABLE)


async def test_the_newsletter_subscribes_from_the_blog(page, gateway):
    reader = fresh_email("reader")
    await page.goto("/blog")
    box = page.get_by_label("Email address")
    await page.get_by_role("button", name="Subscribe").click()
    await expect(page.get_by_role("alert")).to_contain_text("Please enter your email")

    await box.fill(reader)
    await page.get_by_role("button", name="Subscribe").click()
    await expect(page.get_by_role("status").filter(has_text="Success!")).to_contain_text(
        "Successfully subscribed to our newsletter!")
    await expect(box).to_have_value("")
    [confirmation] = await emails_to(gateway, reader)
    assert confirmation["subject"] == "You're subscribed to the Ringbook newsletter"


async def slow_page_code(route):
    """A slow phone's network: the pre-rendered page shows, and its code arrives well after the visitor starts."""
    await asyncio.sleep(1.5)
    await route.continue_()


async def test_an_address_typed_while_the_blog_is_still_loading_is_subscribed(page, gateway):
    reader = fresh_email("early.reader")
    await page.route("**/assets/**", slow_page_code)
    await page.goto("/blog", wait_until="commit")
    await page.get_by_label("Email address").fill(reader)
    await expect(page.get_by_role("button", name="Subscribe")).to_be_disabled()
    await page.get_by_role("button", name="Subscribe").click()
    await expect(page.get_by_role("status").filter(has_text="Success!")).to_contain_text(
        "Successfully subscribed to our newsletter!")
    [confirmation] = await emails_to(gateway, reader)
    assert confirmation["subject"] == "You're subscribed to the Ringbook newsletter"


async def test_a_message_typed_while_the_contact_page_is_still_loading_is_sent_whole(page):
    await page.route("**/assets/**", slow_page_code)
    await page.goto("/contact", wait_until="commit")
    form = page.locator("form")
    await form.get_by_label("Full Name").fill("Emily Chen")
    await form.get_by_label("Email").fill(fresh_email("early.emily"))
    await form.get_by_label("Message").fill("Do you answer calls in French?")
    async with page.expect_request("**/api/contact") as sent:
        await form.get_by_role("button", name="Send Message").click()
    body = (await sent.value).post_data_json
    assert (body["name"], body["message"]) == ("Emily Chen", "Do you answer calls in French?")
    await expect(page.get_by_role("status").filter(has_text="Success!")).to_be_visible()


async def test_the_blog_filters_by_category_and_search(page):
    await page.goto("/blog")
    await expect(page.get_by_role("heading", name="Featured Articles")).to_be_visible()
    await page.get_by_role("button", name="Barbershop Tips").click()
    await expect(page.get_by_role("heading", name="Featured Articles")).to_have_count(0)
    await expect(page.get_by_role("heading", level=3)).to_have_text(
        ["Maximizing Barbershop Revenue with Smart Scheduling"])
    await page.get_by_role("button", name="All").click()
    await page.get_by_label("Search articles").fill("RETENTION")
    await expect(page.get_by_role("heading", level=3)).to_have_text(["Client Retention Strategies for Modern Salons"])
    await page.get_by_label("Search articles").fill("xyzzy")
    await expect(page.get_by_text("No articles found.")).to_be_visible()
    await expect(page.get_by_text("Try adjusting your search terms or category filter")).to_be_visible()


async def test_the_lead_form_walks_five_steps_and_applies(page, gateway):
    applicant = fresh_email("marcus")
    await page.goto("/get-started")
    await page.get_by_role("button", name="Continue").click()
    await expect(page.get_by_text("Business name is required")).to_be_visible()
    await expect(page.get_by_text("Valid phone number is required")).to_be_visible()

    await page.get_by_label("Business Name").fill("Sharp Cuts Barbershop")
    await page.get_by_label("Your Name").fill("Marcus Thompson")
    await page.get_by_label("Email").fill(applicant)
    await page.get_by_label("Phone").fill("404 555 0100")
    await page.get_by_label("Business Type").select_option("barbershop")
    await page.get_by_role("button", name="Continue").click()

    await expect(page.get_by_text("Step 2 of 5")).to_be_visible()
    await expect(page.get_by_text("40% complete")).to_be_visible()
    await page.get_by_label("Phone calls").check()
    await page.get_by_label("Missed calls after hours").check()
    await page.get_by_role("button", name="Continue").click()

    # The estimate: booking value x missed calls a week x 4 x 40%.
    estimate = page.get_by_test_id("lead-estimate")
    await expect(estimate).to_have_text("$1,920")
    value = page.get_by_role("slider", name="Average booking value")
    await value.focus()
    await value.press("ArrowRight")  # $85
    await expect(estimate).to_have_text(dollars(85 * 15 * 4 * 4 // 10))
    await page.get_by_role("button", name="Continue").click()

    await page.get_by_label("Services you offer (one per line)").fill("Skin fade\nBeard trim\nHot towel shave")
    await page.get_by_label("Operating hours").fill("Tue-Sat 9am-7pm")
    await page.get_by_label("English").check()
    await page.get_by_role("button", name="Continue").click()

    await expect(page.get_by_text("Step 5 of 5")).to_be_visible()
    await expect(page.get_by_text("What happens next?")).to_be_visible()
    await page.get_by_label("I agree to be contacted").check()
    async with page.expect_request("**/api/lead-form") as sent:
        await page.get_by_role("button", name="Get My Custom AI Receptionist").click()
    payload = json.loads((await sent.value).post_data)
    assert payload["businessType"] == "barbershop"
    assert payload["avgBookingValue"] == 85
    assert payload["servicesOffered"] == "Skin fade\nBeard trim\nHot towel shave"

    await expect(page).to_have_url(re.compile(r"/lead-thank-you$"))
    await expect(page.get_by_role("heading", level=1, name="Thank You!")).to_be_visible()
    await expect(page.get_by_text("Application Received")).to_be_visible()
    [confirmation] = await emails_to(gateway, applicant)
    assert confirmation["subject"] == "Your Ringbook application is in"


async def test_the_configurator_prices_live_and_the_server_agrees(page, gateway):
    buyer = fresh_email("jess")
    await page.goto("/configure")
    await expect(page.get_by_text("20% complete")).to_be_visible()
    await page.get_by_label("Business Name").fill("Maple & Co. Hair")
    await page.get_by_label("Your Name").fill("Jess Doe")
    await page.get_by_label("Email").fill(buyer)
    await page.get_by_label("Phone").fill("512 555 0100")
    await page.get_by_role("button", name="Continue").click()

    await expect(page.get_by_text("40% complete")).to_be_visible()
    calls = page.get_by_role("slider", name="Calls per month")
    await calls.focus()
    for _ in range(4):
        await calls.press("ArrowRight")  # 200 -> 400 calls
    await expect(calls).to_have_attribute("aria-valuetext", "400")
    await page.get_by_label("Number of locations").fill("3")
    await page.get_by_label("SMS reminders").uncheck()
    await page.get_by_role("button", name="Continue").click()

    await expect(page.get_by_text("60% complete")).to_be_visible()
    missed = page.get_by_role("slider", name="Missed calls per day")
    await missed.focus()
    for _ in range(5):
        await missed.press("ArrowLeft")  # 15 -> 10 a day
    expected = custom_plan(400, 7, 3, 1, 85, 10)
    await expect(page.get_by_test_id("plan-monthly-price")).to_have_text(dollars(expected["price"]))
    await expect(page.get_by_test_id("plan-annual-price")).to_have_text(dollars(expected["annual"]))
    await expect(page.get_by_test_id("roi-net-profit")).to_have_text(dollars(expected["net_profit"]))
    await expect(page.get_by_test_id("roi-roi-percentage")).to_have_text(f"{expected['roi']:,}%")
    days = "day" if expected["payback"] == 1 else "days"
    await expect(page.get_by_test_id("roi-payback-days")).to_have_text(f"{expected['payback']} {days}")
    await page.get_by_role("button", name="Continue").click()

    await expect(page.get_by_text("80% complete")).to_be_visible()
    await page.get_by_role("button", name="Submit Order").click()
    await expect(page.get_by_text("You must agree to the terms")).to_be_visible()
    await page.get_by_label("I agree to the Terms of Service").check()
    await page.get_by_label("I agree to the Privacy Policy").check()
    async with page.expect_response("**/api/custom-plan") as answered:
        await page.get_by_role("button", name="Submit Order").click()
    answer = await (await answered.value).json()
    assert answer["pricing"]["clientPrice"] == expected["price"]
    assert answer["roi"]["netProfit"] == expected["net_profit"]

    await expect(page).to_have_url(re.compile(r"/thank-you$"))
    await expect(page.get_by_role("heading", level=1, name="Thank you, Jess Doe!")).to_be_visible()
    await expect(page.get_by_text(f"{dollars(expected['price'])}/month")).to_be_visible()
    await expect(page.get_by_text(f"{expected['roi']:,}%")).to_be_visible()
    stored = json.loads(await page.evaluate("localStorage.getItem('customPlanSubmission')"))
    assert stored["pricing"]["clientPrice"] == expected["price"]
    assert stored["locations"] == 3
    [confirmation] = await emails_to(gateway, buyer)
    assert confirmation["subject"] == "Your Ringbook plan for Maple & Co. Hair"


async def test_the_thank_you_page_without_an_order(page):
    await page.goto("/thank-you")
    await expect(page.get_by_role("heading", name="No submission data found.")).to_be_visible()
    await page.get_by_role("link", name="View Pricing").click()
    await expect(page).to_have_url(re.compile(r"/pricing$"))
