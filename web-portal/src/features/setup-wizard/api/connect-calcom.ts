import { readApiError, toast } from '@ringbook/web-shared';
import { useMutation } from '@tanstack/react-query';
import { startConnection } from '../../../lib/api/calendar-sign-in';
import { connectFailureMessage } from '../utils/calcom';

const POPUP_FEATURES = 'popup,width=520,height=720';

function failed(message: string) {
  toast({ title: 'Error', description: message, variant: 'destructive' });
}

/**
 * Opens Cal.com's sign-in in a popup. The popup is opened on the click itself (browsers block popups opened
 * later) and pointed at the sign-in page once the server gives it; without a popup the page goes there.
 */
export function useConnectCalcom() {
  return useMutation({
    mutationFn: async () => {
      const popup = window.open('', 'calcom-connect', POPUP_FEATURES);
      try {
        return { popup, url: await startConnection('calcom') };
      } catch (error) {
        popup?.close();
        throw error;
      }
    },
    onSuccess: ({ popup, url }) => {
      if (popup) popup.location.href = url;
      else window.location.assign(url);
    },
    onError: (error) => failed(connectFailureMessage(readApiError(error))),
  });
}
