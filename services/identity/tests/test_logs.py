"""Passwords and codes never reach the logs."""

import logging

from .conftest import PASSWORD


async def test_no_password_or_code_is_logged(client, register, mailbox, caplog, capsys):
    caplog.set_level(logging.DEBUG)
    await register(verify=False)
    code = await mailbox.latest_code("ana@salon.example")
    await client.post("/auth/verify-email", json={"email": "ana@salon.example", "code": code})
    await client.post("/auth/login", json={"email": "ana@salon.example", "password": PASSWORD})
    await client.post("/auth/login", json={"email": "ana@salon.example", "password": "wrong " + PASSWORD})
    logged = caplog.text + capsys.readouterr().out
    assert "POST /auth/login" in logged, "the log was captured"
    assert PASSWORD not in logged
    assert code not in logged
