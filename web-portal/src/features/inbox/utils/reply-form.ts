import { z } from '../../../lib/zod';

/** The most a text may hold (the provider's limit); the server refuses more. */
export const REPLY_MAX = 1600;

export const replySchema = z.object({
  body: z
    .string()
    .refine((body) => body.trim() !== '', 'Write a reply to send')
    .refine((body) => body.trim().length <= REPLY_MAX, `A text holds at most ${REPLY_MAX} characters`),
});

export type ReplyValues = z.infer<typeof replySchema>;
