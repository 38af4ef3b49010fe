from ringbook_common.errors import Conflict, NotFound


class AgentNotFound(NotFound):
    message = "This salon has no voice agent yet"


class AlreadyProvisioned(Conflict):
    message = "This salon's voice agent is already provisioned"


class NotRetryable(Conflict):
    message = "Only a failed provisioning can be retried"


class NotAwaitingWebhooks(Conflict):
    message = "Only an agent waiting for its webhooks can be marked as configured"


class SelfTestFailed(Conflict):
    """A function URL did not answer the signed self-test with a 2xx: the agent stays `webhooks_pending`."""

    def __init__(self, function: str, detail: str) -> None:
        super().__init__(f"The self-test of {function} failed ({detail}); check its webhook, then try again",
                         extra={"function": function})
        self.function = function


class NumberBeingReplaced(Conflict):
    message = "Your new number is on its way: it takes a few seconds"
