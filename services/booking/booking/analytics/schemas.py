from pydantic import BaseModel, ConfigDict, Field


class DayFigures(BaseModel):
    model_config = ConfigDict(extra="forbid")

    date: str = Field(description="A local date of the salon")
    calls: int
    bookings: int
    revenue: float = Field(description="Dollars")


class Analytics(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    from_: str = Field(alias="from", description="The first local date of the period")
    to: str = Field(description="The last local date of the period")
    timezone: str
    totalCalls: int
    conversionRate: float = Field(description="Percent of the calls whose outcome is booked")
    missedOpportunities: int
    afterHoursCalls: int
    successfulBookings: int = Field(description="Bookings the receptionist made on a call, not cancelled since")
    recoveredRevenue: float = Field(description="Dollars: the prices of those bookings")
    textBookings: int = Field(default=0, description="Bookings the receptionist made by text, not cancelled since")
    textRevenue: float = Field(default=0.0, description="Dollars: the prices of those bookings")
    waitlistRefills: int = Field(default=0, description="Freed times booked from the waitlist, not cancelled since")
    waitlistRevenue: float = Field(default=0.0, description="Dollars: the prices of those bookings")
    totalBookings: int
    totalRevenue: float = Field(description="Dollars")
    averageBookingValue: float = Field(description="Dollars")
    todayAppointments: int
    upcomingThisWeek: int
    series: list[DayFigures]
