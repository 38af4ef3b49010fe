"""Answers given without a claim are kept together: many answered at once are written in one statement, each is
kept as its own statement would have kept it, and a row that cannot be written costs no other its answer."""

import asyncio
import uuid

import pytest
from sqlalchemy.exc import DBAPIError

from receptionist.functions import keeping
from receptionist.functions.repository import CallKey, Given
from ringbook_common import clock
from ringbook_common.db import reading
from ringbook_common.testing.statements import CountedStatements


def given(tenant: uuid.UUID, call_id: str, answer: dict) -> Given:
    return Given(CallKey(tenant, call_id, "book_appointment", "digest"), tenant, {"slot_id": "s"}, answer,
                 clock.now())


async def keep_at_once(app, rows: list[Given]) -> list[BaseException | None]:
    """Each row kept by a request of its own, all answered in the same turn of the loop."""
    async def one(row: Given) -> None:
        async with reading(app.state.sessionmaker) as session:
            await keeping.keep(session, row)
    return await asyncio.gather(*(one(row) for row in rows), return_exceptions=True)


async def kept(db, tenant: uuid.UUID) -> dict[str, tuple[bool, dict]]:
    rows = await db.rows("SELECT call_id, ok, answer FROM function_calls WHERE tenant_id = :t", t=tenant)
    return {row["call_id"]: (row["ok"], row["answer"]) for row in rows}


async def test_answers_given_together_are_kept_in_one_statement(app, db):
    tenant = uuid.uuid4()
    rows = [given(tenant, f"call-{n}", {"ok": n == 0, "result": f"answer {n}"}) for n in range(12)]
    with CountedStatements(app.state.engine, lambda sql: "INSERT INTO function_calls" in sql) as inserts:
        assert await keep_at_once(app, rows) == [None] * 12
    assert inserts.count == 1
    assert await kept(db, tenant) == {row.key.call_id: (row.ok, row.answer) for row in rows}


async def test_a_lone_answer_is_kept_at_once(app, db):
    tenant = uuid.uuid4()
    assert await keep_at_once(app, [given(tenant, "call-1", {"ok": True, "result": "booked"})]) == [None]
    assert await kept(db, tenant) == {"call-1": (True, {"ok": True, "result": "booked"})}


@pytest.mark.parametrize(("answers", "expected"), [
    ([{"ok": False, "result": "taken"}, {"ok": True, "result": "booked"}, {"ok": False, "result": "later"}],
     {"ok": True, "result": "booked"}),
    ([{"ok": False, "result": "first"}, {"ok": False, "result": "last"}], {"ok": False, "result": "last"}),
    ([{"ok": True, "result": "first"}, {"ok": True, "result": "again"}], {"ok": True, "result": "first"}),
])
async def test_one_key_given_twice_at_once_keeps_what_one_after_the_other_would(app, db, answers, expected):
    tenant = uuid.uuid4()
    with CountedStatements(app.state.engine, lambda sql: "INSERT INTO function_calls" in sql) as inserts:
        assert await keep_at_once(app, [given(tenant, "call-1", answer) for answer in answers]) == [None] * len(
            answers)
    assert inserts.count == 1
    assert await kept(db, tenant) == {"call-1": (expected["ok"], expected)}


async def test_a_success_kept_before_is_never_replaced_by_a_batch(app, db):
    tenant = uuid.uuid4()
    await keep_at_once(app, [given(tenant, "call-1", {"ok": True, "result": "booked"})])
    await keep_at_once(app, [given(tenant, "call-1", {"ok": False, "result": "taken"}),
                             given(tenant, "call-2", {"ok": False, "result": "taken"})])
    assert await kept(db, tenant) == {"call-1": (True, {"ok": True, "result": "booked"}),
                                      "call-2": (False, {"ok": False, "result": "taken"})}


async def test_a_row_that_cannot_be_written_costs_no_other_its_answer(app, db):
    tenant = uuid.uuid4()
    rows = [given(tenant, f"call-{n}", {"ok": False, "result": f"answer {n}"}) for n in range(4)]
    rows[2] = given(tenant, "call-\x00", {"ok": False, "result": "unwritable"})  # PostgreSQL's text holds no NUL
    results = await keep_at_once(app, rows)
    assert [type(result) for result in results] == [type(None), type(None), DBAPIError, type(None)]
    assert sorted(await kept(db, tenant)) == ["call-0", "call-1", "call-3"]
