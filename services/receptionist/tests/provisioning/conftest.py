import dataclasses
import time
import uuid
from collections.abc import Iterator

import pytest
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from receptionist import signatures
from receptionist.models import Agent, PromptChange, Setup
from receptionist.provisioning import saga
from ringbook_common.testing.loopback import LoopbackServer

from ..conftest import TWILIO_TOKEN, VOICE_KEY
from ..factories import set_up_salon
from ..fakes.retell import FakeRetell
from ..fakes.twilio import FakeTwilio

TWILIO_ACCOUNT = "AC" + "1" * 32
PRIMARY_PROFILE = "BU" + "2" * 32  # our own customer profile, approved
TRUNK = "TK" + "3" * 32

HOURS = {"0": {"closed": True}, **{str(day): {"open": "09:00", "close": "18:00", "closed": False}
                                   for day in range(1, 6)},
         "6": {"open": "10:00", "close": "16:00", "closed": False}}


@pytest.fixture(autouse=True)
async def no_prompt_changes_left(db):
    yield
    await db.execute("DELETE FROM prompt_changes")


@pytest.fixture(scope="session")
def retell_server() -> Iterator[FakeRetell]:
    server = FakeRetell(VOICE_KEY).start()
    yield server
    server.stop()


@pytest.fixture
def retell(retell_server) -> FakeRetell:
    retell_server.reset()
    return retell_server


@pytest.fixture
def retell_settings(settings, retell_server):
    return settings.model_copy(update={"voice_provider": "retell", "retell_api_url": retell_server.base_url,
                                       "retell_timeout_seconds": 5.0})


@pytest.fixture(scope="session")
def twilio_server() -> Iterator[FakeTwilio]:
    server = FakeTwilio(TWILIO_ACCOUNT, TWILIO_TOKEN, PRIMARY_PROFILE).start()
    yield server
    server.stop()


@pytest.fixture
def twilio(twilio_server) -> FakeTwilio:
    twilio_server.reset()
    return twilio_server


@pytest.fixture
def trunk_settings(retell_settings, twilio):
    """Retell with our own Twilio account: numbers are bought there and imported into Retell, and salons register
    for texting there."""
    return retell_settings.model_copy(update={
        "twilio_account_sid": TWILIO_ACCOUNT, "twilio_base_url": twilio.api_url,
        "twilio_messaging_url": twilio.messaging_url, "twilio_trusthub_url": twilio.trusthub_url,
        "twilio_trunk_sid": TRUNK, "twilio_primary_profile_sid": PRIMARY_PROFILE,
        "retell_termination_uri": "ringbook.pstn.twilio.com",
        "retell_sip_username": "retell", "retell_sip_password": "sip-test-password"})


@pytest.fixture
def trunk_context(app, trunk_settings):
    return dataclasses.replace(app.state.context, settings=trunk_settings)


@pytest.fixture
def local_context(app):
    return app.state.context


@pytest.fixture
def retell_context(app, retell_settings):
    return dataclasses.replace(app.state.context, settings=retell_settings)


class FunctionEndpoints:
    """Stands in for our seven function URLs in the self-test: checks each request's Retell signature, answers 200
    (or the status a test chose for a function) and keeps what it received."""

    def __init__(self) -> None:
        self.statuses: dict[str, int] = {}
        self.received: list[tuple[str, dict, bool]] = []  # (function, body, signature valid)
        self._server = LoopbackServer(Starlette(routes=[
            Route("/api/receptionist/functions/{name}", self._function, methods=["POST"])]), "function endpoints")

    @property
    def base_url(self) -> str:
        return self._server.base_url

    def start(self) -> "FunctionEndpoints":
        self._server.start()
        return self

    def stop(self) -> None:
        self._server.stop()

    async def _function(self, request: Request) -> JSONResponse:
        name, raw = request.path_params["name"], await request.body()
        valid = signatures.verify(raw, VOICE_KEY, request.headers.get(signatures.HEADER), int(time.time() * 1000))
        self.received.append((name, await request.json(), valid))
        if not valid:
            return JSONResponse({"error": "bad signature"}, status_code=401)
        status = self.statuses.get(name, 200)
        return JSONResponse({"ok": False, "result": "Nothing to do in a self-test."}, status_code=status)


@pytest.fixture(scope="session")
def function_endpoints_server() -> Iterator[FunctionEndpoints]:
    server = FunctionEndpoints().start()
    yield server
    server.stop()


@pytest.fixture
def function_endpoints(function_endpoints_server) -> FunctionEndpoints:
    function_endpoints_server.statuses.clear()
    function_endpoints_server.received.clear()
    return function_endpoints_server


async def add_setup(app, owner, *, status: str = "review", area_code: str = "", ai_name: str = "Ava",
                    voice: str = "female", languages: tuple[str, ...] = ("Spanish",)) -> None:
    async with app.state.sessionmaker() as session, session.begin():
        # merge: the salon's events have made the row already (it keeps tenants' opening hours).
        await session.merge(Setup(tenant_id=uuid.UUID(owner.tenant_id), status=status, location="12 Main St",
                                  city="Springfield", state="IL", zip_code="62701", area_code=area_code,
                                  ai_name=ai_name, voice_id=voice, additional_languages=list(languages),
                                  operating_hours=HOURS, default_event_type_id="builtin",
                                  service_event_type_mappings=[]))


async def ready_salon(app, owner, **setup) -> None:
    """A salon whose owner reached the wizard's review step."""
    # The address the wizard saved at tenants, as its parts below make it.
    await set_up_salon(app, owner, address="12 Main St, Springfield, IL 62701",
                       staff=(("maria", "Maria Lopez"), ("sam", "Sam Lee")))
    await add_setup(app, owner, **setup)


async def start(app, settings, owner, *, requested_by: str = "owner") -> Agent:
    async with app.state.sessionmaker() as session, session.begin():
        return await saga.start(session, settings, uuid.UUID(owner.tenant_id), requested_by=requested_by)


async def agent_of(app, owner) -> Agent:
    async with app.state.sessionmaker() as session:
        return await session.get(Agent, uuid.UUID(owner.tenant_id))


async def setup_status(app, owner) -> str:
    async with app.state.sessionmaker() as session:
        return (await session.get(Setup, uuid.UUID(owner.tenant_id))).status


async def prompt_change_pending(app, owner) -> bool:
    async with app.state.sessionmaker() as session:
        return await session.get(PromptChange, uuid.UUID(owner.tenant_id)) is not None
