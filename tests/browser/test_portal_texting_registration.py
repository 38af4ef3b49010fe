"""An owner registers the salon for texting from its own number, in Settings, in Chromium against the real stack
(its local line approves at once: nobody reviews it there). A detail carriers would refuse is caught before it is
sent; the EIN is never shown again; the picture Twilio is given of how clients agree to texts is served."""

PHONE = {"width": 375, "height": 800}


async def test_an_owner_registers_the_salon_for_texting_in_settings(
        owner_session, owner_page, configure_salon, launch_receptionist, gateway, screenshots_dir):
    async with owner_session(name="Rosa Texting") as owner:
        await configure_salon(owner, name="Rosa Cuts")
        number = (await launch_receptionist(owner))["formattedPhoneNumber"]
        async with owner_page(owner, "/app/settings", heading="Settings", viewport=PHONE) as page:
            card = page.get_by_role("region", name="Texting from your number")
            await card.get_by_role("button", name="Register your business").click()
            await card.get_by_label("Legal business name (as on your IRS records)").wait_for()
            await card.screenshot(path=f"{screenshots_dir}/settings-texting-form-375.png")
            assert await card.get_by_label("Legal business name (as on your IRS records)").input_value() == "Rosa Cuts"
            assert await card.get_by_label("Street address").input_value() == "12 Main St"
            await card.get_by_label("Legal business name (as on your IRS records)").fill("Rosa Cuts LLC")
            await card.get_by_label("Business type").select_option(label="LLC")
            await card.get_by_label("EIN").fill("12-34")
            await card.get_by_label("Website (or your booking or social page)").fill("rosacuts.example.com")
            await card.get_by_label("First name").fill("Rosa")
            await card.get_by_label("Last name").fill("Texting")
            await card.get_by_label("Email").fill("rosa@rosacuts.example.com")
            await card.get_by_label("Phone").fill("(217) 555-0134")
            await card.get_by_label("Job title").fill("Owner")
            await card.get_by_label("Role").select_option(label="CEO")
            await card.get_by_role("button", name="Send for approval").click()
            await card.get_by_text("An EIN is nine digits, like 12-3456789").wait_for()
            assert (await owner.get("/api/receptionist/texting/registration")).json()["status"] == "none"

            await card.get_by_label("EIN").fill("12-3456789")
            await card.get_by_role("button", name="Send for approval").click()
            await card.get_by_text("Approved: clients are texted from your own number").wait_for()
            await card.get_by_text(number).wait_for()
            await card.get_by_text("Texts from this number").wait_for()
            assert await page.get_by_text("123456789").count() == 0
            assert await page.get_by_text("12-3456789").count() == 0
            await card.screenshot(path=f"{screenshots_dir}/settings-texting-375.png")
            await page.set_viewport_size({"width": 1280, "height": 900})
            await card.screenshot(path=f"{screenshots_dir}/settings-texting-1280.png")
            assert page.problems == []

        sent = (await owner.get("/api/receptionist/texting/registration")).json()
        assert (sent["status"], sent["details"]["legalName"], sent["details"]["einLastFour"]) == (
            "approved", "Rosa Cuts LLC", "6789")
        assert sent["details"]["website"] == "https://rosacuts.example.com"
        picture = await owner.get("/texting-consent.png")
        assert (picture.status_code, picture.headers["content-type"]) == (200, "image/png")
