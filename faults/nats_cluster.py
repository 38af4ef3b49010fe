"""Scenario 4: a three-node NATS JetStream cluster (three `nats-server` processes on loopback), every stream
replicated x3; the node leading booking's stream gets SIGKILL while bookings go in.

The client fails over to a surviving node, the stream elects a new leader from its two other replicas, and the
relay resends whatever it could not publish (deduplicated by `Nats-Msg-Id`). No event may be lost or doubled, the
stream must keep serving from the survivors, and the killed node, started again, must catch up."""

import asyncio
import json
import shutil
import tempfile
import time
import urllib.request
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path

import nats

from faults.checks import Report
from faults.load import start_booking
from faults.salon import open_salon
from faults.settle import check_settled, wait_settled
from faults.stack import LOGS, gateway_url, query, throwaway_stack
from ringbook_common.infra.nats import NatsServer
from ringbook_common.infra.ports import free_port
from ringbook_devstack.stack import Stack, _die_with_parent

NAME = "nats_cluster"
BOOKINGS = 500
CLIENTS = 4
KILL_AFTER = 150          # bookings answered before the stream leader's node is killed
DOWN_SECONDS = 5.0        # the killed node stays down at least this long (the load goes on)
TIMEOUT_SECONDS = 240
REPLICAS = 3
SERVICES = ("IDENTITY", "LEADS", "TENANTS", "BOOKING", "RECEPTIONIST", "ADMIN")
BOOKING_STREAM = "RINGBOOK_BOOKING"
BOOKED_SUBJECT = "ringbook.booking.appointment_booked"


@dataclass
class Node:
    """One `nats-server` of the cluster: its JetStream store and log in the cluster's folder."""

    name: str
    root: Path
    cluster_port: int = field(default_factory=free_port)
    server: NatsServer | None = None

    def join(self, peers: list["Node"]) -> None:
        """Makes this node's server, routed to the others."""
        routes = ",".join(f"nats-route://127.0.0.1:{peer.cluster_port}" for peer in peers if peer is not self)
        self.server = NatsServer(self.root / self.name, log_file=self.root / f"{self.name}.log", args=[
            "--name", self.name, "--cluster_name", "ringbook-faults",
            "--cluster", f"nats://127.0.0.1:{self.cluster_port}", "--routes", routes],
            preexec_fn=_die_with_parent)

    def _joined(self) -> NatsServer:
        if self.server is None:
            raise RuntimeError(f"{self.name} has not joined the cluster")
        return self.server

    @property
    def url(self) -> str:
        return self._joined().url

    @property
    def running(self) -> bool:
        return self._joined().running

    def start(self) -> None:
        self._joined().start()

    def kill(self) -> None:
        self._joined().kill()

    def stop(self) -> None:
        self._joined().stop()

    def jsz(self) -> dict:
        """This server's own view of JetStream: the meta leader and its own replica of every stream."""
        url = f"http://127.0.0.1:{self._joined().monitor_port}/jsz?accounts=true&streams=true"
        with urllib.request.urlopen(url, timeout=2) as response:
            return json.loads(response.read())

    def stream_messages(self, stream: str) -> int | None:
        """Messages in this server's replica of `stream` (None if it holds none)."""
        for account in self.jsz().get("account_details", []):
            for detail in account.get("stream_detail", []):
                if detail["name"] == stream:
                    return detail["state"]["messages"]
        return None


@asynccontextmanager
async def nats_cluster(size: int = 3) -> AsyncIterator[list[Node]]:
    """`size` nats-server processes routed to one another; killed and their folder removed on exit, always."""
    root = Path(tempfile.mkdtemp(prefix=f"ringbook-faults-{NAME}-nodes-"))
    nodes = [Node(f"n{index + 1}", root) for index in range(size)]
    try:
        for node in nodes:
            node.join(nodes)
        for node in nodes:
            await asyncio.to_thread(node.start)
        await meta_leader(nodes, timeout=30)
        yield nodes
    finally:
        await asyncio.shield(asyncio.gather(*(asyncio.to_thread(node.stop) for node in nodes)))
        LOGS.mkdir(exist_ok=True)
        with (LOGS / f"{NAME}-nodes.log").open("w") as out:
            for node in nodes:
                log = root / f"{node.name}.log"
                if log.exists():
                    out.writelines(f"{node.name} | {line}\n" for line in log.read_text(errors="replace").splitlines())
        shutil.rmtree(root, ignore_errors=True)


async def meta_leader(nodes: list[Node], timeout: float) -> str:
    """The JetStream meta leader once every running node agrees there is one."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            leaders = {(await asyncio.to_thread(node.jsz)).get("meta_cluster", {}).get("leader")
                       for node in nodes if node.running}
            if len(leaders) == 1 and (leader := leaders.pop()):
                return leader
        except OSError:
            pass
        if time.monotonic() > deadline:
            raise RuntimeError(f"no JetStream meta leader within {timeout:.0f} s")
        await asyncio.sleep(0.2)


async def streams(urls: list[str]) -> list:
    """Every stream's info, asked through the given servers."""
    nc = await nats.connect(urls, connect_timeout=2, max_reconnect_attempts=2, allow_reconnect=True)
    try:
        return await nc.jetstream(timeout=5).streams_info()
    finally:
        await nc.close()


async def booked_in_stream(urls: list[str]) -> tuple[int, int, str]:
    """(messages in booking's stream, appointment_booked messages, its leader), asked through `urls`."""
    nc = await nats.connect(urls, connect_timeout=2, max_reconnect_attempts=2, allow_reconnect=True)
    try:
        info = await nc.jetstream(timeout=5).stream_info(BOOKING_STREAM, subjects_filter=BOOKED_SUBJECT)
        leader = (info.cluster.leader if info.cluster else None) or ""
        return info.state.messages, (info.state.subjects or {}).get(BOOKED_SUBJECT, 0), leader
    finally:
        await nc.close()


async def serving_again(urls: list[str], survivors: set[str], stack: Stack, timeout: float) -> tuple[object, int]:
    """Polls booking's stream through `urls` until a survivor leads it and it answers: ((messages, booked
    events, leader, seconds), the largest booking outbox backlog seen meanwhile); (last error, backlog) if never."""
    started = time.monotonic()
    backlog, last = 0, "nothing tried"
    while time.monotonic() - started < timeout:
        pending = await query(stack, "booking", "SELECT count(*) AS n FROM outbox WHERE published_at IS NULL")
        backlog = max(backlog, pending[0]["n"])
        try:
            messages, booked, leader = await asyncio.wait_for(booked_in_stream(urls), timeout=3)
            if leader in survivors:
                return (messages, booked, leader, time.monotonic() - started), backlog
            last = f"leader={leader}"
        except Exception as exc:  # noqa: BLE001 - no answer yet: the election is still running
            last = f"{type(exc).__name__}: {exc}"
        await asyncio.sleep(0.2)
    return last, backlog


async def replicas_agree(nodes: list[Node], stream: str, timeout: float) -> tuple[dict[str, int | None], float | None]:
    """Each running node's own message count for `stream`, and the seconds until they were all equal."""
    started = time.monotonic()
    while True:
        try:
            seen = {node.name: await asyncio.to_thread(node.stream_messages, stream)
                    for node in nodes if node.running}
        except OSError:
            seen = {}
        if seen and None not in seen.values() and len(set(seen.values())) == 1:
            return seen, time.monotonic() - started
        if time.monotonic() - started > timeout:
            return seen, None
        await asyncio.sleep(0.3)


async def run(report: Report) -> None:
    async with nats_cluster() as nodes:
        leader = await meta_leader(nodes, timeout=5)
        report.check(NAME, "three-node cluster formed", True,
                     f"nodes={','.join(n.name for n in nodes)} meta leader={leader}")
        replicas_env = {f"{service}_NATS_STREAM_REPLICAS": str(REPLICAS) for service in SERVICES}
        async with throwaway_stack(NAME, nats_url=",".join(node.url for node in nodes),
                                   extra_env=replicas_env) as stack:
            await run_on(report, stack, nodes)


async def run_on(report: Report, stack: Stack, nodes: list[Node]) -> None:
    salon = await open_salon(stack, stylists=4, bookings=BOOKINGS)
    load_task = await start_booking(gateway_url(stack), salon, clients=CLIENTS, timeout=150,
                                    fault_after=KILL_AFTER)

    every = [node.url for node in nodes]
    infos = await streams(every)
    replicated = [info for info in infos
                  if info.config.num_replicas == REPLICAS and info.cluster and len(info.cluster.replicas or []) == 2]
    report.check(NAME, f"every stream replicated x{REPLICAS}", bool(infos) and len(replicated) == len(infos),
                 "; ".join(f"{info.config.name} R{info.config.num_replicas} leader={info.cluster.leader} "
                           f"peers={','.join(sorted(r.name for r in info.cluster.replicas or []))}"
                           for info in sorted(infos, key=lambda i: i.config.name)))
    booking_info = next((info for info in infos if info.config.name == BOOKING_STREAM), None)
    if booking_info is None:
        load_task.cancel()
        report.check(NAME, f"{BOOKING_STREAM} exists", False, "not created after the first bookings")
        return

    victim = next(node for node in nodes if node.name == booking_info.cluster.leader)
    leader_of_meta = await meta_leader(nodes, timeout=5)
    survivors = [node for node in nodes if node is not victim]
    before, booked_before, _ = await booked_in_stream(every)
    await asyncio.to_thread(victim.kill)
    killed = time.monotonic()
    role = "and the meta leader" if victim.name == leader_of_meta else "not the meta leader"
    print(f"        killed {victim.name}: leader of {BOOKING_STREAM} ({booked_before} booked events in it), {role}",
          flush=True)

    # The stream serves again from the survivors alone: a new leader, answering, with nothing lost.
    served, backlog = await serving_again([node.url for node in survivors], {n.name for n in survivors},
                                          stack, timeout=30)
    if isinstance(served, tuple):
        messages, booked_now, new_leader, gap = served
        report.check(NAME, "stream serves from the two survivors", messages >= before,
                     f"new leader {victim.name} -> {new_leader} answering {gap:.1f} s after the kill; "
                     f"messages {before} -> {messages}, booked events {booked_before} -> {booked_now}; "
                     f"booking outbox backlog meanwhile max={backlog}")
    else:
        report.check(NAME, "stream serves from the two survivors", False,
                     f"no answer within 30 s of the kill: {served}; outbox backlog max={backlog}")
    await asyncio.sleep(max(0.0, DOWN_SECONDS - (time.monotonic() - killed)))

    load = await load_task
    failed_during = sum(1 for f in load.failures if f.at >= killed)
    report.check(NAME, f"{BOOKINGS} bookings answered 201", len(load.booked) == BOOKINGS and not load.refused,
                 f"{len(load.booked)} booked in {load.seconds:.1f} s, refused={len(load.refused)}, "
                 f"failed attempts (retried)={load.statuses()}, after the kill={failed_during}")
    load.show_first_failures()

    counts, seconds = await wait_settled(stack, salon, len(load.booked), timeout=60)
    check_settled(report, NAME, load.booked, counts, seconds)
    report.check(NAME, "time to settle after the node kill", seconds is not None,
                 f"{time.monotonic() - killed:.1f} s after the kill (load ended {load.seconds:.1f} s after start)")

    # No event lost or doubled in the stream itself: one appointment_booked per appointment row.
    rows = (await query(stack, "booking", "SELECT count(*) AS n FROM appointments WHERE tenant_id = $1::uuid",
                        salon.tenant_id))[0]["n"]
    messages, booked_events, leader_now = await booked_in_stream([node.url for node in survivors])
    report.check(NAME, "stream holds each booked event once", booked_events == rows == len(load.booked),
                 f"appointment_booked messages={booked_events} appointments={rows} "
                 f"(stream messages={messages}, leader={leader_now})")
    seen, agreed = await replicas_agree(survivors, BOOKING_STREAM, timeout=15)
    report.check(NAME, "the two surviving replicas agree", agreed is not None,
                 " ".join(f"{name}={count}" for name, count in seen.items()))

    # The killed node, started again on its own store, catches up with the others.
    restarted = time.monotonic()
    await asyncio.to_thread(victim.start)
    seen, agreed = await replicas_agree(nodes, BOOKING_STREAM, timeout=30)
    report.check(NAME, f"{victim.name} restarted catches up", agreed is not None,
                 " ".join(f"{name}={count}" for name, count in seen.items())
                 + (f" in {time.monotonic() - restarted:.1f} s" if agreed is not None else " (not in 30 s)"))
