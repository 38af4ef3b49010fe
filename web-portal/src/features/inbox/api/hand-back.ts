import { useThreadAction } from './thread-action';

/** The receptionist answers the client's next text again. */
export const useHandBack = () => useThreadAction('hand-back', "We couldn't hand the conversation back. Please try again.");
