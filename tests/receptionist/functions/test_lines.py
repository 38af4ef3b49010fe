"""Whose line a call reached is read once a while per agent: every function of every call asks it. A line reached
by the number dialled is read each time, since a number can change hands."""

from sqlalchemy import event


class CountedLineReads:
    def __init__(self, engine) -> None:
        self.count = 0
        self.engine = engine.sync_engine

    def __enter__(self) -> "CountedLineReads":
        event.listen(self.engine, "before_cursor_execute", self.seen)
        return self

    def __exit__(self, *_exc) -> None:
        event.remove(self.engine, "before_cursor_execute", self.seen)

    def seen(self, _conn, _cursor, statement: str, *_args) -> None:
        self.count += statement.startswith("SELECT agents.tenant_id, agents.location_id")


async def test_an_agents_line_is_read_once_for_many_functions(phone, app):
    with CountedLineReads(app.state.engine) as reads:
        for call_id in ("call-1", "call-2", "call-3"):
            assert (await phone.function("get_business_info", call_id=call_id))["ok"]
    assert reads.count == 1


async def test_a_line_reached_by_its_number_is_read_each_time(phone, app):
    with CountedLineReads(app.state.engine) as reads:
        for call_id in ("call-1", "call-2"):
            call = {**phone.call_object(call_id), "agent_id": ""}
            assert (await phone.function("get_business_info", call=call))["ok"]
    assert reads.count == 2
