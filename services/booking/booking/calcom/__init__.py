"""Cal.com as the tenant's booking calendar (providers.md §2): connecting (OAuth or API key), event types,
availability from its slots, bookings made there first (an adapter of the booking-calendar port), and its webhooks
mirrored into our appointments. Its connect / disconnect steps join the shared sign-in flow when the app starts."""
