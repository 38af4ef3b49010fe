import { DEFAULT_COUNTRY, formatPhone, readPhone } from '@ringbook/web-shared/lib/phones.ts';
import { useCallback } from 'react';
import { useSettings } from '../lib/api/tenant-settings';

/** The salon's country (its setting), whose national format numbers are typed and shown in. */
export function useSalonCountry(): string {
  return useSettings().data?.country || DEFAULT_COUNTRY;
}

/** A stored number as this salon shows every number: "(646) 555-0144" in a US salon. */
export function usePhoneFormat(): (stored: string | null | undefined) => string {
  const country = useSalonCountry();
  return useCallback((stored) => formatPhone(stored, country), [country]);
}

/** What the owner typed, read in the salon's country. */
export function usePhoneReader() {
  const country = useSalonCountry();
  return useCallback((typed: string) => readPhone(typed, country), [country]);
}
