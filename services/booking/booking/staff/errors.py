from ringbook_common.errors import Conflict, Invalid, NotFound


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
        noun, them = ("appointment", "it") if count == 1 else ("appointments", "them")
        super().__init__(f"{name} has {count} upcoming {noun}. Reassign {them} to someone free at that time or "
                         f"cancel {them} (each client gets a text), then delete {name}.",
                         extra={"upcomingAppointments": count})


class NotTheirAppointment(Invalid):
    def __init__(self, name: str) -> None:
        super().__init__(f"reassign names an appointment that is not one of {name}'s upcoming appointments",
                         fields={"reassign": "Use the ids from the member's upcoming appointments"})

