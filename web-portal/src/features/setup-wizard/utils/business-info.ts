import type { BusinessInfo, OperatingDay } from '../../../lib/api/receptionist-status';

export const VOICE_OPTIONS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
] as const;

/** Languages a US salon's callers most often speak besides English. */
export const LANGUAGE_CHOICES = [
  'Spanish',
  'Chinese',
  'Vietnamese',
  'Korean',
  'Tagalog',
  'French',
  'Portuguese',
  'Russian',
  'Arabic',
] as const;

export type BusinessInfoField = 'location' | 'city' | 'state' | 'zipCode' | 'areaCode' | 'aiName';

export function toggleLanguage(languages: readonly string[], language: string, on: boolean): string[] {
  const others = languages.filter((item) => item.toLowerCase() !== language.toLowerCase());
  return on ? [...others, language] : others;
}

/** Every language to offer: the usual ones, then any saved that are not among them. */
export function languageChoices(saved: readonly string[]): string[] {
  const usual = new Set(LANGUAGE_CHOICES.map((language) => language.toLowerCase()));
  return [...LANGUAGE_CHOICES, ...saved.filter((language) => !usual.has(language.toLowerCase()))];
}

export function updateDay(
  hours: BusinessInfo['operatingHours'],
  day: number,
  change: Partial<OperatingDay>,
): BusinessInfo['operatingHours'] {
  const key = String(day);
  return { ...hours, [key]: { ...hours[key]!, ...change } };
}

/** What is sent: text trimmed, everything else as entered. */
export function toBusinessInfoPayload(info: BusinessInfo): BusinessInfo {
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
