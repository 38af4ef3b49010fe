from ringbook_common.errors import BadRequest, Conflict, RateLimited


class EmailTaken(Conflict):
    message = "An account with this email already exists. Please sign in instead."


class CodeRejected(BadRequest):
    # A wrong try is remembered even though the request fails.
    commit_changes = True


class CodeCooldown(RateLimited):
    def __init__(self, seconds: int) -> None:
        unit = "second" if seconds == 1 else "seconds"
        super().__init__(f"Please wait {seconds} {unit} before asking for a new code.",
                         headers={"Retry-After": str(seconds)})
