from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

AlertType = Literal["error", "warning", "info"]


class Kpis(BaseModel):
    model_config = ConfigDict(extra="forbid")

    totalClients: int
    newClientsThisMonth: int
    phoneNumbersProvisioned: int
    activeAgents: int
    totalBookingsThisMonth: int = Field(description="Made this month (UTC) and not cancelled")


class Alert(BaseModel):
    model_config = ConfigDict(extra="forbid")

    type: AlertType
    kind: str
    count: int
    message: str


class RecentActivity(BaseModel):
    model_config = ConfigDict(extra="forbid")

    action: str
    summary: str
    details: str
    timestamp: str
    tenantId: str | None
    tenantName: str | None


class Overview(BaseModel):
    model_config = ConfigDict(extra="forbid")

    kpis: Kpis
    alerts: list[Alert]
    recentActivity: list[RecentActivity]
