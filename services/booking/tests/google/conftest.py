from collections.abc import Iterator

import pytest

from ..fakes.google import FakeGoogle


@pytest.fixture(scope="session")
def google_server(google_url, settings):
    """The fake Google for the whole session, on the port the app's settings point at."""
    fake = FakeGoogle(client_id=settings.google_client_id, client_secret=settings.secret("google_client_secret"))
    running = fake.serve(int(google_url.rsplit(":", 1)[1]))
    yield fake
    running.stop()


@pytest.fixture
def google(google_server, client) -> Iterator[FakeGoogle]:
    """The fake Google, emptied and answering, for one test (after the app's tables are emptied too)."""
    google_server.reset()
    yield google_server
    google_server.recover()
