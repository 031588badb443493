// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@sportsbook/betting';
import { describe, expect, it } from 'vitest';

const LOCALES = fileURLToPath(new URL('../locales', import.meta.url));

/** Every leaf path of a bundle (`login.title`, `topics.faq.items.0.q`…). */
function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

function read(language: string, file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(`${LOCALES}/${language}/${file}`, 'utf8')) as Record<string, unknown>;
}

function valueAt(bundle: Record<string, unknown>, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle);
}

const namespaces = readdirSync(`${LOCALES}/en`).filter((file) => file.endsWith('.json'));
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();

describe('account-site locale files', () => {
  it('has the five English namespaces to compare against', () => {
    expect(namespaces.sort()).toEqual(['auth.json', 'cashier.json', 'common.json', 'errors.json', 'help.json']);
  });

  it('has a folder for each of the ten languages and nothing else', () => {
    expect(readdirSync(LOCALES).sort()).toEqual([...LANGUAGES].sort());
  });

  for (const language of LANGUAGES) {
    for (const file of namespaces) {
      it(`${language}/${file} has every key of en/${file} and no other, none empty`, () => {
        const translated = read(language, file);
        expect(keysOf(translated).sort()).toEqual(keysOf(read('en', file)).sort());
        for (const key of keysOf(translated)) {
          const value = valueAt(translated, key);
          expect(typeof value === 'string' && value.trim() !== '', `${language}/${file} ${key}`).toBe(true);
        }
      });

      it(`${language}/${file} keeps the interpolation placeholders of English`, () => {
        const english = read('en', file);
        const translated = read(language, file);
        for (const key of keysOf(english)) {
          expect(placeholders(String(valueAt(translated, key))), `${language}/${file} ${key}`).toEqual(
            placeholders(String(valueAt(english, key))),
          );
        }
      });
    }
  }

  it('translates every language rather than copying English (beyond names and codes)', () => {
    for (const language of LANGUAGES.filter((code) => code !== 'en')) {
      for (const file of ['auth.json', 'cashier.json', 'help.json']) {
        const english = read('en', file);
        const translated = read(language, file);
        const keys = keysOf(english);
        const same = keys.filter((key) => valueAt(english, key) === valueAt(translated, key));
        expect(same.length / keys.length, `${language}/${file} copies ${same.join(', ')}`).toBeLessThan(0.05);
      }
    }
  });

  it('keeps the automation hooks of the login form in English (docs/api.md "Hooks for automation")', () => {
    const login = read('en', 'auth.json').login as Record<string, string>;
    expect([login.username, login.password, login.submit]).toEqual(['Username', 'Password', 'Log in']);
  });
});
