from ringbook_common.errors import BadRequest


class BadUnsubscribeLink(BadRequest):
    message = ("This unsubscribe link doesn't work. Please use the link in your latest Ringbook newsletter, "
               "or reply to it and we'll take you off the list.")
