"""No secret in the stack's log: the admin token, the voice provider key, each service's signing secret, the
booking token keys, the gateway's private key, the owners' password, every 6-digit code the outbox sent, and
the token of a private calendar feed's or a call recording's address.

Here: the check itself (it finds a planted secret) and the log so far; the whole run's log is checked again by
the session finalizer in conftest.py, after every other test has logged."""

import uuid

from ringbook_common.logging import loggable_path
from tests.attacks.log_secrets import file_secrets, leaks, outbox_codes, scan
from tests.conftest import PASSWORD


def test_every_secret_file_is_known_to_the_check(stack):
    names = set(file_secrets(stack.secrets_dir))
    assert {"admin-token", "voice-provider-key", "booking-token-keys", "internal-token-private.pem body"} <= names
    assert {f"{s}-signing-secret" for s in ("identity", "leads", "tenants", "booking", "receptionist", "admin")
            } <= names
    assert not any(name.startswith("internal-token-public") for name in names)


def test_the_check_finds_a_planted_secret_code_or_password(stack):
    secrets = file_secrets(stack.secrets_dir)
    token, key = secrets["admin-token"], secrets["internal-token-private.pem line 1"]
    log = f'{{"msg": "GET /api/admin/overview 200", "token": "{token}"}}\nkey part {key}\ncode=482913.\n{PASSWORD}\n'
    found = leaks(log, secrets, {"482913", "111111"})
    named = {f.split(" in: ")[0] for f in found}
    expected = {"admin-token", "internal-token-private.pem line 1", "owners' password", "code 482913"}
    assert expected <= named <= expected | {"internal-token-private.pem body"}  # a one-line PEM body is its line
    assert leaks("request_id a482913b duration 1482913", secrets, {"482913"}) == []


def test_the_check_finds_a_capability_address_and_the_logs_mask_it():
    log = ("gateway | GET /calendars/Zq3xYv9LwQ2s8Rk1.ics 200\n"
           "receptionist | GET /api/receptionist/simulator/recordings/Hb7-Kd_02mWq.wav 206\n")
    assert [f.split(" in: ")[0] for f in leaks(log, {}, set())] == [
        "capability address /calendars/Zq3xYv9LwQ2s8Rk1.ics",
        "capability address /recordings/Hb7-Kd_02mWq.wav"]
    masked = "\n".join(f"GET {loggable_path(path)} 200" for path in (
        "/calendars/Zq3xYv9LwQ2s8Rk1.ics", "/api/receptionist/simulator/recordings/Hb7-Kd_02mWq.wav"))
    assert masked == ("GET /calendars/[token].ics 200\n"
                      "GET /api/receptionist/simulator/recordings/[token].wav 200")
    assert leaks(masked, {}, set()) == []
    assert loggable_path("/api/appointments/42") == "/api/appointments/42"


async def test_a_sign_up_and_operator_calls_leave_no_secret_in_the_log_so_far(stack, gateway, code_for):
    email = f"logs-{uuid.uuid4().hex[:8]}@salon.example"
    await gateway.post("/auth/register", json={"fullName": "Log Owner", "email": email, "password": PASSWORD,
                                               "confirmPassword": PASSWORD})
    code = await code_for(email)
    await gateway.post("/auth/verify-email", json={"email": email, "code": f"{(int(code) + 1) % 1_000_000:06d}"})
    await gateway.post("/auth/verify-email", json={"email": email, "code": code})
    token = (stack.secrets_dir / "admin-token").read_text().strip()
    assert (await gateway.get("/api/admin/overview", headers={"x-admin-token": token})).status_code == 200
    assert code in outbox_codes(stack.outbox_file)
    assert scan(stack) == []
