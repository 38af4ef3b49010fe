"""Whose line a call reached is read once a while per agent: every function of every call asks it. A line reached
by the number dialled is read each time, since a number can change hands."""

from ringbook_common.testing.statements import CountedStatements


def line_reads(engine) -> CountedStatements:
    return CountedStatements(engine, lambda statement: statement.startswith(
        "SELECT agents.tenant_id, agents.location_id"))


async def test_an_agents_line_is_read_once_for_many_functions(phone, app):
    with line_reads(app.state.engine) as reads:
        for call_id in ("call-1", "call-2", "call-3"):
            assert (await phone.function("get_business_info", call_id=call_id))["ok"]
    assert reads.count == 1


async def test_a_line_reached_by_its_number_is_read_each_time(phone, app):
    with line_reads(app.state.engine) as reads:
        for call_id in ("call-1", "call-2"):
            call = {**phone.call_object(call_id), "agent_id": ""}
            assert (await phone.function("get_business_info", call=call))["ok"]
    assert reads.count == 2
