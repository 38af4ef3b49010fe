from ringbook_common.errors import Forbidden, RateLimited, Unauthorized


class InvalidCredentials(Unauthorized):
    message = "Invalid email or password"
    commit_changes = True  # the failure is counted


class NotVerified(Forbidden):
    message = "Please verify your email before signing in. Check your inbox for the 6-digit code."


class TooManyFailures(RateLimited):
    def __init__(self, seconds: int) -> None:
        minutes = max(1, round(seconds / 60))
        unit = "minute" if minutes == 1 else "minutes"
        super().__init__(f"Too many failed sign-in attempts. Please try again in {minutes} {unit}.",
                         headers={"Retry-After": str(seconds)})
