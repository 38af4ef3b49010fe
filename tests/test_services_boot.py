"""Every service boots on its own database with its migrations, and answers health, metrics and errors."""

import asyncio
import importlib
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from alembic import command
from alembic.config import Config
from sqlalchemy import text

from ringbook_common.db import create_engine
from ringbook_common.testing.plugin import running_app

REPO = Path(__file__).resolve().parents[1]
SERVICES = ("identity", "leads", "tenants", "booking", "receptionist", "admin")


def alembic_config(service: str, url: str) -> Config:
    config = Config(str(REPO / "services" / service / "alembic.ini"))
    config.attributes["database_url"] = url
    return config


@pytest.mark.parametrize("service", SERVICES)
class TestServiceSkeleton:
    async def test_migrations_create_the_bus_tables_and_stay_applied(self, service, make_database):
        url = await make_database(f"boot_{service}", REPO / "services" / service / "alembic.ini")
        engine = create_engine(url)
        async with engine.connect() as conn:
            tables = [await conn.scalar(text(f"SELECT to_regclass('{table}')::text"))
                      for table in ("outbox", "processed_events")]
            version = await conn.scalar(text("SELECT version_num FROM alembic_version"))
        await engine.dispose()
        assert tables == ["outbox", "processed_events"]
        assert version

    async def test_migrations_go_down_and_up_again(self, service, make_database):
        url = await make_database(f"boot_{service}", REPO / "services" / service / "alembic.ini")
        await asyncio.to_thread(command.downgrade, alembic_config(service, url), "base")
        await asyncio.to_thread(command.upgrade, alembic_config(service, url), "head")

    async def test_it_reports_healthy_with_postgres_and_nats(self, service, make_database, nats_server, keypair):
        url = await make_database(f"boot_{service}", REPO / "services" / service / "alembic.ini")
        module = importlib.import_module(f"{service}.app")
        settings_type = importlib.import_module(f"{service}.config").Settings
        settings = settings_type(database_url=url, nats_url=nats_server.url, internal_public_key=keypair[1])
        app = module.create_app(settings)
        async with running_app(app) as client:
            await app.state.bus.wait_ready(10)
            health = await client.get("/healthz")
            assert health.status_code == 200, health.text
            assert health.json()["components"] == {"postgres": "ok", "nats": "ok"}
            assert (await client.get("/livez")).json() == {"status": "ok"}
            metrics = await client.get("/metrics")
            assert "http_requests_total" in metrics.text
            assert "ringbook_db_pool_size 20.0" in metrics.text
            # Background work (the outbox relay, consumers) may hold one or two.
            assert re.search(r"^ringbook_db_connections_checked_out [0-9]\.0$", metrics.text, re.MULTILINE)
            missing = await client.get("/no-such-route")
            assert missing.status_code == 404 and missing.json() == {"error": "Not found"}


@pytest.mark.parametrize("module", [f"{service}.app" for service in SERVICES] + ["gateway.app"])
def test_production_refuses_to_start_with_a_pinned_clock(module):
    env = {**os.environ, "RINGBOOK_ENV": "production", "RINGBOOK_CLOCK_FILE": "clock.json"}
    started = subprocess.run([sys.executable, "-c", f"from {module} import create_app; create_app()"],
                             env=env, capture_output=True, text=True, timeout=120, check=False)
    assert started.returncode != 0
    assert "pin the clock for dev and test stacks only" in started.stderr
