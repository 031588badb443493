// @vitest-environment node
import { LANGUAGES } from '@sportsbook/betting';
import { describe, expect, it } from 'vitest';
import { CASINO_TEXT_KEYS, CASINO_TEXTS, casinoText } from './casino-texts';

describe('casino texts', () => {
  it('has every text in every language, translated', () => {
    for (const language of LANGUAGES) {
      expect(Object.keys(CASINO_TEXTS[language]).sort(), language).toEqual([...CASINO_TEXT_KEYS].sort());
      for (const key of CASINO_TEXT_KEYS) expect(CASINO_TEXTS[language][key].trim(), `${language}.${key}`).not.toBe('');
      if (language !== 'en') expect(CASINO_TEXTS[language].continue).not.toBe(CASINO_TEXTS.en.continue);
    }
  });

  it('fills placeholders', () => {
    expect(casinoText('en', 'realityMessage', { game: 'Dice', minutes: 2 })).toBe(
      'You have been playing Dice for 2 minutes.',
    );
  });
});
