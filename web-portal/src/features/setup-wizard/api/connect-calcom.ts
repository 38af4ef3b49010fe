import { apiRequest, readApiError, toast } from '@ringbook/web-shared';
import { useMutation } from '@tanstack/react-query';
import { connectFailureMessage, type CalcomStart } from '../utils/calcom';

const POPUP_FEATURES = 'popup,width=520,height=720';

export const startCalcomConnection = async (): Promise<CalcomStart> => {
  const res = await apiRequest('GET', '/oauth/calcom/start');
  return (await res.json()) as CalcomStart;
};

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
        return { popup, start: await startCalcomConnection() };
      } catch (error) {
        popup?.close();
        throw error;
      }
    },
    onSuccess: ({ popup, start }) => {
      if (!start.url) {
        popup?.close();
        failed(connectFailureMessage({ status: 200, message: start.error }));
      } else if (popup) {
        popup.location.href = start.url;
      } else {
        window.location.assign(start.url);
      }
    },
    onError: (error) => failed(connectFailureMessage(readApiError(error))),
  });
}
