import { ADDITIONAL_LANGUAGES } from '@ringbook/web-shared';
import type { BusinessInfo, OperatingDay } from '../../../lib/api/receptionist-status';
import { openingWeekSchema, wizardHoursWording } from '../../../lib/opening-hours';
import { z } from '../../../lib/zod';

export const VOICE_OPTIONS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
] as const;

export type BusinessInfoField = 'location' | 'city' | 'state' | 'zipCode' | 'areaCode' | 'aiName';

export function toggleLanguage(languages: readonly string[], language: string, on: boolean): string[] {
  const others = languages.filter((item) => item.toLowerCase() !== language.toLowerCase());
  return on ? [...others, language] : others;
}

/** Every language to offer: the receptionist's, then any saved that it does not speak (yet). */
export function languageChoices(saved: readonly string[]): string[] {
  const offered = new Set(ADDITIONAL_LANGUAGES.map((language) => language.toLowerCase()));
  return [...ADDITIONAL_LANGUAGES, ...saved.filter((language) => !offered.has(language.toLowerCase()))];
}

/** Whether `language` is one the receptionist does not speak, by the server's word. */
export function notSpoken(info: Pick<BusinessInfo, 'unsupportedLanguages'>, language: string): boolean {
  return info.unsupportedLanguages.some((item) => item.toLowerCase() === language.toLowerCase());
}

export function updateDay(
  hours: BusinessInfo['operatingHours'],
  day: number,
  change: Partial<OperatingDay>,
): BusinessInfo['operatingHours'] {
  const key = String(day);
  return { ...hours, [key]: { ...hours[key]!, ...change } };
}

/** The step checks each open day's hours in order (in the wizard's words, in one message); the server checks the
 * rest, and the other fields pass through as given. */
export const businessInfoSchema = z.looseObject({
  operatingHours: openingWeekSchema<BusinessInfo['operatingHours']>(wizardHoursWording),
}) as unknown as z.ZodType<BusinessInfo, BusinessInfo>;

export type BusinessInfoPayload = Omit<BusinessInfo, 'unsupportedLanguages'>;

/** What is sent: text trimmed, everything else as entered (what is not spoken is the server's to say). */
export function toBusinessInfoPayload({ unsupportedLanguages: _answered, ...info }: BusinessInfo): BusinessInfoPayload {
  return {
    ...info,
    location: info.location.trim(),
    city: info.city.trim(),
    state: info.state.trim(),
    zipCode: info.zipCode.trim(),
    areaCode: info.areaCode.trim(),
    aiName: info.aiName.trim(),
  };
}
