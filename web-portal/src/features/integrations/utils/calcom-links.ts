export const CALCOM_SIGNUP_URL = 'https://app.cal.com/signup';
export const CALCOM_EVENT_TYPES_URL = 'https://app.cal.com/event-types';
