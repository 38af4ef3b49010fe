"""A fake Twilio for the numbers on our own account and their registration for texting (providers.md §7.5,
docs/providers/twilio-texting-registration.md), on a real loopback port:

- numbers: available local numbers in an area code (an area code with none left answers an empty list) and
  toll-free ones, buying one (its SmsUrl and TrunkSid kept), listing and deleting the account's numbers;
- Trust Hub (under `/trusthub/v1`, as its own host): customer profiles and trust products with their end users,
  supporting documents and assignments; an evaluation is compliant only when the bundle holds what its policy
  asks; addresses on the 2010 API;
- Messaging: brand registrations (created only from submitted bundles), Messaging Services, campaigns (created only
  for an approved brand, with the fields and lengths Twilio checks), adding a number to a service, and toll-free
  verifications. Each review's status is the test's to set (`approve_brand`, `approve_campaign`...).

Basic auth with the account SID and auth token, form bodies (a list field repeated), JSON answers with Twilio's
list keys and error shape; capabilities written with Twilio's mixed case (`SMS`, `voice`)."""

import base64
import json
import threading
import uuid
from dataclasses import dataclass, field
from urllib.parse import parse_qsl

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from ringbook_common.testing.loopback import LoopbackServer

CUSTOMER_PROFILE_POLICY = "RNdfbf3fae0e1107f8aded0e7cead80bf5"
A2P_PROFILE_POLICY = "RNb0d4771c2c98518d916a3d4cd70a8f8b"
USE_CASES = frozenset({"2FA", "ACCOUNT_NOTIFICATION", "CUSTOMER_CARE", "DELIVERY_NOTIFICATION", "FRAUD_ALERT",
                       "HIGHER_EDUCATION", "LOW_VOLUME", "MARKETING", "MIXED", "POLLING_VOTING",
                       "PUBLIC_SERVICE_ANNOUNCEMENT", "SECURITY_ALERT"})
# What each policy asks a bundle to hold: its end users' and documents' types, and the primary profile.
CUSTOMER_PROFILE_NEEDS = ("customer_profile_business_information", "authorized_representative_1",
                          "customer_profile_address", "primary")
A2P_PROFILE_NEEDS = ("us_a2p_messaging_profile_information", "customer_profile")
TOLL_FREE_REQUIRED = ("TollfreePhoneNumberSid", "BusinessName", "BusinessWebsite", "NotificationEmail",
                      "UseCaseCategories", "UseCaseSummary", "ProductionMessageSample", "OptInImageUrls",
                      "OptInType", "MessageVolume", "BusinessRegistrationNumber", "BusinessRegistrationAuthority",
                      "BusinessRegistrationCountry", "BusinessType")
COMPANY_TYPES = frozenset({"private", "public", "non_profit", "government"})
CAMPAIGN_SID = "QE2c6890da8086d771620e9b13fadeba0b"  # every service's campaign has this SID


def _error(status: int, message: str, code: int = 20404) -> JSONResponse:
    return JSONResponse({"code": code, "message": message, "status": status}, status_code=status)


def _sid(prefix: str) -> str:
    return prefix + uuid.uuid4().hex


@dataclass
class FakeTwilioState:
    numbers: dict[str, dict] = field(default_factory=dict)  # the account's, by sid
    service_numbers: dict[str, set[str]] = field(default_factory=dict)  # Messaging Service sid -> number sids
    empty_area_codes: set[str] = field(default_factory=set)
    next_number: int = 100
    addresses: dict[str, dict] = field(default_factory=dict)
    end_users: dict[str, dict] = field(default_factory=dict)  # IT...: {"type", "attributes"}
    documents: dict[str, dict] = field(default_factory=dict)  # RD...: {"type", "attributes"}
    bundles: dict[str, dict] = field(default_factory=dict)  # BU...: {"kind", "policy", "status", "assigned"}
    brands: dict[str, dict] = field(default_factory=dict)  # BN...
    services: dict[str, dict] = field(default_factory=dict)  # MG...
    campaigns: dict[str, dict] = field(default_factory=dict)  # by Messaging Service sid: one each
    use_cases: tuple[str, ...] = ("ACCOUNT_NOTIFICATION", "CUSTOMER_CARE", "LOW_VOLUME")  # a Low-Volume brand's
    toll_free: dict[str, dict] = field(default_factory=dict)  # HH...
    refuse_business: str = ""  # an end user's attributes Twilio refuses, in its words (a 400)
    outage: bool = False  # every request answered 503, as Twilio does when it is down


class FakeTwilio:
    def __init__(self, account_sid: str, auth_token: str, primary_profile_sid: str) -> None:
        self.account_sid, self.auth_token, self.primary_profile_sid = account_sid, auth_token, primary_profile_sid
        self.state = FakeTwilioState()
        self._lock = threading.RLock()
        self._server = LoopbackServer(self._app(), "the fake Twilio")

    @property
    def api_url(self) -> str:
        return f"{self._server.base_url}/2010-04-01"

    @property
    def messaging_url(self) -> str:
        return f"{self._server.base_url}/v1"

    @property
    def trusthub_url(self) -> str:
        return f"{self._server.base_url}/trusthub/v1"

    def start(self) -> "FakeTwilio":
        self._server.start()
        return self

    def stop(self) -> None:
        self._server.stop()

    def reset(self) -> None:
        with self._lock:
            self.state = FakeTwilioState()

    # ---- what a test reads and decides ---------------------------------------------------------------------

    def owned(self) -> list[dict]:
        with self._lock:
            return [dict(number) for number in self.state.numbers.values()]

    def in_service(self, service_sid: str) -> set[str]:
        """The numbers (E.164) in a Messaging Service."""
        with self._lock:
            sids = self.state.service_numbers.get(service_sid, set())
            return {self.state.numbers[sid]["phone_number"] for sid in sids if sid in self.state.numbers}

    def in_any_service(self) -> set[str]:
        with self._lock:
            return {number for service in self.state.service_numbers for number in self.in_service(service)}

    def end_user(self, kind: str) -> dict:
        """The attributes of the last end user of that type."""
        with self._lock:
            return [user["attributes"] for user in self.state.end_users.values() if user["type"] == kind][-1]

    def review_brands(self, status: str, failure_reason: str = "") -> None:
        with self._lock:
            for brand in self.state.brands.values():
                brand.update(status=status, failure_reason=failure_reason or None)

    def review_campaigns(self, status: str, errors: list[dict] | None = None) -> None:
        with self._lock:
            for campaign in self.state.campaigns.values():
                campaign.update(campaign_status=status, errors=errors or [])

    def review_toll_free(self, status: str, rejection_reason: str = "") -> None:
        with self._lock:
            for verification in self.state.toll_free.values():
                verification.update(status=status, rejection_reason=rejection_reason or None)

    # ---- the routes ----------------------------------------------------------------------------------------

    def _app(self) -> Starlette:
        account = f"/2010-04-01/Accounts/{self.account_sid}"
        hub = "/trusthub/v1"
        routes = [
            Route(f"{account}/AvailablePhoneNumbers/US/Local.json", self._auth(self._available), methods=["GET"]),
            Route(f"{account}/AvailablePhoneNumbers/US/TollFree.json", self._auth(self._available_toll_free),
                  methods=["GET"]),
            Route(f"{account}/IncomingPhoneNumbers.json", self._auth(self._buy), methods=["POST"]),
            Route(f"{account}/IncomingPhoneNumbers.json", self._auth(self._list), methods=["GET"]),
            Route(f"{account}/IncomingPhoneNumbers/{{sid}}.json", self._auth(self._delete), methods=["DELETE"]),
            Route(f"{account}/Addresses.json", self._auth(self._address), methods=["POST"]),
            Route(f"{hub}/EndUsers", self._auth(self._end_user_made), methods=["POST"]),
            Route(f"{hub}/SupportingDocuments", self._auth(self._document), methods=["POST"]),
            Route("/v1/a2p/BrandRegistrations", self._auth(self._brand), methods=["POST"]),
            Route("/v1/a2p/BrandRegistrations/{sid}", self._auth(self._read_brand), methods=["GET"]),
            Route("/v1/Services", self._auth(self._service), methods=["POST"]),
            Route("/v1/Services/{service}/PhoneNumbers", self._auth(self._add_to_service), methods=["POST"]),
            Route("/v1/Services/{service}/Compliance/Usa2p", self._auth(self._campaign), methods=["POST"]),
            Route("/v1/Services/{service}/Compliance/Usa2p/Usecases", self._auth(self._use_cases), methods=["GET"]),
            Route("/v1/Services/{service}/Compliance/Usa2p/{sid}", self._auth(self._read_campaign), methods=["GET"]),
            Route("/v1/Tollfree/Verifications", self._auth(self._verify_toll_free), methods=["POST"]),
            Route("/v1/Tollfree/Verifications/{sid}", self._auth(self._read_toll_free), methods=["GET"]),
            Route("/v1/Tollfree/Verifications/{sid}", self._auth(self._delete_toll_free), methods=["DELETE"]),
        ]
        for kind, policy in (("CustomerProfiles", CUSTOMER_PROFILE_POLICY), ("TrustProducts", A2P_PROFILE_POLICY)):
            routes += [
                Route(f"{hub}/{kind}", self._auth(self._bundle(kind, policy)), methods=["POST"]),
                Route(f"{hub}/{kind}/{{sid}}", self._auth(self._submit), methods=["POST"]),
                Route(f"{hub}/{kind}/{{sid}}/EntityAssignments", self._auth(self._assign), methods=["POST"]),
                Route(f"{hub}/{kind}/{{sid}}/Evaluations", self._auth(self._evaluate), methods=["POST"]),
            ]
        return Starlette(routes=routes)

    def _auth(self, handler):
        expected = "Basic " + base64.b64encode(f"{self.account_sid}:{self.auth_token}".encode()).decode()

        async def endpoint(request: Request) -> Response:
            if self.state.outage:
                return _error(503, "Service Unavailable", code=20503)
            if request.headers.get("authorization") != expected:
                return _error(401, "Authenticate", code=20003)
            form: dict[str, list[str]] = {}
            if request.method == "POST":
                for name, value in parse_qsl((await request.body()).decode(), keep_blank_values=True):
                    form.setdefault(name, []).append(value)
            with self._lock:
                return handler(request, form)
        return endpoint

    # ---- numbers --------------------------------------------------------------------------------------------

    def _offered(self, prefix: str) -> list[dict]:
        return [{"friendly_name": f"({prefix}) 555-{n:04d}", "phone_number": f"+1{prefix}555{n:04d}",
                 "iso_country": "US", "address_requirements": "none", "beta": False,
                 "capabilities": {"voice": True, "SMS": True, "MMS": True}}
                for n in range(self.state.next_number, self.state.next_number + 2)]

    def _available(self, request: Request, form: dict) -> Response:
        area_code = request.query_params.get("AreaCode", "")
        found = [] if area_code in self.state.empty_area_codes else self._offered(area_code)
        return JSONResponse({"available_phone_numbers": found, "uri": request.url.path})

    def _available_toll_free(self, request: Request, form: dict) -> Response:
        return JSONResponse({"available_phone_numbers": self._offered("833"), "uri": request.url.path})

    def _buy(self, request: Request, form: dict) -> Response:
        number = _one(form, "PhoneNumber")
        if not number:
            return _error(400, "A 'PhoneNumber' or 'AreaCode' is required.", code=21605)
        if any(owned["phone_number"] == number for owned in self.state.numbers.values()):
            return _error(400, f"+{number} is not available.", code=21422)
        self.state.next_number += 1
        sid = _sid("PN")
        self.state.numbers[sid] = {
            "sid": sid, "account_sid": self.account_sid, "phone_number": number,
            "friendly_name": _one(form, "FriendlyName") or number, "sms_url": _one(form, "SmsUrl"),
            "sms_method": _one(form, "SmsMethod") or "POST", "trunk_sid": _one(form, "TrunkSid") or None,
            "capabilities": {"voice": True, "sms": True, "mms": True}, "status": "in-use"}
        return JSONResponse(self.state.numbers[sid], status_code=201)

    def _list(self, request: Request, form: dict) -> Response:
        wanted = request.query_params.get("PhoneNumber")
        found = [number for number in self.state.numbers.values() if wanted in (None, number["phone_number"])]
        return JSONResponse({"incoming_phone_numbers": found, "page": 0, "page_size": 50})

    def _delete(self, request: Request, form: dict) -> Response:
        if self.state.numbers.pop(request.path_params["sid"], None) is None:
            return _error(404, "The requested resource was not found")
        for sids in self.state.service_numbers.values():
            sids.discard(request.path_params["sid"])
        return Response(status_code=204)

    # ---- Trust Hub -------------------------------------------------------------------------------------------

    def _address(self, request: Request, form: dict) -> Response:
        missing = [name for name in ("CustomerName", "Street", "City", "Region", "PostalCode", "IsoCountry")
                   if not _one(form, name)]
        if missing:
            return _error(400, f"Missing required parameter {missing[0]} in the post body", code=21201)
        sid = _sid("AD")
        self.state.addresses[sid] = {name: values[0] for name, values in form.items()}
        return JSONResponse({"sid": sid, "account_sid": self.account_sid, "customer_name": _one(form, "CustomerName"),
                             "iso_country": _one(form, "IsoCountry"), "validated": False}, status_code=201)

    def _end_user_made(self, request: Request, form: dict) -> Response:
        try:
            attributes = json.loads(_one(form, "Attributes") or "{}")
        except ValueError:
            return _error(400, "Attributes must be a JSON object", code=70002)
        kind = _one(form, "Type")
        if self.state.refuse_business and kind == "customer_profile_business_information":
            return _error(400, self.state.refuse_business, code=70002)
        if kind == "us_a2p_messaging_profile_information" and attributes.get("company_type") not in COMPANY_TYPES:
            return _error(400, "company_type must be private, public, non_profit or government", code=70002)
        sid = _sid("IT")
        self.state.end_users[sid] = {"type": kind, "attributes": attributes}
        return JSONResponse({"sid": sid, "type": kind, "attributes": attributes,
                             "friendly_name": _one(form, "FriendlyName")}, status_code=201)

    def _document(self, request: Request, form: dict) -> Response:
        attributes = json.loads(_one(form, "Attributes") or "{}")
        if _one(form, "Type") == "customer_profile_address" and attributes.get("address_sids") \
                not in self.state.addresses:
            return _error(400, "The address SID is not one of this account's", code=70002)
        sid = _sid("RD")
        self.state.documents[sid] = {"type": _one(form, "Type"), "attributes": attributes}
        return JSONResponse({"sid": sid, "type": _one(form, "Type"), "status": "draft"}, status_code=201)

    def _bundle(self, kind: str, policy: str):
        def made(request: Request, form: dict) -> Response:
            if _one(form, "PolicySid") != policy or not _one(form, "Email") or not _one(form, "FriendlyName"):
                return _error(400, "FriendlyName, Email and the policy's PolicySid are required", code=70002)
            sid = _sid("BU")
            self.state.bundles[sid] = {"kind": kind, "policy": policy, "status": "draft", "assigned": [],
                                       "email": _one(form, "Email")}
            return JSONResponse({"sid": sid, "status": "draft", "policy_sid": policy,
                                 "friendly_name": _one(form, "FriendlyName")}, status_code=201)
        return made

    def _bundle_of(self, request: Request) -> dict | None:
        return self.state.bundles.get(request.path_params["sid"])

    def _assign(self, request: Request, form: dict) -> Response:
        bundle, sid = self._bundle_of(request), _one(form, "ObjectSid")
        if bundle is None:
            return _error(404, "The requested resource was not found")
        if sid not in self.state.end_users and sid not in self.state.documents and sid not in self.state.bundles \
                and sid != self.primary_profile_sid:
            return _error(400, f"Object {sid} was not found", code=70002)
        bundle["assigned"].append(sid)
        return JSONResponse({"sid": _sid("BV"), "object_sid": sid, "trust_product_sid": request.path_params["sid"]},
                            status_code=201)

    def _holds(self, bundle: dict) -> set[str]:
        held = set()
        for sid in bundle["assigned"]:
            if sid == self.primary_profile_sid:
                held.add("primary")
            elif sid in self.state.end_users:
                held.add(self.state.end_users[sid]["type"])
            elif sid in self.state.documents:
                held.add(self.state.documents[sid]["type"])
            elif self.state.bundles.get(sid, {}).get("kind") == "CustomerProfiles":
                held.add("customer_profile")
        return held

    def _evaluate(self, request: Request, form: dict) -> Response:
        bundle = self._bundle_of(request)
        if bundle is None:
            return _error(404, "The requested resource was not found")
        needs = CUSTOMER_PROFILE_NEEDS if bundle["policy"] == CUSTOMER_PROFILE_POLICY else A2P_PROFILE_NEEDS
        held = self._holds(bundle)
        results = [{"friendly_name": need, "object_type": need, "passed": need in held,
                    "failure_reason": "" if need in held else f"A {need} is required", "requirement_name": need}
                   for need in needs]
        status = "compliant" if all(result["passed"] for result in results) else "noncompliant"
        return JSONResponse({"sid": _sid("EL"), "policy_sid": bundle["policy"], "status": status,
                             "results": results}, status_code=201)

    def _submit(self, request: Request, form: dict) -> Response:
        bundle = self._bundle_of(request)
        if bundle is None:
            return _error(404, "The requested resource was not found")
        if _one(form, "Status") == "pending-review":
            bundle["status"] = "pending-review"
        return JSONResponse({"sid": request.path_params["sid"], "status": bundle["status"]})

    # ---- Messaging: brands, services, campaigns, toll-free --------------------------------------------------

    def _brand(self, request: Request, form: dict) -> Response:
        customer, a2p = _one(form, "CustomerProfileBundleSid"), _one(form, "A2PProfileBundleSid")
        for sid, kind in ((customer, "CustomerProfiles"), (a2p, "TrustProducts")):
            bundle = self.state.bundles.get(sid)
            if bundle is None or bundle["kind"] != kind or bundle["status"] == "draft":
                return _error(400, f"Bundle {sid} is not a submitted {kind} bundle", code=21611)
        sid = _sid("BN")
        self.state.brands[sid] = {"sid": sid, "customer_profile_bundle_sid": customer,
                                  "a2p_profile_bundle_sid": a2p, "status": "PENDING", "failure_reason": None,
                                  "brand_type": "STANDARD", "skip_automatic_sec_vet":
                                      _one(form, "SkipAutomaticSecVet") == "true"}
        return JSONResponse(self.state.brands[sid], status_code=201)

    def _read_brand(self, request: Request, form: dict) -> Response:
        brand = self.state.brands.get(request.path_params["sid"])
        return JSONResponse(brand) if brand else _error(404, "The requested resource was not found")

    def _service(self, request: Request, form: dict) -> Response:
        if not _one(form, "FriendlyName"):
            return _error(400, "Missing required parameter FriendlyName", code=21201)
        sid = _sid("MG")
        self.state.services[sid] = {"sid": sid, "friendly_name": _one(form, "FriendlyName"),
                                    "inbound_request_url": _one(form, "InboundRequestUrl") or None,
                                    "use_inbound_webhook_on_number": _one(form, "UseInboundWebhookOnNumber") == "true"}
        return JSONResponse(self.state.services[sid], status_code=201)

    def _add_to_service(self, request: Request, form: dict) -> Response:
        service, sid = request.path_params["service"], _one(form, "PhoneNumberSid")
        if service not in self.state.services:
            return _error(404, "The requested resource was not found")
        if sid not in self.state.numbers:
            return _error(404, "Phone Number not found")
        members = self.state.service_numbers.setdefault(service, set())
        if sid in members:
            return _error(409, "Phone Number or Short Code is already in the Messaging Service.", code=21710)
        members.add(sid)
        return JSONResponse({"sid": sid, "service_sid": service, "phone_number":
                             self.state.numbers[sid]["phone_number"]}, status_code=201)

    def _campaign(self, request: Request, form: dict) -> Response:
        service = request.path_params["service"]
        if service not in self.state.services:
            return _error(404, "The requested resource was not found")
        brand = self.state.brands.get(_one(form, "BrandRegistrationSid"))
        if brand is None or brand["status"] != "APPROVED":
            return _error(400, "The brand registration is not approved", code=21711)
        problem = _campaign_problem(form)
        if problem:
            return _error(400, problem, code=21702)
        if _one(form, "UsAppToPersonUsecase") not in self.state.use_cases:
            return _error(400, "The use case is not available for this brand", code=21701)
        if service in self.state.campaigns:
            return _error(409, "The Messaging Service already has a campaign", code=21712)
        self.state.campaigns[service] = {
            "sid": CAMPAIGN_SID, "messaging_service_sid": service, "brand_registration_sid": brand["sid"],
            "campaign_status": "PENDING", "errors": [], "us_app_to_person_usecase": _one(form, "UsAppToPersonUsecase"),
            "description": _one(form, "Description"), "message_flow": _one(form, "MessageFlow"),
            "message_samples": form.get("MessageSamples", []), "opt_out_keywords": form.get("OptOutKeywords", []),
            "help_keywords": form.get("HelpKeywords", []), "help_message": _one(form, "HelpMessage"),
            "privacy_policy_url": _one(form, "PrivacyPolicyUrl")}
        return JSONResponse(self.state.campaigns[service], status_code=201)

    def _use_cases(self, request: Request, form: dict) -> Response:
        if request.query_params.get("BrandRegistrationSid") not in self.state.brands:
            return _error(400, "BrandRegistrationSid is required", code=21201)
        return JSONResponse({"us_app_to_person_usecases": [
            {"code": code, "name": code.replace("_", " ").title(), "description": "", "post_approval_required": False}
            for code in self.state.use_cases]})

    def _read_campaign(self, request: Request, form: dict) -> Response:
        campaign = self.state.campaigns.get(request.path_params["service"])
        if campaign is None or request.path_params["sid"] != CAMPAIGN_SID:
            return _error(404, "The requested resource was not found")
        return JSONResponse(campaign)

    def _verify_toll_free(self, request: Request, form: dict) -> Response:
        missing = [name for name in TOLL_FREE_REQUIRED if not _one(form, name)]
        if missing:
            return _error(400, f"Missing required parameter {missing[0]} in the post body", code=21201)
        if any(verification["tollfreephonenumbersid"] == _one(form, "TollfreePhoneNumberSid")
               for verification in self.state.toll_free.values()):
            return _error(409, "A verification already exists for this phone number", code=21201)
        number = self.state.numbers.get(_one(form, "TollfreePhoneNumberSid"))
        if number is None or not number["phone_number"].startswith(("+1800", "+1833", "+1844", "+1855", "+1866",
                                                                     "+1877", "+1888")):
            return _error(400, "TollfreePhoneNumberSid is not a toll-free number of this account", code=21201)
        sid = _sid("HH")
        self.state.toll_free[sid] = {"sid": sid, "status": "PENDING_REVIEW", "rejection_reason": None,
                                     **{name.lower(): values if len(values) > 1 else values[0]
                                        for name, values in form.items()}}
        return JSONResponse(self.state.toll_free[sid], status_code=201)

    def _read_toll_free(self, request: Request, form: dict) -> Response:
        verification = self.state.toll_free.get(request.path_params["sid"])
        return JSONResponse(verification) if verification else _error(404, "The requested resource was not found")

    def _delete_toll_free(self, request: Request, form: dict) -> Response:
        if self.state.toll_free.pop(request.path_params["sid"], None) is None:
            return _error(404, "The requested resource was not found")
        return Response(status_code=204)


def _one(form: dict[str, list[str]], name: str) -> str:
    return (form.get(name) or [""])[0]


def _campaign_problem(form: dict[str, list[str]]) -> str:
    """What Twilio says of a campaign's fields, or empty when they are what it takes."""
    if _one(form, "UsAppToPersonUsecase") not in USE_CASES:
        return "UsAppToPersonUsecase is not a use case of this brand"
    for name, low, high in (("Description", 40, 4096), ("MessageFlow", 40, 2048)):
        if not low <= len(_one(form, name)) <= high:
            return f"{name} must be {low} to {high} characters"
    samples = form.get("MessageSamples", [])
    if not 2 <= len(samples) <= 5 or any(not 20 <= len(sample) <= 1024 for sample in samples):
        return "MessageSamples must be 2 to 5 samples of 20 to 1024 characters"
    for name in ("HasEmbeddedLinks", "HasEmbeddedPhone"):
        if _one(form, name) not in ("true", "false"):
            return f"{name} is required"
    for name in ("OptInMessage", "OptOutMessage", "HelpMessage"):
        if _one(form, name) and not 20 <= len(_one(form, name)) <= 320:
            return f"{name} must be 20 to 320 characters"
    return ""
