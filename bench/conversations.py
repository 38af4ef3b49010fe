"""The short version of `make load`: 10 whole conversations at once over Retell's custom-LLM socket, on a product
of its own, with 1-2 s between a reply and the next turn (people take 3-6 s: `make load` paces them so) and a
5 s ramp. Its figures and end-state checks, as `make load` prints them for one size."""

from load.harness import measure
from load.report import text
from load.rounds import Pace

SIZE = 10
PACE = Pace(pause=(1.0, 2.0), ramp=5.0)


async def run(_shared_stack=None) -> str:
    """Runs on a product of its own (its voice provider Retell); the shared one is not used."""
    results = await measure([SIZE], PACE, progress=False)
    return text(results, PACE, title=f"{SIZE} whole conversations at once, pauses shorter than people's")
