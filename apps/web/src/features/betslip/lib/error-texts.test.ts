// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ERROR_CODES, ERROR_MESSAGES, LANGUAGES } from '@sportsbook/betting';
import { describe, expect, it } from 'vitest';

const LOCALES = fileURLToPath(new URL('../../../locales', import.meta.url));

function errorsOf(language: string): Record<string, string> {
  return JSON.parse(readFileSync(`${LOCALES}/${language}/errors.json`, 'utf8')) as Record<string, string>;
}

describe('the errors namespace', () => {
  it('has the catalogue’s English text for every error code', () => {
    expect(errorsOf('en')).toEqual({ ...ERROR_MESSAGES });
  });

  for (const language of LANGUAGES) {
    it(`translates every error code in ${language}`, () => {
      expect(Object.keys(errorsOf(language)).sort()).toEqual([...ERROR_CODES].sort());
    });
  }
});
