"""Identity answers for e-mail (verification codes, password resets) over the bus: `rpc.identity.integrations`."""

from ringbook_common.testing.integrations import integrations_of


async def test_e_mail_through_the_development_outbox_is_not_configured(app, client):
    assert await integrations_of(app.state.bus, "identity") == {"email": (False, "outbox")}
