from ringbook_common.errors import BadRequest, RateLimited


class CodeRejected(BadRequest):
    # A wrong try is remembered even though the request fails.
    commit_changes = True


class CodeCooldown(RateLimited):
    def __init__(self, seconds: int) -> None:
        unit = "second" if seconds == 1 else "seconds"
        super().__init__(f"Please wait {seconds} {unit} before asking for a new code.",
                         headers={"Retry-After": str(seconds)})


def minutes(seconds: int) -> str:
    count = max(1, round(seconds / 60))
    return f"{count} {'minute' if count == 1 else 'minutes'}"


class TooManyCodeTries(RateLimited):
    def __init__(self, seconds: int) -> None:
        super().__init__(f"Too many wrong tries. Please try again in {minutes(seconds)}.",
                         headers={"Retry-After": str(seconds)})
