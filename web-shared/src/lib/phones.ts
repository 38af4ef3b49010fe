/**
 * Phone numbers, the one place the browser reads and writes them (the server's twin is ringbook_common.phones):
 * typed in the salon's national format or internationally, sent as E.164, shown in the salon's national style
 * (other countries' numbers internationally). `country` is the salon's setting, an ISO 3166 code such as "US".
 */
import {
  getCountries,
  getCountryCallingCode,
  getExampleNumber,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js';
import examples from 'libphonenumber-js/mobile/examples';

export const DEFAULT_COUNTRY = 'US';
const MAX_LENGTH = 40;

export type ReadPhone = { ok: true; e164: string } | { ok: false; error: string };

const COUNTRIES = new Set<string>(getCountries());

export function countryOrDefault(country: string | null | undefined): CountryCode {
  const code = (country ?? '').trim().toUpperCase();
  return (COUNTRIES.has(code) ? code : DEFAULT_COUNTRY) as CountryCode;
}

/** A number of the country as its people write it: "(201) 555-0123" for the US. */
export function phoneExample(country: string | null | undefined): string {
  return getExampleNumber(countryOrDefault(country), examples)?.formatNational() ?? '';
}

export function invalidPhoneMessage(country: string | null | undefined): string {
  return `Please enter a valid phone number, like ${phoneExample(country)}`;
}

/** What an owner typed as E.164 ("(646) 555-0144" in a US salon: "+16465550144"); empty stays empty. */
export function readPhone(text: string | null | undefined, country: string | null | undefined): ReadPhone {
  let typed = (text ?? '').trim();
  if (!typed) return { ok: true, e164: '' };
  if (typed.startsWith('00')) typed = `+${typed.slice(2)}`;
  // "Possible" (the right length for its country), not "valid": fictional 555 numbers must be accepted.
  const number =
    typed.length <= MAX_LENGTH ? parsePhoneNumberFromString(typed, countryOrDefault(country)) : undefined;
  if (!number || !number.isPossible()) return { ok: false, error: invalidPhoneMessage(country) };
  return { ok: true, e164: number.number };
}

/** A stored number as the salon reads it: nationally when it shares the salon's country code, else internationally;
 * what cannot be read is shown as stored. */
export function formatPhone(stored: string | null | undefined, country: string | null | undefined): string {
  const text = (stored ?? '').trim();
  if (!text) return '';
  const home = countryOrDefault(country);
  const number = parsePhoneNumberFromString(text, home);
  if (!number) return text;
  return number.countryCallingCode === getCountryCallingCode(home)
    ? number.formatNational()
    : number.formatInternational();
}

/** A tel: link to a stored number. */
export function phoneHref(stored: string | null | undefined): string {
  const number = parsePhoneNumberFromString((stored ?? '').trim(), DEFAULT_COUNTRY);
  return number ? number.getURI() : '';
}

/** The area code of a North American number ("+17185550100": "718"); '' for any other. */
export function areaCodeOf(stored: string | null | undefined): string {
  const number = parsePhoneNumberFromString((stored ?? '').trim());
  return number?.countryCallingCode === '1' && number.nationalNumber.length === 10
    ? number.nationalNumber.slice(0, 3)
    : '';
}

/** Every country whose numbers can be read, named in `locale`, by name. */
export function phoneCountries(locale = 'en'): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return getCountries()
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
