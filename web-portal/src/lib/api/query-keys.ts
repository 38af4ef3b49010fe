/** Keys of lists that more than one part of the portal refreshes: a list's key starts with its API path. */
export const callLogsQueryKey = ['/api/dashboard/call-logs'] as const;
export const callbacksQueryKey = ['/api/dashboard/callbacks'] as const;
export const availabilityQueryKey = ['/api/availability'] as const;
/** The business's locations, each with its menu: the catalogue and the business's settings are in them too. */
export const locationsQueryKey = ['/portal/locations'];
