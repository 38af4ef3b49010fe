import asyncio

import pytest

from ringbook.common.v1.envelope_pb2 import Ping, Pong
from ringbook_common.bus import rpc
from ringbook_common.errors import Conflict, Timeout, Unavailable

RELEASED = asyncio.Event()


async def echo(request: Ping) -> Pong:
    if request.note == "wait":
        await RELEASED.wait()
    if request.note == "release":
        RELEASED.set()
    if request.note == "taken":
        raise Conflict("That slot was just taken")
    if request.note == "slow":
        await asyncio.sleep(2)
    if request.note == "crash":
        raise RuntimeError("internal detail that must not leak")
    return Pong(service="svc", note=request.note.upper())


@pytest.fixture
async def served(bus):
    subscription = await rpc.serve(bus, "rpc.svc.echo", Ping, echo, queue="svc")
    yield
    await subscription.unsubscribe()


class TestRequestReply:
    async def test_a_reply_comes_back_typed(self, bus, served):
        reply = await rpc.request(bus, "rpc.svc.echo", Ping(note="hi"), Pong, timeout=2)
        assert reply.note == "HI"

    async def test_a_service_error_keeps_its_status_and_message(self, bus, served):
        with pytest.raises(rpc.RpcFailed) as failure:
            await rpc.request(bus, "rpc.svc.echo", Ping(note="taken"), Pong, timeout=2)
        assert failure.value.status_code == 409
        assert failure.value.message == "That slot was just taken"

    async def test_an_unexpected_error_is_a_500_without_details(self, bus, served):
        with pytest.raises(rpc.RpcFailed) as failure:
            await rpc.request(bus, "rpc.svc.echo", Ping(note="crash"), Pong, timeout=2)
        assert failure.value.status_code == 500
        assert "internal detail" not in failure.value.message

    async def test_a_slow_answer_is_a_timeout_not_a_hang(self, bus, served):
        with pytest.raises(Timeout):
            await rpc.request(bus, "rpc.svc.echo", Ping(note="slow"), Pong, timeout=0.2)

    async def test_nobody_serving_is_unavailable(self, bus):
        with pytest.raises((Unavailable, Timeout)):
            await rpc.request(bus, "rpc.nobody.here", Ping(), Pong, timeout=0.5)

    async def test_requests_are_answered_side_by_side_not_in_line(self, bus, served):
        RELEASED.clear()
        # The first request can only finish after the second is handled: served one at a time, it would hang.
        first, second = await asyncio.gather(
            rpc.request(bus, "rpc.svc.echo", Ping(note="wait"), Pong, timeout=5),
            rpc.request(bus, "rpc.svc.echo", Ping(note="release"), Pong, timeout=5),
        )
        assert (first.note, second.note) == ("WAIT", "RELEASE")


class CallerDown(Exception):
    pass


SVC = rpc.Caller("svc", unanswered=lambda exc: CallerDown(exc.message), timeout=2)
SVC_FAILURES_TOO = rpc.Caller("svc", unanswered=lambda exc: CallerDown(exc.message), timeout=2,
                              failures_unanswered=True)


class TestCaller:
    async def test_asks_rpc_service_method(self, bus, served):
        assert (await SVC.ask(bus, "echo", Ping(note="hi"), Pong)).note == "HI"

    async def test_nobody_serving_is_the_callers_own_error(self, bus):
        nobody = rpc.Caller("nobody", unanswered=lambda exc: CallerDown(exc.message), timeout=0.5)
        with pytest.raises(CallerDown):
            await nobody.ask(bus, "here", Ping(), Pong)

    async def test_a_slow_answer_is_the_callers_own_error(self, bus, served):
        with pytest.raises(CallerDown):
            await SVC.ask(bus, "echo", Ping(note="slow"), Pong, timeout=0.2)

    async def test_a_refusal_keeps_its_status(self, bus, served):
        for caller in (SVC, SVC_FAILURES_TOO):
            with pytest.raises(rpc.RpcFailed) as failure:
                await caller.ask(bus, "echo", Ping(note="taken"), Pong)
            assert failure.value.status_code == 409

    async def test_a_failure_counts_as_no_answer_only_when_asked_to(self, bus, served):
        with pytest.raises(rpc.RpcFailed):
            await SVC.ask(bus, "echo", Ping(note="crash"), Pong)
        with pytest.raises(CallerDown):
            await SVC_FAILURES_TOO.ask(bus, "echo", Ping(note="crash"), Pong)
