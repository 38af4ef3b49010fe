import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminPage } from '../../../lib/admin-api';
import { adminKeys } from './admin-keys';
import { pagedUrl, type PageOf } from './paged-url';
import type { ApiAnswer } from '@ringbook/web-shared/api/routes.ts';

export type PhoneNumberRecord = ApiAnswer<'GET /api/admin/phone-numbers'>[number];

export const PHONE_NUMBERS_URL = '/api/admin/phone-numbers';

export const phoneNumbersQuery = (query: PageOf<'GET /api/admin/phone-numbers'>) =>
  queryOptions({
    queryKey: adminKeys.list('phone-numbers', query),
    queryFn: ({ signal }) => adminPage<PhoneNumberRecord>(pagedUrl(PHONE_NUMBERS_URL, query), signal),
    placeholderData: keepPreviousData,
  });

/** One page of provisioned numbers, by tenant name. */
export function usePhoneNumbers(query: PageOf<'GET /api/admin/phone-numbers'>) {
  return useQuery(phoneNumbersQuery(query));
}
