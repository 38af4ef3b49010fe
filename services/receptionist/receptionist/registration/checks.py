"""The owner's details as carriers will read them: an EIN of nine digits, a US state, a ZIP code, a web address,
a contact's number; each wrong one a 422 naming its field. No I/O."""

import re
from urllib.parse import urlsplit

import phonenumbers

from receptionist.registration.schemas import Submission
from ringbook_common import phones
from ringbook_common.errors import Invalid

STATES = frozenset({
    "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "DC", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS", "KY", "LA",
    "ME", "MD", "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC", "ND", "OH", "OK", "OR",
    "PA", "RI", "SC", "SD", "TN", "TX", "UT", "VT", "VA", "WA", "WV", "WI", "WY", "PR", "VI", "GU", "AS", "MP"})
_ZIP = re.compile(r"\d{5}(-\d{4})?")
_HOST = re.compile(r"([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}")


def _invalid(field: str, message: str) -> Invalid:
    return Invalid(message, fields={field: message})


def ein(value: str) -> str:
    """"12-3456789" -> "123456789"."""
    digits = re.sub(r"[\s-]", "", value)
    if not re.fullmatch(r"\d{9}", digits) or digits.startswith("00"):
        raise _invalid("ein", "An EIN is nine digits, like 12-3456789")
    return digits


def website(value: str) -> str:
    """A web address carriers can open: "mysalon.com" -> "https://mysalon.com"."""
    address = value.strip()
    if "://" not in address:
        address = f"https://{address}"
    parts = urlsplit(address)
    host = (parts.hostname or "").lower()
    if parts.scheme not in ("http", "https") or not _HOST.fullmatch(host) or " " in address:
        raise _invalid("website", "Please enter your website's address, like https://mysalon.com")
    return address


def checked(submission: Submission) -> tuple[dict, str]:
    """The details to keep (the EIN apart) and the EIN's digits."""
    state = submission.state.strip().upper()
    if state not in STATES:
        raise _invalid("state", "Please enter the state's two letters, like TX")
    if not _ZIP.fullmatch(submission.postalCode.strip()):
        raise _invalid("postalCode", "A ZIP code is five digits, like 78701 or 78701-1234")
    phone = phones.checked(submission.contactPhone, "US", field="contactPhone")
    if phonenumbers.region_code_for_number(phonenumbers.parse(phone)) not in ("US", "PR", "VI", "GU", "AS", "MP"):
        raise _invalid("contactPhone", "Please enter a US number carriers can call, like (512) 555-0134")
    details = submission.model_dump(exclude={"ein"})
    details.update(state=state, postalCode=submission.postalCode.strip(), contactPhone=phone,
                   website=website(submission.website), contactEmail=submission.contactEmail.strip().lower())
    return details, ein(submission.ein)


def toll_free(number: str) -> bool:
    try:
        return phonenumbers.number_type(phonenumbers.parse(number)) == phonenumbers.PhoneNumberType.TOLL_FREE
    except phonenumbers.NumberParseException:
        return False
