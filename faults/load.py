"""Bookings through the gateway from a few concurrent clients, each retried with its own Idempotency-Key until it
is answered, so a fault can delay a booking but a retry can never make a second one."""

import asyncio
import time
from dataclasses import dataclass, field

import httpx

from faults.salon import HAIRCUT, Salon, Slot

RETRY_PAUSE_SECONDS = 0.2


@dataclass
class Failure:
    """One attempt that did not book: its HTTP status (0: no answer at all) and how long it took."""

    status: int
    seconds: float
    at: float


@dataclass
class Load:
    """What a load run saw: the appointment id of each slot booked, every failed attempt, conflicts."""

    booked: dict[Slot, str] = field(default_factory=dict)
    replayed: int = 0
    failures: list[Failure] = field(default_factory=list)
    refused: dict[Slot, str] = field(default_factory=dict)
    seconds: float = 0.0
    # The first answer seen for each failing status: says who refused (the gateway, or the service) and why.
    first_error: dict[int, str] = field(default_factory=dict)

    def statuses(self) -> dict[int, int]:
        counts: dict[int, int] = {}
        for failure in self.failures:
            counts[failure.status] = counts.get(failure.status, 0) + 1
        return dict(sorted(counts.items()))

    def show_first_failures(self) -> None:
        if self.first_error:
            print(f"        (first failures: {self.first_error})", flush=True)


async def _book(client: httpx.AsyncClient, slot: Slot, load: Load, deadline: float) -> None:
    body = {"start": slot.start, "serviceId": HAIRCUT["serviceId"], "staffId": slot.staff_id,
            "customerName": f"Customer {slot.phone[-4:]}", "customerPhone": slot.phone}
    headers = {"idempotency-key": f"faults-{slot.phone}"}
    while time.monotonic() < deadline:
        began = time.monotonic()
        try:
            response = await client.post("/api/appointments", json=body, headers=headers)
        except httpx.HTTPError:
            load.failures.append(Failure(0, time.monotonic() - began, began))
            await asyncio.sleep(RETRY_PAUSE_SECONDS)
            continue
        if response.status_code == 201:
            load.booked[slot] = response.json()["id"]
            load.replayed += response.headers.get("idempotent-replayed") == "true"
            return
        if response.status_code < 500:
            load.refused[slot] = f"{response.status_code} {response.text[:200]}"
            return
        load.failures.append(Failure(response.status_code, time.monotonic() - began, began))
        load.first_error.setdefault(response.status_code, response.text[:160])
        await asyncio.sleep(RETRY_PAUSE_SECONDS)
    load.refused[slot] = "not booked before the deadline"


async def book_all(base_url: str, salon: Salon, *, clients: int, timeout: float,
                   progress: asyncio.Queue | None = None) -> Load:
    """Books every slot of the salon from `clients` concurrent clients; `progress` gets the count after each."""
    load = Load()
    queue: asyncio.Queue[Slot] = asyncio.Queue()
    for slot in salon.slots:
        queue.put_nowait(slot)
    deadline = time.monotonic() + timeout
    started = time.monotonic()

    async def client_loop() -> None:
        async with httpx.AsyncClient(base_url=base_url, timeout=15, headers={
                "origin": base_url, "cookie": salon.cookie}) as client:
            while not queue.empty():
                slot = queue.get_nowait()
                await _book(client, slot, load, deadline)
                if progress is not None:
                    progress.put_nowait(len(load.booked) + len(load.refused))

    await asyncio.gather(*(client_loop() for _ in range(clients)))
    load.seconds = time.monotonic() - started
    return load


async def _when_done(progress: asyncio.Queue, count: int) -> None:
    while await progress.get() < count:
        pass


async def start_booking(base_url: str, salon: Salon, *, clients: int, timeout: float,
                        fault_after: int) -> asyncio.Task[Load]:
    """Starts `book_all` and returns its task once `fault_after` bookings were answered: the moment a scenario
    injects its fault, with the load still going."""
    progress: asyncio.Queue[int] = asyncio.Queue()
    task = asyncio.create_task(book_all(base_url, salon, clients=clients, timeout=timeout, progress=progress))
    await asyncio.wait_for(_when_done(progress, fault_after), timeout=60)
    return task
