from pydantic_settings import SettingsConfigDict

from ringbook_common.settings import ServiceSettings


class Settings(ServiceSettings):
    model_config = SettingsConfigDict(env_prefix="BOOKING_", extra="ignore")

    service_name: str = "booking"

    # Availability (the defaults).
    notice_minutes: int = 60
    horizon_days: int = 60
    slot_step_minutes: int = 15
    hold_minutes: int = 5
    # Reminders: how often the job loop looks for due SMS; how close to the start a late reminder is skipped.
    reminder_poll_seconds: float = 5.0
    reminder_skip_within_minutes: int = 60
    reminder_max_attempts: int = 5
