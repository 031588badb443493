// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@sportsbook/betting';
import { describe, expect, it } from 'vitest';

const LOCALES = fileURLToPath(new URL('../locales', import.meta.url));

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

function read(language: string, file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(`${LOCALES}/${language}/${file}`, 'utf8')) as Record<string, unknown>;
}

const namespaces = readdirSync(`${LOCALES}/en`).filter((file) => file.endsWith('.json'));

describe('locale files', () => {
  it('has English namespaces to compare against', () => {
    expect(namespaces.length).toBeGreaterThan(0);
  });

  for (const language of LANGUAGES.filter((code) => code !== 'en')) {
    for (const file of namespaces) {
      it(`${language}/${file} has every key of en/${file} and no other, none empty`, () => {
        const english = keysOf(read('en', file)).sort();
        const translated = read(language, file);
        expect(keysOf(translated).sort()).toEqual(english);
        for (const key of keysOf(translated)) {
          const value = key
            .split('.')
            .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], translated);
          expect(typeof value === 'string' && value.trim() !== '', `${language}/${file} ${key}`).toBe(true);
        }
      });
    }
  }

  it('uses the same interpolation placeholders in every language', () => {
    for (const file of namespaces) {
      const english = read('en', file);
      for (const language of LANGUAGES) {
        const translated = read(language, file);
        for (const key of keysOf(english)) {
          const pick = (bundle: Record<string, unknown>) =>
            String(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle));
          const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();
          expect(placeholders(pick(translated)), `${language}/${file} ${key}`).toEqual(placeholders(pick(english)));
        }
      }
    }
  });
});
