"""A salon's registration for texting on our Twilio account, as an ISV (docs/providers/twilio-texting-registration.md):
the business in Trust Hub (a secondary customer profile under our primary one, and an A2P messaging profile), its
brand, a Messaging Service with its campaign, its numbers put in that service; a toll-free number's own
verification. Each call makes one record and answers its SID, so the caller keeps each as it is made."""

import json
from dataclasses import dataclass
from urllib.parse import quote

from receptionist.registration.campaign import HELP_KEYWORDS, OPT_IN_KEYWORDS, OPT_OUT_KEYWORDS, Campaign
from receptionist.voice.ports import VoiceProviderError
from receptionist.voice.twilio_api import TwilioApi, required_text

# Trust Hub's policies: a secondary customer profile, and an A2P messaging profile.
CUSTOMER_PROFILE_POLICY = "RNdfbf3fae0e1107f8aded0e7cead80bf5"
A2P_PROFILE_POLICY = "RNb0d4771c2c98518d916a3d4cd70a8f8b"
# A salon's few texts a day, of several kinds (confirmations, reminders, replies, offers) under a Low-Volume
# Standard brand; a brand Twilio lists otherwise for gets the Standard brand's mixed use case.
USE_CASES = ("LOW_VOLUME", "MIXED")

BUSINESS_TYPES = {"sole_proprietorship": "Sole Proprietorship", "partnership": "Partnership",
                  "llc": "Limited Liability Corporation", "cooperative": "Co-operative",
                  "non_profit": "Non-profit Corporation", "corporation": "Corporation"}
POSITIONS = {"director": "Director", "gm": "GM", "vp": "VP", "ceo": "CEO", "cfo": "CFO",
             "general_counsel": "General Counsel"}
# Toll-free verification's words for the same kinds of business.
TOLL_FREE_BUSINESS_TYPES = {"sole_proprietorship": "SOLE_PROPRIETOR", "non_profit": "NON_PROFIT"}


@dataclass(frozen=True)
class Review:
    """Where one review stands: `status` in Twilio's words, `problem` why it was turned down (empty otherwise)."""

    status: str
    problem: str = ""


class TwilioRegistrar:
    def __init__(self, api: TwilioApi, *, primary_profile_sid: str, email: str, texts_webhook: str,
                 site_url: str) -> None:
        self.api = api
        self.primary_profile_sid = primary_profile_sid
        self.email = email  # ours: Twilio writes to it about each review, never to the salon
        self.texts_webhook = texts_webhook
        self.site_url = site_url.rstrip("/")  # our public site: its privacy policy, terms and opt-in picture

    # ---- the business, in Trust Hub -----------------------------------------------------------------------

    async def customer_profile(self, details: dict, *, ein: str) -> str:
        """The business's secondary customer profile, filled, checked and sent for review: its BU... SID.
        VoiceProviderError with Twilio's words when Twilio finds it incomplete or wrong."""
        profile = required_text(await self.api.call("POST", self.api.trusthub("/CustomerProfiles"), form={
            "FriendlyName": details["legalName"][:64], "Email": self.email,
            "PolicySid": CUSTOMER_PROFILE_POLICY}), "sid")
        business = await self._end_user(details["legalName"], "customer_profile_business_information", {
            "business_name": details["legalName"], "business_identity": "direct_customer",
            "business_type": BUSINESS_TYPES[details["businessType"]], "business_industry": "CONSUMER",
            "business_registration_identifier": "EIN", "business_registration_number": ein,
            "business_regions_of_operation": "USA_AND_CANADA", "website_url": details["website"],
            "social_media_profile_urls": ""})
        representative = await self._end_user(
            f"{details['contactFirstName']} {details['contactLastName']}", "authorized_representative_1", {
                "first_name": details["contactFirstName"], "last_name": details["contactLastName"],
                "email": details["contactEmail"], "phone_number": details["contactPhone"],
                "business_title": details["contactTitle"], "job_position": POSITIONS[details["contactPosition"]]})
        address = required_text(await self.api.call("POST", self.api.account("/Addresses.json"), form={
            "CustomerName": details["legalName"], "Street": details["street"],
            "StreetSecondary": details.get("streetSecondary", ""), "City": details["city"],
            "Region": details["state"], "PostalCode": details["postalCode"], "IsoCountry": "US"}), "sid")
        document = required_text(await self.api.call("POST", self.api.trusthub("/SupportingDocuments"), form={
            "FriendlyName": f"{details['legalName'][:48]} address", "Type": "customer_profile_address",
            "Attributes": json.dumps({"address_sids": address})}), "sid")
        for sid in (business, representative, document, self.primary_profile_sid):
            await self._assign("CustomerProfiles", profile, sid)
        await self._evaluate_and_submit("CustomerProfiles", profile, CUSTOMER_PROFILE_POLICY)
        return profile

    async def a2p_profile(self, details: dict, *, customer_profile_sid: str) -> str:
        """The business's A2P messaging profile (a trust product), sent for review: its BU... SID."""
        product = required_text(await self.api.call("POST", self.api.trusthub("/TrustProducts"), form={
            "FriendlyName": f"{details['legalName'][:48]} A2P", "Email": self.email,
            "PolicySid": A2P_PROFILE_POLICY}), "sid")
        company = await self._end_user(f"{details['legalName'][:48]} A2P", "us_a2p_messaging_profile_information", {
            "company_type": "non_profit" if details["businessType"] == "non_profit" else "private"})
        for sid in (company, customer_profile_sid):
            await self._assign("TrustProducts", product, sid)
        await self._evaluate_and_submit("TrustProducts", product, A2P_PROFILE_POLICY)
        return product

    async def _end_user(self, name: str, kind: str, attributes: dict) -> str:
        return required_text(await self.api.call("POST", self.api.trusthub("/EndUsers"), form={
            "FriendlyName": name[:64], "Type": kind, "Attributes": json.dumps(attributes)}), "sid")

    async def _assign(self, bundles: str, bundle: str, sid: str) -> None:
        await self.api.call("POST", self.api.trusthub(f"/{bundles}/{quote(bundle)}/EntityAssignments"),
                            form={"ObjectSid": sid})

    async def _evaluate_and_submit(self, bundles: str, bundle: str, policy: str) -> None:
        evaluation = await self.api.call("POST", self.api.trusthub(f"/{bundles}/{quote(bundle)}/Evaluations"),
                                         form={"PolicySid": policy})
        if evaluation.get("status") != "compliant":
            raise VoiceProviderError(_evaluation_problem(evaluation), status=400)
        await self.api.call("POST", self.api.trusthub(f"/{bundles}/{quote(bundle)}"),
                            form={"Status": "pending-review"})

    # ---- the brand, the Messaging Service and the campaign ------------------------------------------------

    async def brand(self, *, customer_profile_sid: str, a2p_profile_sid: str) -> str:
        """The business's brand, sent to The Campaign Registry: its BN... SID."""
        return required_text(await self.api.call("POST", self.api.messaging("/a2p/BrandRegistrations"), form={
            "CustomerProfileBundleSid": customer_profile_sid, "A2PProfileBundleSid": a2p_profile_sid,
            "SkipAutomaticSecVet": "true"}), "sid")

    async def brand_review(self, brand_sid: str) -> Review:
        brand = await self.api.call("GET", self.api.messaging(f"/a2p/BrandRegistrations/{quote(brand_sid)}"))
        return Review(str(brand.get("status") or ""), _problem(brand, "errors") or _problem(brand, "failure_reason"))

    async def messaging_service(self, *, name: str) -> str:
        """The salon's Messaging Service: its numbers' texts still reach our webhook (each number's own). MG..."""
        return required_text(await self.api.call("POST", self.api.messaging("/Services"), form={
            "FriendlyName": name[:64], "InboundRequestUrl": self.texts_webhook, "InboundMethod": "POST",
            "UseInboundWebhookOnNumber": "true"}), "sid")

    async def use_case(self, *, service_sid: str, brand_sid: str) -> str | None:
        """The use case the salon's campaign is made with, among those Twilio lists for the brand."""
        found = await self.api.call("GET", self.api.messaging(
            f"/Services/{quote(service_sid)}/Compliance/Usa2p/Usecases"), params={"BrandRegistrationSid": brand_sid})
        listed = {str(item.get("code")) for item in found.get("us_app_to_person_usecases") or []
                  if isinstance(item, dict)}
        return next((code for code in USE_CASES if code in listed), None)

    async def campaign(self, *, service_sid: str, brand_sid: str, use_case: str, campaign: Campaign) -> str:
        """The salon's campaign in its Messaging Service, sent to the carriers (one per service: its SID is the
        same for every service's)."""
        form: list[tuple[str, str]] = [
            ("BrandRegistrationSid", brand_sid), ("Description", campaign.description),
            ("MessageFlow", campaign.message_flow), ("UsAppToPersonUsecase", use_case),
            ("HasEmbeddedLinks", "false"), ("HasEmbeddedPhone", "true"),
            ("OptInMessage", campaign.opt_in_message), ("OptOutMessage", campaign.opt_out_message),
            ("HelpMessage", campaign.help_message), ("PrivacyPolicyUrl", f"{self.site_url}/privacy"),
            ("TermsAndConditionsUrl", f"{self.site_url}/terms")]
        form += [("MessageSamples", sample) for sample in campaign.samples]
        form += [("OptInKeywords", word) for word in OPT_IN_KEYWORDS]
        form += [("OptOutKeywords", word) for word in OPT_OUT_KEYWORDS]
        form += [("HelpKeywords", word) for word in HELP_KEYWORDS]
        return required_text(await self.api.call(
            "POST", self.api.messaging(f"/Services/{quote(service_sid)}/Compliance/Usa2p"), form=form), "sid")

    async def campaign_review(self, *, service_sid: str, campaign_sid: str) -> Review:
        found = await self.api.call("GET", self.api.messaging(
            f"/Services/{quote(service_sid)}/Compliance/Usa2p/{quote(campaign_sid)}"))
        return Review(str(found.get("campaign_status") or ""), _problem(found, "errors"))

    async def add_number(self, *, service_sid: str, number: str) -> bool:
        """Put the number in the salon's Messaging Service (one already there stays); False when the number is not
        on our account."""
        owned = await self.api.owned(number)
        for found in owned:
            try:
                await self.api.call("POST", self.api.messaging(f"/Services/{quote(service_sid)}/PhoneNumbers"),
                                    form={"PhoneNumberSid": required_text(found, "sid")})
            except VoiceProviderError as failure:
                if failure.status != 409:  # already in the service
                    raise
        return bool(owned)

    # ---- a toll-free number -------------------------------------------------------------------------------

    async def verify_toll_free(self, number: str, details: dict, *, ein: str, campaign: Campaign) -> str | None:
        """The number's Toll-Free Verification, sent for review with the salon's own details (no customer profile:
        Twilio would take the business from it): its HH... SID; None when the number is not on our account."""
        owned = await self.api.owned(number)
        if not owned:
            return None
        form: dict[str, str] = {
            "TollfreePhoneNumberSid": required_text(owned[0], "sid"), "BusinessName": details["legalName"],
            "BusinessWebsite": details["website"], "NotificationEmail": details["contactEmail"],
            "UseCaseCategories": "ACCOUNT_NOTIFICATIONS", "UseCaseSummary": campaign.description,
            "ProductionMessageSample": campaign.samples[0],
            "OptInImageUrls": f"{self.site_url}/texting-consent.png", "OptInType": "VERBAL", "MessageVolume": "1,000",
            "PrivacyPolicyUrl": f"{self.site_url}/privacy", "TermsAndConditionsUrl": f"{self.site_url}/terms",
            "HelpMessageSample": campaign.help_message, "AdditionalInformation": campaign.message_flow,
            "BusinessStreetAddress": details["street"], "BusinessStreetAddress2": details.get("streetSecondary", ""),
            "BusinessCity": details["city"], "BusinessStateProvinceRegion": details["state"],
            "BusinessPostalCode": details["postalCode"], "BusinessCountry": "US",
            "BusinessContactFirstName": details["contactFirstName"],
            "BusinessContactLastName": details["contactLastName"], "BusinessContactEmail": details["contactEmail"],
            "BusinessContactPhone": details["contactPhone"], "BusinessRegistrationNumber": ein,
            "BusinessRegistrationAuthority": "EIN", "BusinessRegistrationCountry": "US",
            "BusinessType": TOLL_FREE_BUSINESS_TYPES.get(details["businessType"], "PRIVATE_PROFIT")}
        return required_text(await self.api.call("POST", self.api.messaging("/Tollfree/Verifications"),
                                                 form=form), "sid")

    async def toll_free_review(self, verification_sid: str) -> Review:
        found = await self.api.call("GET", self.api.messaging(f"/Tollfree/Verifications/{quote(verification_sid)}"))
        return Review(str(found.get("status") or ""), _problem(found, "rejection_reason"))

    async def forget_toll_free(self, verification_sid: str) -> None:
        """Delete a turned-down verification, so the number can be sent for review again with new details."""
        try:
            await self.api.call("DELETE", self.api.messaging(f"/Tollfree/Verifications/{quote(verification_sid)}"))
        except VoiceProviderError as failure:
            if failure.status != 404:
                raise


def _problem(answer: dict, key: str) -> str:
    """Twilio's words for why a review failed: a text, or a list of errors each with its description."""
    value = answer.get(key)
    if isinstance(value, str):
        return value.strip()
    if isinstance(value, list):
        words = [str(item.get("description") or item.get("message") or "") if isinstance(item, dict) else str(item)
                 for item in value]
        return "; ".join(word.strip() for word in words if word.strip())
    return ""


def _evaluation_problem(evaluation: dict) -> str:
    """What Trust Hub's evaluation found missing or wrong, in its words."""
    failed = [result for result in evaluation.get("results") or []
              if isinstance(result, dict) and not result.get("passed", True)]
    words = [str(result.get("failure_reason") or result.get("friendly_name") or "") for result in failed]
    found = "; ".join(word.strip() for word in words if word.strip())
    return f"Twilio could not accept the business details: {found or 'they are incomplete'}"
