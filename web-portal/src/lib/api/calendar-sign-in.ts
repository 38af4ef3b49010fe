import { getJson } from '@ringbook/web-shared';
import type { ApiAnswer } from '@ringbook/web-shared/api/routes.ts';

/** The calendars an owner can sign in to (the path's `{provider}`; any other is a 404). */
export type CalendarProvider = 'calcom' | 'google';

/** The provider's sign-in page for this owner, to open in a popup. */
export const startConnection = async (provider: CalendarProvider): Promise<string> =>
  (await getJson<ApiAnswer<'GET /oauth/{provider}/start'>>(`/oauth/${provider}/start`)).url;
