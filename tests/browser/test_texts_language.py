"""Texts in the caller's language, on the salon's clock, in Chromium against the real stack: a salon in Madrid takes
a Spanish test call from the owner's "Test your receptionist" panel; the booking's confirmation text is in Spanish
with the time as Spain writes it (16:00), and so is the cancellation after a second Spanish call."""

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import httpx

from ringbook_common.testing.wait import eventually

from .test_test_calls import EVERY_DAY, PHONE, say

SALON = "Peluquería Sol"
MADRID = ZoneInfo("Europe/Madrid")
CLIENT = "+14158675309"  # the owner's own phone (Settings), which the test line calls from
MONTHS = ("enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
          "noviembre", "diciembre")


async def move_to_madrid(owner: httpx.AsyncClient) -> None:
    """The salon's Settings as they are, in Spain (the owner's phone written internationally)."""
    current = (await owner.get("/portal/tenants/settings")).json()
    saved = await owner.put("/portal/tenants/settings", json={
        **current, "timezone": "Europe/Madrid", "country": "ES", "ownerPhone": "+1 415 867 5309"})
    assert saved.status_code == 200, saved.text
    assert saved.json()["country"] == "ES"


async def text_arrives(owner: httpx.AsyncClient, opening: str) -> str:
    """The salon's text to the client that starts with `opening` (the test line's number is every test owner's)."""
    async def arrived() -> str | None:
        texts = (await owner.get("/dev/outbox", params={"to": CLIENT})).json()
        return next((text["body"] for text in texts
                     if text["channel"] == "sms" and text["body"].startswith(opening)), None)
    return await eventually(arrived, timeout=30)


async def call(page, turns: list[tuple[str, str]]) -> None:
    """A call from the test panel: each caller turn with the words the agent's answer carries; then hung up."""
    await page.get_by_role("button", name="Test your receptionist").first.click()
    dialog = page.get_by_role("dialog", name="Test your receptionist")
    await dialog.get_by_role("button", name="Start call").click()
    await dialog.get_by_text("this is Brian").wait_for()
    for text, expected in turns:
        await say(dialog, text, expected)
    await dialog.get_by_text("Call ended").wait_for()
    await page.keyboard.press("Escape")


async def test_a_spanish_call_is_texted_in_spanish_with_the_salons_time(
        owner_session, owner_page, configure_salon, launch_receptionist, screenshots_dir):
    async with owner_session(name="Sol Owner") as owner:
        await configure_salon(owner, name=SALON, hours=EVERY_DAY, languages=["Spanish"])
        await move_to_madrid(owner)
        await launch_receptionist(owner)
        tomorrow = datetime.now(MADRID).date() + timedelta(days=1)
        day = f"el {tomorrow.day} de {MONTHS[tomorrow.month - 1]}"
        async with owner_page(owner, "/app/overview", heading="Overview", viewport=PHONE) as page:
            await call(page, [
                ("Hola, quiero reservar un corte de pelo mañana a las 4 de la tarde", "nombre"),
                ("Me llamo Lucía Fernández", "¿Lo reservo?"),
                ("sí, por favor", "reservada"),
                ("no, gracias, adiós", "Gracias por llamar"),
            ])
            booked = await text_arrives(owner, f"Tienes cita: Haircut en {SALON} el ")
            assert f" {tomorrow.day} de {MONTHS[tomorrow.month - 1]} a las 16:00. " in booked, booked
            assert booked.endswith(" Responde o llámanos para cambiarla o cancelarla.")

            await call(page, [
                ("Hola, quiero cancelar mi cita", "¿La cancelo?"),
                ("sí", "queda cancelada"),
                ("no, gracias, adiós", "Gracias por llamar"),
            ])
            cancelled = await text_arrives(owner, f"Cita cancelada: Haircut en {SALON} el ")
            assert " a las 16:00. Responde o llámanos para reservar de nuevo." in cancelled, cancelled
            assert day.split(" ", 1)[1] in cancelled
            await page.screenshot(path=f"{screenshots_dir}/texts-in-spanish.png")
