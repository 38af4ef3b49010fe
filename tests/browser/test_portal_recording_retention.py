"""How long call recordings are kept, chosen in Settings in Chromium against the real stack."""

PHONE = {"width": 375, "height": 800}


async def test_an_owner_chooses_how_long_recordings_are_kept(owner_session, owner_page, onboard_salon,
                                                             screenshots_dir):
    async with owner_session(name="Rita Keep") as owner:
        await onboard_salon(owner, name="Keep Cuts")
        async with owner_page(owner, "/app/settings", heading="Settings", viewport=PHONE) as page:
            keep = page.get_by_label("Keep recordings for")
            await keep.wait_for()
            assert await keep.input_value() == "90"
            await keep.select_option("30")
            await page.get_by_role("button", name="Save", exact=True).click()
            await page.get_by_role("region", name="Notifications").get_by_text(
                "Recordings are kept for 30 days", exact=True).wait_for()
            assert (await owner.get("/api/receptionist/recordings/retention")).json() == {"days": 30}
            await page.screenshot(path=f"{screenshots_dir}/settings-recordings-375.png", full_page=True)
            assert page.problems == []
