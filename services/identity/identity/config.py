from pydantic_settings import SettingsConfigDict

from ringbook_common.settings import ServiceSettings


class Settings(ServiceSettings):
    model_config = SettingsConfigDict(env_prefix="IDENTITY_", extra="ignore")

    service_name: str = "identity"
