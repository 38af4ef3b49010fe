import { getJson } from '@ringbook/web-shared';

export type CalendarProvider = 'calcom' | 'google';

/** GET /oauth/{provider}/start: the provider's sign-in page for this owner, to open in a popup. */
export const startConnection = async (provider: CalendarProvider): Promise<string> =>
  (await getJson<{ url: string }>(`/oauth/${provider}/start`)).url;
