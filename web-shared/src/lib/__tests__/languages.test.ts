import { describe, expect, it } from 'vitest';
import { ADDITIONAL_LANGUAGES, SPOKEN_LANGUAGES_SENTENCE, languageName, listLanguages } from '../languages';

describe('languages', () => {
  it('offers the five besides English, in order', () => {
    expect(ADDITIONAL_LANGUAGES).toEqual(['Spanish', 'French', 'German', 'Italian', 'Portuguese']);
    expect(SPOKEN_LANGUAGES_SENTENCE).toBe('English, Spanish, French, German, Italian and Portuguese.');
  });

  it('names a code and lists names as a sentence', () => {
    expect(languageName('de')).toBe('German');
    expect(languageName('zh')).toBe('zh');
    expect(listLanguages([])).toBe('');
    expect(listLanguages(['Spanish'])).toBe('Spanish');
    expect(listLanguages(['Spanish', 'Chinese'])).toBe('Spanish and Chinese');
  });
});
