/**
 * The languages the receptionist speaks: English always, plus any of the others a salon turns on in the setup
 * wizard. The same list as the receptionist service's (`receptionist/languages.py`).
 */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Spanish' },
  { code: 'fr', name: 'French' },
  { code: 'de', name: 'German' },
  { code: 'it', name: 'Italian' },
  { code: 'pt', name: 'Portuguese' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

/** What the wizard offers besides English, by the name it saves. */
export const ADDITIONAL_LANGUAGES: readonly string[] = LANGUAGES.filter((language) => language.code !== 'en').map(
  (language) => language.name,
);

/** Shown next to a language a salon saved before it was no longer offered. */
export const NOT_SPOKEN_YET = 'Not spoken yet: callers in it are offered a call-back';

/** Names as a sentence says them: "English, Spanish and French". */
export function listLanguages(names: readonly string[]): string {
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : (names[0] ?? '');
}

/** "English, Spanish, French, German, Italian and Portuguese." */
export const SPOKEN_LANGUAGES_SENTENCE = `${listLanguages(LANGUAGES.map((language) => language.name))}.`;

/** The name of a language the receptionist speaks, by its code ("fr" -> "French"); the code itself otherwise. */
export function languageName(code: string): string {
  return LANGUAGES.find((language) => language.code === code)?.name ?? code;
}
