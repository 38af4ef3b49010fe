from pydantic_settings import SettingsConfigDict

from ringbook_common.settings import ServiceSettings


class Settings(ServiceSettings):
    """`LEADS_*` settings. The unsubscribe links are signed with the common `LEADS_SIGNING_SECRET(_FILE)`."""

    model_config = SettingsConfigDict(env_prefix="LEADS_", extra="ignore")

    service_name: str = "leads"
    sales_inbox: str = "sales@ringbook.app"   # where contact messages, leads and orders are e-mailed
