"""Cal.com as the tenant's booking calendar (providers.md §2): connecting (OAuth or API key), event types,
availability from its slots, bookings made there first (an adapter of the booking-calendar port), and its webhooks
mirrored into our appointments.

Importing the package plugs it into the shared sign-in flow: the steps after connecting / before disconnecting.
"""

from booking.calcom import connection as _connection
from booking.connections import hooks as _hooks

_hooks.on_connected(_connection.CALCOM, _connection.on_connected)
_hooks.on_disconnecting(_connection.CALCOM, _connection.on_disconnecting)
