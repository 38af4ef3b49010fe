from ringbook_common.errors import Conflict


class PlanLimitReached(Conflict):
    def __init__(self, plan_locations: int) -> None:
        counted = "location" if plan_locations == 1 else "locations"
        super().__init__(f"Your plan includes {plan_locations} {counted}. Ask us to add more.")
