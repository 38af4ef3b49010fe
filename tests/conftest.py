"""The whole product, started once per test session on free ports, for tests that cross services."""

import shutil
import tempfile
from pathlib import Path

import httpx
import pytest

from ringbook_common.infra.ports import free_port
from ringbook_devstack.stack import Stack

ARTIFACTS = Path(__file__).resolve().parents[1] / ".test-artifacts"


@pytest.fixture(scope="session")
def stack():
    root = Path(tempfile.mkdtemp(prefix="ringbook-stack-"))
    root.chmod(0o755)
    ARTIFACTS.mkdir(exist_ok=True)
    log = (ARTIFACTS / "stack.log").open("w")
    stack = Stack(root / "data", gateway_port=free_port(), durable=False, log_sink=log, colour=False,
                  extra_env={"GATEWAY_AUTH_RATE_PER_MINUTE": "1000", "GATEWAY_FORMS_RATE_PER_MINUTE": "1000",
                             # Long enough that only the revocation event can explain a prompt logout.
                             "GATEWAY_SESSION_CACHE_SECONDS": "60"})
    try:
        stack.start()
        yield stack
    finally:
        stack.stop()
        log.close()
        shutil.rmtree(root, ignore_errors=True)


@pytest.fixture(scope="session")
def gateway_url(stack) -> str:
    return f"http://127.0.0.1:{stack.gateway_port}"


@pytest.fixture
async def gateway(gateway_url):
    async with httpx.AsyncClient(base_url=gateway_url, timeout=15) as client:
        yield client
