/** What the public site's /auth/popup-complete page posts to the window that opened it. */
export type OAuthCompleteMessage = { type: 'oauth-complete'; provider: string; ok: boolean };

export function isOAuthCompleteMessage(data: unknown): data is OAuthCompleteMessage {
  if (!data || typeof data !== 'object') return false;
  const message = data as Partial<OAuthCompleteMessage>;
  return message.type === 'oauth-complete' && typeof message.provider === 'string' && typeof message.ok === 'boolean';
}
