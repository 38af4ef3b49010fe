import asyncio

from fastapi import APIRouter, Request, Response
from prometheus_client import CONTENT_TYPE_LATEST, Gauge, generate_latest
from pydantic import BaseModel, Field
from sqlalchemy import text

router = APIRouter(include_in_schema=False)

OK = "ok"
DOWN = "down"

# Read when scraped: all of them checked out means requests are waiting for a connection.
CHECKED_OUT = Gauge("ringbook_db_connections_checked_out", "Database connections handed to requests now")
POOL_SIZE = Gauge("ringbook_db_pool_size", "Database connections the pool keeps at most")


class Liveness(BaseModel):
    status: str


class Health(BaseModel):
    status: str = Field(description="`ok` when every component is, else `degraded` (answered with a 503)")
    service: str
    components: dict[str, str] = Field(description="`postgres` and `nats`: `ok` or `down`")


async def _postgres(request: Request) -> str:
    try:
        async with asyncio.timeout(1.5):
            async with request.app.state.engine.connect() as conn:
                await conn.execute(text("SELECT 1"))
        return OK
    except Exception:  # noqa: BLE001 - any failure means the database is not usable
        return DOWN


def _nats(request: Request) -> str:
    return OK if request.app.state.bus.connected else DOWN


@router.get("/livez")
async def livez() -> Liveness:
    return Liveness(status=OK)


@router.get("/healthz")
async def healthz(request: Request, response: Response) -> Health:
    components = {"postgres": await _postgres(request), "nats": _nats(request)}
    healthy = all(state == OK for state in components.values())
    response.status_code = 200 if healthy else 503
    return Health(status=OK if healthy else "degraded", service=request.app.state.settings.service_name,
                  components=components)


@router.get("/readyz")
async def readyz(request: Request, response: Response) -> Health:
    return await healthz(request, response)


@router.get("/metrics")
async def metrics(request: Request) -> Response:
    pool = request.app.state.engine.sync_engine.pool
    CHECKED_OUT.set(pool.checkedout())
    POOL_SIZE.set(pool.size())
    return Response(generate_latest(), media_type=CONTENT_TYPE_LATEST)
