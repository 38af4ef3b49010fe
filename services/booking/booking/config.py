from pathlib import Path

from pydantic_settings import SettingsConfigDict

from ringbook_common.settings import ServiceSettings


class Settings(ServiceSettings):
    model_config = SettingsConfigDict(env_prefix="BOOKING_", extra="ignore")

    service_name: str = "booking"

    # Availability (the defaults).
    notice_minutes: int = 60
    slot_step_minutes: int = 15
    hold_minutes: int = 5
    # Reminders: how often the job loop looks for due SMS; how close to the start a late reminder is skipped.
    reminder_poll_seconds: float = 5.0
    reminder_skip_within_minutes: int = 60
    reminder_max_attempts: int = 5

    # Calendar tokens and webhook secrets are encrypted at rest with these Fernet keys (comma-separated, newest
    # first, so an old key can still decrypt while it is rotated out).
    token_keys: str = ""
    token_keys_file: Path | None = None
    oauth_state_minutes: int = 10
    oauth_refresh_margin_seconds: int = 300  # refresh an access token this long before it expires

    # Cal.com (providers.md §2). OAuth needs an approved client; a personal API key works without one.
    calcom_client_id: str = ""
    calcom_client_secret: str = ""
    calcom_client_secret_file: Path | None = None
    calcom_authorize_url: str = "https://app.cal.com/auth/oauth2/authorize"
    calcom_token_url: str = "https://api.cal.com/v2/auth/oauth2/token"  # noqa: S105 - an endpoint, not a secret
    calcom_api_url: str = "https://api.cal.com/v2"
    calcom_app_url: str = "https://app.cal.com"
    calcom_scopes: str = "EVENT_TYPE_READ BOOKING_READ BOOKING_WRITE PROFILE_READ"
    # cal-api-version per endpoint family: a wrong or missing one silently falls back to an older controller.
    calcom_version_slots: str = "2024-09-04"
    calcom_version_event_types: str = "2024-06-14"
    calcom_version_bookings: str = "2024-08-13"
    calcom_slots_cache_seconds: float = 30.0
    calcom_timeout_seconds: float = 4.0

    # Google Calendar (providers.md §4): calendars we create, sharing them, and free/busy.
    google_client_id: str = ""
    google_client_secret: str = ""
    google_client_secret_file: Path | None = None
    google_authorize_url: str = "https://accounts.google.com/o/oauth2/v2/auth"
    google_token_url: str = "https://oauth2.googleapis.com/token"  # noqa: S105 - an endpoint, not a secret
    google_api_url: str = "https://www.googleapis.com/calendar/v3"
    google_scopes: str = ("https://www.googleapis.com/auth/calendar.app.created "
                          "https://www.googleapis.com/auth/calendar.acls "
                          "https://www.googleapis.com/auth/calendar.freebusy")
    google_timeout_seconds: float = 5.0
    # The Google worker wakes this often: it retries calendars Google failed to create (for up to
    # google_calendar_retry_hours, then the member falls back to a built-in calendar) and, every
    # google_busy_sync_seconds, copies each member's free/busy for the next google_busy_days into external_busy.
    google_poll_seconds: float = 60.0
    google_calendar_retry_hours: float = 24.0
    google_busy_sync_seconds: float = 600.0
    google_busy_days: int = 60
    # An appointment's copy in Google is retried (by redelivery) for this long, then given up.
    google_event_retry_hours: float = 24.0
