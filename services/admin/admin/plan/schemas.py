from pydantic import BaseModel, Field

# More than a salon group's shops; a larger business is a conversation, not a number typed in the console.
PLAN_LOCATIONS_MAX = 50


class PlanUpdate(BaseModel):
    locations: int = Field(strict=True, ge=1, le=PLAN_LOCATIONS_MAX,
                           description=f"Locations the tenant's plan allows (1-{PLAN_LOCATIONS_MAX})")
