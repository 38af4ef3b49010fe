from pathlib import Path
from typing import Literal

from pydantic_settings import SettingsConfigDict

from ringbook_common import phones
from ringbook_common.settings import ServiceSettings


class Settings(ServiceSettings):
    model_config = SettingsConfigDict(env_prefix="RECEPTIONIST_", extra="ignore")

    service_name: str = "receptionist"

    # The voice provider: "local" (the default: no keys, numbers from a fictional range, calls simulated) or
    # "retell" (providers.md §1). Both sign function calls and webhooks with this key, as Retell does.
    voice_provider: str = "local"
    voice_provider_key: str = ""
    voice_provider_key_file: Path | None = None
    retell_api_url: str = "https://api.retellai.com"
    retell_dashboard_url: str = "https://dashboard.retellai.com"
    retell_timeout_seconds: float = 10.0
    retell_model: str = "gpt-4.1"
    retell_voice_male: str = "retell-Cimo"
    retell_voice_female: str = "retell-Andrea"
    # With Retell, a salon's number is bought on our Twilio account (providers.md §7.5) when these are set, so it
    # texts as well as calls: behind the Elastic SIP trunk `twilio_trunk_sid` that carries calls to Retell
    # (imported with `retell_termination_uri` and the trunk's credentials, §6.2). It texts once the salon's own
    # registration is approved (docs/providers/twilio-texting-registration.md), made as an ISV under our primary
    # customer profile `twilio_primary_profile_sid`. Unset: Retell buys the number, which then takes calls only
    # (texts go from the shared sender `twilio_from_number`).
    twilio_trunk_sid: str = ""
    twilio_primary_profile_sid: str = ""
    twilio_messaging_url: str = "https://messaging.twilio.com/v1"
    twilio_trusthub_url: str = "https://trusthub.twilio.com/v1"
    # Where Twilio writes about each salon's review: ours (empty: the address our e-mails come from).
    twilio_profile_email: str = ""
    retell_termination_uri: str = ""
    retell_sip_username: str = ""
    retell_sip_password: str = ""
    retell_sip_password_file: Path | None = None
    # How often a salon's registration for texting, and a number waiting for it, is asked about again.
    texting_check_seconds: float = 3600.0
    # The local provider's pause per provisioning step, so the portal's 10-15 s overlay is exercised for real.
    local_step_seconds: float = 4.0
    # Provisioning jobs: how often a replica looks for work, how long a claimed step may run before another
    # replica may take it over, and how many automatic attempts a failing step gets before the agent is failed.
    provisioning_poll_seconds: float = 1.0
    provisioning_claim_seconds: float = 60.0
    provisioning_max_attempts: int = 3
    # The setup wizard's questions to booking and tenants (staff, services, calendar): how long the owner waits.
    wizard_rpc_timeout_seconds: float = 10.0
    # Twilio signs the texts it forwards to us with the account's auth token (`twilio_auth_token`, or this file:
    # the dev stack's local text provider signs with the one it generated).
    twilio_auth_token_file: Path | None = None
    # Signed requests older (or newer) than this are refused (providers.md §1.6: five minutes).
    signature_window_seconds: int = 300

    # Simulated calls on the local provider's line: a call nobody speaks on for this long is ended ("inactivity"),
    # checked this often.
    simulator_idle_seconds: float = 600.0
    simulator_sweep_seconds: float = 60.0
    # How often recordings older than their salon keeps them are deleted.
    recording_sweep_seconds: float = 3600.0
    # How often text threads the owner took over and left idle for a day go back to the agent.
    inbox_idle_sweep_seconds: float = 60.0
    # The optional LLM mode: an OpenAI-compatible chat completions endpoint (e.g. "http://127.0.0.1:11434/v1");
    # empty: the built-in understanding reads every turn. Its role: "understanding" (the model reads each turn by
    # filling read_turn, and the engine's state, policy, read-back and guards do the rest, as with the built-in
    # understanding) or "agent" (the model plays the whole agent with the prompt and tools the saga built for Retell,
    # as the production agent would; our policy does not hold there), both for every salon; or "salon" (each
    # salon's own choices, as on its live line: understanding "llm" has the model read turns, voice engine "hosted"
    # has it play the whole agent). The live socket always follows the salon's choices.
    simulator_llm_url: str = ""
    simulator_llm_role: Literal["understanding", "agent", "salon"] = "understanding"
    simulator_llm_model: str = "gpt-4.1-mini"
    simulator_llm_key: str = ""
    simulator_llm_key_file: Path | None = None
    simulator_llm_timeout_seconds: float = 30.0

    def shared_sender(self) -> str:
        """The shared sender's number (E.164), where the texts of a location whose number does not text go from;
        empty when none is configured."""
        try:
            return phones.e164(self.twilio_from_number, None) if self.twilio_from_number else ""
        except phones.InvalidPhone:
            return ""
