import { useThreadAction } from './thread-action';

/** The owner answers the conversation from now; the receptionist stays silent. */
export const useTakeOver = () => useThreadAction('take-over', "We couldn't take over the conversation. Please try again.");
