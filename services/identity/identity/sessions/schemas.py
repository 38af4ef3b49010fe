from pydantic import BaseModel, field_validator

from identity.accounts.schemas import Input, normalize_email


class Credentials(Input):
    email: str = ""
    password: str = ""

    @field_validator("email")
    @classmethod
    def present_email(cls, value: str) -> str:
        value = normalize_email(value)
        if not value:
            raise ValueError("Please enter your email")
        return value

    @field_validator("password")
    @classmethod
    def present_password(cls, value: str) -> str:
        if not value:
            raise ValueError("Please enter your password")
        return value


class WhoAmIUser(BaseModel):
    id: str
    fullName: str
    email: str


class WhoAmITenant(BaseModel):
    id: str | None
    name: str | None


class WhoAmI(BaseModel):
    user: WhoAmIUser
    tenant: WhoAmITenant
    onboardingComplete: bool


class LoggedOut(BaseModel):
    ok: bool = True
