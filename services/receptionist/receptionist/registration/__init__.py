"""A salon's registration for texting from its own numbers: the owner's legal business details, sent to US carriers
through Twilio (a brand and a campaign per salon for local numbers, a verification per toll-free number), and
where each review stands."""
