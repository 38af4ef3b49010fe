from typing import Annotated

from pydantic import BaseModel, field_validator

from identity.accounts.schemas import Input
from identity.passwords import MAX_LENGTH
from ringbook_common import bounded


class Credentials(Input):
    # Not checked as an address: a mistyped one is simply a wrong sign-in (401), as the spec has it.
    email: Annotated[str, bounded.text(label="Email", max_length=bounded.EMAIL_MAX,
                                       required="Please enter your email")] = ""
    password: Annotated[str, bounded.text(label="Password", max_length=MAX_LENGTH, trim=False,
                                          required="Please enter your password")] = ""

    @field_validator("email")
    @classmethod
    def lower_case(cls, value: str) -> str:
        return value.lower()


class WhoAmIUser(BaseModel):
    id: str
    fullName: str
    email: str


class WhoAmITenant(BaseModel):
    id: str | None
    name: str | None


class WhoAmILocation(BaseModel):
    id: str
    name: str
    position: int


class WhoAmI(BaseModel):
    user: WhoAmIUser
    tenant: WhoAmITenant
    onboardingComplete: bool
    locations: list[WhoAmILocation]  # the business's, in the owner's order; the first one's id is the tenant's


class LoggedOut(BaseModel):
    ok: bool = True
