import { PageTitle, RingbookLogo } from '@ringbook/web-shared';
import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

export const POPUP_CLOSE_DELAY_MS = 300;

export type OAuthCompleteMessage = { type: 'oauth-complete'; provider: string; ok: boolean };

/**
 * Where a calendar sign-in popup lands (/auth/popup-complete?provider=calcom&ok=1, or ok=0&error=...):
 * tells the window that opened it, on our own origin only, and closes itself.
 */
export function PopupCompleteRoute() {
  const [params] = useSearchParams();
  const provider = params.get('provider') ?? '';
  const ok = params.get('ok') === '1';
  const error = params.get('error');

  useEffect(() => {
    const message: OAuthCompleteMessage = { type: 'oauth-complete', provider, ok };
    const opener = window.opener as Window | null;
    if (!opener || opener === window) return; // Opened directly: nothing to tell, nothing to close.
    try {
      opener.postMessage(message, window.location.origin);
    } catch {
      // The opener navigated elsewhere; nothing to tell.
    }
    const timer = window.setTimeout(() => window.close(), POPUP_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [provider, ok]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-muted px-6 text-center">
      <PageTitle title={ok ? 'Connected' : 'Connection failed'} />
      <RingbookLogo />
      {ok ? (
        <CircleCheck className="size-12 text-success" aria-hidden="true" />
      ) : (
        <CircleX className="size-12 text-destructive" aria-hidden="true" />
      )}
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-foreground">{ok ? 'Connected!' : 'Connection failed'}</h1>
        {!ok && (
          <p className="text-muted-foreground">{error || "We couldn't connect your calendar. Please try again."}</p>
        )}
        <p className="text-muted-foreground">You can close this window.</p>
      </div>
    </main>
  );
}
