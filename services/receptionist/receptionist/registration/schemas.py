"""What the owner sends to register the salon for texting, and what they see of it."""

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from ringbook_common import bounded

BusinessType = Literal["sole_proprietorship", "partnership", "llc", "cooperative", "non_profit", "corporation"]
Position = Literal["director", "gm", "vp", "ceo", "cfo", "general_counsel"]
Status = Literal["none", "in_review", "approved", "rejected"]
Stage = Literal["", "business", "brand", "campaign"]


def _text(label: str, max_length: int = 120) -> bounded.Bounds:
    return bounded.text(label=label, max_length=max_length, required=f"{label} is required")


class Details(BaseModel):
    """The salon's legal details as carriers check them (the EIN apart)."""

    model_config = ConfigDict(extra="forbid")

    legalName: Annotated[str, _text("Legal business name", 255)] = Field(
        description="The name on the salon's IRS records, exactly")
    businessType: BusinessType
    website: Annotated[str, _text("Website", 255)] = Field(
        description="The salon's website, or its booking or social page (http or https)")
    street: Annotated[str, _text("Street address", 255)]
    streetSecondary: Annotated[str, bounded.text(label="Suite or unit", max_length=120, min_length=0)] = ""
    city: Annotated[str, _text("City")]
    state: Annotated[str, _text("State", 2)] = Field(description="Two letters: TX")
    postalCode: Annotated[str, _text("ZIP code", 10)] = Field(description="12345 or 12345-6789")
    contactFirstName: Annotated[str, _text("First name", 60)]
    contactLastName: Annotated[str, _text("Last name", 60)]
    contactEmail: Annotated[str, bounded.email(invalid="Please enter a valid email", empty="Email is required")]
    contactPhone: Annotated[str, _text("Phone", 40)] = Field(description="A number carriers may call the contact on")
    contactTitle: Annotated[str, _text("Job title", 60)] = Field(description="Owner, Manager...")
    contactPosition: Position


class Submission(Details):
    ein: Annotated[str, _text("EIN", 20)] = Field(
        description="The salon's Employer Identification Number (nine digits, 12-3456789); never shown again")


class SavedDetails(Details):
    einLastFour: str = Field(description="The last four digits of the EIN sent")


class NumberTexting(BaseModel):
    model_config = ConfigDict(extra="forbid")

    locationId: str
    locationName: str
    phoneNumber: str = Field(description="As people write it")
    tollFree: bool
    texting: Literal["own", "pending", "shared"] = Field(description=(
        "own: clients are texted from it; pending: its review is not done; shared: it takes calls only"))
    problem: str = Field(default="", description="Why carriers turned this toll-free number down, when they did")


class Suggested(BaseModel):
    model_config = ConfigDict(extra="forbid")

    legalName: str
    street: str
    city: str
    state: str
    postalCode: str


class Registration(BaseModel):
    model_config = ConfigDict(extra="forbid")

    status: Status = Field(description=(
        "none: not sent yet; in_review: with Twilio and the carriers (usually one to three weeks); approved: the "
        "salon's numbers text; rejected: turned down, see reason, correct and send again"))
    stage: Stage = Field(description="While in review: business (Twilio checks the details), brand (The Campaign "
                                     "Registry checks the business) or campaign (carriers check the texts)")
    reason: str = Field(description="Why it was turned down; empty otherwise")
    submittedAt: str | None
    approvedAt: str | None
    details: SavedDetails | None = Field(description="What was sent; none before the first time")
    suggested: Suggested = Field(description="What the salon's profile already says, to start the form with")
    numbers: list[NumberTexting] = Field(description="Each location's number and whether it texts")
