import pytest

from .line import open_salon


@pytest.fixture
async def phone(app, booking, client, owner):
    return await open_salon(app, booking, client, owner)
