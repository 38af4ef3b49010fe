"""The live calls' rows in the migrated database: opened once per call, found again by a reconnect."""

import uuid

import pytest
from sqlalchemy.ext.asyncio import async_sessionmaker

from receptionist.live import repository
from ringbook_common.testing.service import empty_tables

from ..conftest import TABLES


@pytest.fixture
async def sessions(engine):
    yield async_sessionmaker(engine, expire_on_commit=False)
    await empty_tables(engine, TABLES)


async def open_call(sessions, call_id: str, tenant_id: uuid.UUID):
    async with sessions() as session, session.begin():
        return await repository.open_call(session, call_id=call_id, tenant_id=tenant_id, agent_id="agent_1",
                                     from_number="+14155550100", to_number="+18005550100")


class TestOpenCall:
    async def test_the_first_connection_opens_the_call_and_a_reconnect_finds_it(self, sessions):
        tenant_id = uuid.uuid4()
        row, first = await open_call(sessions, "call_live_store_1", tenant_id)
        assert first and row.connections == 1 and row.memory == {} and row.tenant_id == tenant_id
        async with sessions() as session, session.begin():
            kept = await repository.find(session, "call_live_store_1")
            kept.memory, kept.read_items, kept.last_response_id = {"awaiting": "confirm"}, 4, 3
        again, first = await open_call(sessions, "call_live_store_1", tenant_id)
        assert not first and again.connections == 2
        assert (again.memory, again.read_items, again.last_response_id) == ({"awaiting": "confirm"}, 4, 3)


class TestKeepSaid:
    def test_keeps_the_latest_responses(self):
        said = {}
        for response_id in range(30):
            said = repository.keep_said(said, response_id, [f"line {response_id}"])
        assert sorted(said, key=int) == [str(n) for n in range(30 - repository.KEEP_SAID, 30)]
        assert said["29"] == ["line 29"]
