import { useThreadAction } from './thread-action';

/** The owner's text to the client, sent from the conversation's location; `onSent` clears the reply box. */
export const useSendReply = (onSent: () => void) =>
  useThreadAction('replies', "We couldn't send your reply. Please try again.", onSent);
