import { readApiError, toast } from '@ringbook/web-shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { calendarSettingsQueryKey } from '../../../lib/api/calendar-settings';
import { googleStatusQueryKey } from '../../../lib/api/google-status';
import { startConnection, type CalendarProvider } from '../../../lib/api/calendar-sign-in';
import { isOAuthCompleteMessage } from '../utils/oauth-message';
import { providerLabels } from '../utils/provider-labels';
import { startFailureMessage } from '../utils/start-failure';

export const POPUP_FEATURES = 'popup,width=520,height=720';
export const POPUP_BLOCKED = 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.';

function toastOutcome(label: string, ok: boolean) {
  if (ok) {
    toast({ title: 'Connected', description: `${label} is connected.` });
    return;
  }
  toast({
    title: `${label} not connected`,
    description: 'The sign-in did not finish. Please try again.',
    variant: 'destructive',
  });
}

/**
 * Connects a calendar provider in a popup: the provider's sign-in ends on the public site's popup-complete
 * page, which posts `{type: 'oauth-complete', provider, ok}` back here; then the connection state is refetched
 * and a toast says how it went.
 */
export function useConnectPopup(provider: CalendarProvider) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string>();
  const [starting, setStarting] = useState(false);
  const [waiting, setWaiting] = useState(false);

  const refresh = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: calendarSettingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: googleStatusQueryKey }),
      ]),
    [queryClient],
  );

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isOAuthCompleteMessage(event.data)) return;
      if (event.data.provider !== provider) return;
      setWaiting(false);
      void refresh();
      toastOutcome(providerLabels[provider], event.data.ok);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [provider, refresh]);

  // A provider's page can cut the popup off from this window (Cross-Origin-Opener-Policy), so its message may
  // never arrive: coming back to this window is the other sign that the sign-in is over.
  useEffect(() => {
    if (!waiting) return;
    const onFocus = () => void refresh();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [waiting, refresh]);

  const connect = async () => {
    setError(undefined);
    setStarting(true);
    // Opened before the request, while the click still counts as the owner's: Safari blocks a later popup.
    const popup = window.open('', `ringbook-${provider}`, POPUP_FEATURES);
    const label = providerLabels[provider];
    try {
      const url = await startConnection(provider);
      if (!url) {
        popup?.close();
        setError(startFailureMessage(label, { answered: true }));
      } else if (!popup) {
        setError(POPUP_BLOCKED);
      } else {
        popup.location.href = url;
        setWaiting(true);
      }
    } catch (err) {
      popup?.close();
      const { status, message } = readApiError(err);
      setError(startFailureMessage(label, { answered: status !== undefined, reason: message }));
    } finally {
      setStarting(false);
    }
  };

  return { connect, starting, error };
}
