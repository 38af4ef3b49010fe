"""Cal.com as the tenant's booking calendar (providers.md §2): connecting (OAuth or API key), event types,
availability from its slots, bookings made there first, and its webhooks mirrored into our appointments.

Importing the package plugs it into the shared flows: the steps after connecting / before disconnecting, and the
booking-calendar port of `appointments.service`.
"""

from booking.appointments import service as _appointments
from booking.calcom import bookings as _bookings
from booking.calcom import connection as _connection
from booking.connections import hooks as _hooks

_hooks.on_connected(_connection.CALCOM, _connection.on_connected)
_hooks.on_disconnecting(_connection.CALCOM, _connection.on_disconnecting)
_appointments.OUTSIDE[_connection.CALCOM] = _bookings
