"""The run-wide "no secret in the logs" check.

It is a session fixture's finalizer, not a late-sorting module: tests/attacks sorts before booking, browser,
identity, receptionist, ... so a module here would only see the log of the tests before it. A session fixture
is finalized at the very end of the run, before the stack it depends on stops (fixtures finish in reverse
order of setup), so it reads the log every test of the session wrote to `.test-artifacts/stack.log`; a leak
makes the run fail with an error at teardown naming the secret and the log line. It is autouse for this folder,
so it is armed whenever any attack test runs (which `make test` always does).
"""

import pytest

from tests.attacks.log_secrets import scan


@pytest.fixture(scope="session", autouse=True)
def no_secret_in_the_stack_log_at_the_end_of_the_run(stack):
    yield
    found = scan(stack)
    assert not found, "secrets in .test-artifacts/stack.log:\n" + "\n".join(found)
