"""Gateway overhead on a signed-in read: `GET /portal/whoami` through the gateway with an owner's session cookie vs
the same endpoint of the identity service called straight with an internal token minted as the gateway mints it.

whoami is the read the portal makes on every page (its guard asks it before showing anything): the identity service
reads the user, the tenant and its locations, so the service does real but light work, and the gateway does all it
does for any signed-in read (path, route, session, signed principal, proxy, security headers). The service's
`/livez` through `/_services/leads/livez` is kept as a second pair: the gateway's floor cost on a path with no
session, route or token.
"""

import time

import aiohttp
import httpx

from bench.loadgen import Ask, closed_loop, get
from bench.report import table
from ringbook_common.auth import HEADER, ROLE_OWNER, Principal, TokenSigner
from ringbook_devstack.owners import ok, onboarded_owner

CONCURRENCY = 50
SECONDS = 8.0
GOAL = 0.60  # the gateway's requests/s as a share of the service's own, on the signed-in read
READ_PATH = "/portal/whoami"


def with_headers(url: str, headers: dict[str, str]) -> Ask:
    async def ask(session: aiohttp.ClientSession) -> bool:
        async with session.get(url, headers=headers) as response:
            await response.read()
            return response.status == 200
    return ask


def with_internal_token(url: str, signer: TokenSigner, principal: Principal) -> Ask:
    """The direct call carries what the gateway would add: a signed principal, minted again before it expires."""
    minted_at, headers = 0.0, {}

    async def ask(session: aiohttp.ClientSession) -> bool:
        nonlocal minted_at, headers
        if time.monotonic() - minted_at > signer.lifetime / 2:
            minted_at, headers = time.monotonic(), {HEADER: signer.sign(principal)}
        async with session.get(url, headers=headers) as response:
            await response.read()
            return response.status == 200
    return ask


async def signed_in_owner(stack) -> tuple[str, Principal]:
    """A verified, onboarded owner made through the gateway: their `Cookie` header and the principal it stands for
    (without the session id the gateway's token also carries, which whoami does not read and no answer shows)."""
    base_url = f"http://127.0.0.1:{stack.gateway_port}"
    async with httpx.AsyncClient(base_url=base_url, timeout=30, headers={"origin": base_url}) as client:
        cookie = await onboarded_owner(client, stack.outbox_file, owner="Overhead Owner", salon="Overhead Salon")
        me = ok(await client.get(READ_PATH)).json()
    return cookie, Principal(subject=me["user"]["id"], role=ROLE_OWNER, tenant_id=me["tenant"]["id"])


async def run(stack) -> str:
    cookie, principal = await signed_in_owner(stack)
    signer = TokenSigner((stack.secrets_dir / "internal-token-private.pem").read_text())
    gateway = f"http://127.0.0.1:{stack.gateway_port}"
    direct_read = await closed_loop(
        f"`GET {READ_PATH}` direct to identity with an internal token (floor)",
        with_internal_token(f"http://127.0.0.1:{stack.service_ports['identity']}{READ_PATH}", signer, principal),
        concurrency=CONCURRENCY, seconds=SECONDS)
    proxied_read = await closed_loop(f"`GET {READ_PATH}` through the gateway with the session cookie",
                                     with_headers(f"{gateway}{READ_PATH}", {"cookie": cookie}),
                                     concurrency=CONCURRENCY, seconds=SECONDS)
    direct_live = await closed_loop("`GET /livez` direct to leads (floor)",
                                    get(f"http://127.0.0.1:{stack.service_ports['leads']}/livez"),
                                    concurrency=CONCURRENCY, seconds=SECONDS)
    proxied_live = await closed_loop("`GET /_services/leads/livez` through the gateway",
                                     get(f"{gateway}/_services/leads/livez"), concurrency=CONCURRENCY,
                                     seconds=SECONDS)
    read_ratio = _ratio(proxied_read.rps, direct_read.rps)
    note = (f"Closed loop, {CONCURRENCY} connections, {SECONDS:.0f} s each. The signed-in read is the portal's "
            f"`GET {READ_PATH}` (every page asks it; identity reads the user, tenant and locations) for a verified, "
            "onboarded owner. **Gateway/direct on the signed-in read: requests/s "
            f"x{read_ratio:.2f} (goal >= {GOAL:.2f}: {'met' if read_ratio >= GOAL else 'NOT met'})**, p99 "
            f"x{_ratio(proxied_read.p99, direct_read.p99):.2f}. The load generator shares the 2 cores with the "
            "gateway and the service.")
    live_note = ("The gateway's floor cost, on a path with no route, session or token: the leads service's `/livez`, "
                 f"requests/s x{_ratio(proxied_live.rps, direct_live.rps):.2f}, p99 "
                 f"x{_ratio(proxied_live.p99, direct_live.p99):.2f}.")
    return (table("Gateway overhead, signed-in read", [direct_read, proxied_read], direct_read, note) + "\n"
            + table("Gateway overhead, liveness (no session)", [direct_live, proxied_live], direct_live, live_note))


def _ratio(a: float, b: float) -> float:
    return a / b if b else 0.0

