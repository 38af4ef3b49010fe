from ringbook_common.errors import Conflict, NotFound


class StaffNotFound(NotFound):
    message = "Staff member not found"


class StaffIdTaken(Conflict):
    def __init__(self, staff_id: str) -> None:
        super().__init__(f'A staff member with the ID "{staff_id}" already exists. Please choose another ID.',
                         fields={"staffId": "This ID is already used by another staff member"})


class TooManyStaff(Conflict):
    def __init__(self, limit: int) -> None:
        super().__init__(f"A business can have at most {limit} staff members. "
                         "Please remove someone before adding another.")


class StaffHasUpcomingAppointments(Conflict):
    def __init__(self, name: str, count: int) -> None:
        noun = "appointment" if count == 1 else "appointments"
        super().__init__(f"{name} has {count} upcoming {noun}. Move or cancel them first, or confirm to "
                         f"delete {name} and cancel them.", extra={"upcomingAppointments": count})
