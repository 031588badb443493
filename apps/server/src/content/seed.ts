import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { z } from 'zod/mini';
import {
  contentBannerSchema,
  contentSeoSchema,
  globalAttributesSchema,
  parseOrThrow,
  popularPageSchema,
  sportsConfigEntrySchema,
  streamRightsSchema,
} from '@sportsbook/protocol';
import { COUNTRY_CODES, LANGUAGES } from '@sportsbook/betting';
import type { DatabaseHandle } from '../storage';
import { contentDocuments } from './tables';
import type { ContentKind } from './tables';

/** Read at run time beside this module, like the migrations: the server runs from its TypeScript source. */
export const CONTENT_SEED_DIR = new URL('./seed/', import.meta.url);

/** One document as the seed files describe it, ready to be stored. */
export interface SeedDocument {
  readonly kind: ContentKind;
  readonly country: string | null;
  readonly lang: string;
  readonly key: string;
  readonly body: unknown;
  readonly startsAt: Date | null;
  readonly endsAt: Date | null;
}

/** An entry of a seed file: which country (null: all) and language it is for, and its payload. */
interface SeedEntry {
  readonly country: string | null;
  readonly lang: string;
  readonly payload: unknown;
  readonly entry: Readonly<Record<string, unknown>>;
}

function fail(file: string, message: string): never {
  throw new Error(`Content seed file ${file}: ${message}; fix the file under apps/server/src/content/seed/.`);
}

/** Reads a seed file's `[{ country, lang, <payload> }]`, checking country and language against the served ones. */
function readEntries(file: string, value: unknown, payloadKey: string, allCountries: boolean): SeedEntry[] {
  if (!Array.isArray(value)) fail(file, 'must hold a JSON array');
  return value.map((entry: unknown, index) => {
    const record = (entry ?? {}) as Record<string, unknown>;
    const { country, lang, [payloadKey]: payload } = record;
    const countryOk = (country === null && allCountries) || COUNTRY_CODES.some((code) => code === country);
    if (!countryOk)
      fail(file, `[${index}].country ${JSON.stringify(country)} is not one of ${COUNTRY_CODES.join(', ')}`);
    if (!LANGUAGES.some((code) => code === lang))
      fail(file, `[${index}].lang ${JSON.stringify(lang)} is not a served language`);
    return { country: country as string | null, lang: lang as string, payload, entry: record };
  });
}

function readMessages(file: string, value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(file, 'must hold a JSON object');
  for (const [key, message] of Object.entries(value)) {
    if (typeof message !== 'string') fail(file, `message ${key} must be a string`);
  }
  return value as Record<string, string>;
}

/** Synchronous, as the migrations are read: at start-up libuv's threads wait behind PGlite's compile (decision 065). */
async function readJson(dir: URL, file: string): Promise<unknown> {
  return JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as unknown;
}

const orNull = (iso: string | null) => (iso === null ? null : new Date(iso));

/**
 * Reads and checks every seed file: `global.json`, `popular-pages.json`, `seo.json`, `sports-config.json` and one
 * `translations/<lang>.json` per language. A malformed file names itself and the failing path.
 */
export async function loadSeedDocuments(dir: URL = CONTENT_SEED_DIR): Promise<SeedDocument[]> {
  const documents: SeedDocument[] = [];
  const open = { startsAt: null, endsAt: null };
  for (const { country, lang, payload, entry } of readEntries(
    'global.json',
    await readJson(dir, 'global.json'),
    'attributes',
    false,
  )) {
    const where = `content seed global.json (${country} ${lang})`;
    const attributes = parseOrThrow(globalAttributesSchema, payload, `${where} attributes`);
    const banners = parseOrThrow(z.array(contentBannerSchema), entry.banners ?? [], `${where} banners`);
    documents.push({ kind: 'global', country, lang, key: 'global', body: { attributes, banners }, ...open });
  }
  const pagesFile = 'popular-pages.json';
  for (const { country, lang, payload } of readEntries(pagesFile, await readJson(dir, pagesFile), 'page', true)) {
    const page = parseOrThrow(
      popularPageSchema,
      payload,
      `content seed ${pagesFile} (${country ?? 'all'} ${lang}) page`,
    );
    const { starts_at, ends_at, ...body } = page;
    documents.push({
      kind: 'popular_page',
      country,
      lang,
      key: String(page.id),
      body,
      startsAt: orNull(starts_at),
      endsAt: orNull(ends_at),
    });
  }
  for (const { country, lang, payload } of readEntries('seo.json', await readJson(dir, 'seo.json'), 'seo', true)) {
    const seo = parseOrThrow(contentSeoSchema, payload, `content seed seo.json (${country ?? 'all'} ${lang}) seo`);
    documents.push({ kind: 'seo', country, lang, key: seo.path, body: seo, ...open });
  }
  const sportsConfig = parseOrThrow(
    z.array(sportsConfigEntrySchema),
    await readJson(dir, 'sports-config.json'),
    'content seed sports-config.json',
  );
  documents.push({
    kind: 'sports_config',
    country: null,
    lang: 'en',
    key: 'sports_config',
    body: sportsConfig,
    ...open,
  });
  const rightsFile = 'stream-rights.json';
  for (const { country, lang, payload } of readEntries(rightsFile, await readJson(dir, rightsFile), 'sports', false)) {
    const sports = parseOrThrow(streamRightsSchema, payload, `content seed ${rightsFile} (${country}) sports`);
    documents.push({ kind: 'stream_rights', country, lang, key: 'stream_rights', body: sports, ...open });
  }
  const translationsDir = new URL('translations/', dir);
  const files = readdirSync(fileURLToPath(translationsDir))
    .filter((file) => file.endsWith('.json'))
    .sort();
  for (const file of files) {
    const lang = file.replace(/\.json$/, '');
    if (!LANGUAGES.some((code) => code === lang)) fail(`translations/${file}`, 'is not named after a served language');
    const messages = readMessages(`translations/${file}`, await readJson(translationsDir, file));
    documents.push({ kind: 'translations', country: null, lang, key: 'messages', body: messages, ...open });
  }
  return documents;
}

/**
 * Stores the seed documents, inserting new ones and rewriting only those whose body or window
 * changed, so running it at every start is idempotent (`updated_at` moves only on a real change).
 * Returns how many rows were written.
 */
export async function seedContent(handle: DatabaseHandle, documents?: readonly SeedDocument[]): Promise<number> {
  const rows = documents ?? (await loadSeedDocuments());
  if (rows.length === 0) return 0;
  const written = await handle.transaction((tx) =>
    tx
      .insert(contentDocuments)
      .values(rows.map((row) => ({ ...row })))
      .onConflictDoUpdate({
        target: [contentDocuments.kind, contentDocuments.country, contentDocuments.lang, contentDocuments.key],
        set: {
          body: sql`excluded.body`,
          startsAt: sql`excluded.starts_at`,
          endsAt: sql`excluded.ends_at`,
          updatedAt: sql`now()`,
        },
        setWhere: sql`${contentDocuments.body} IS DISTINCT FROM excluded.body
          OR ${contentDocuments.startsAt} IS DISTINCT FROM excluded.starts_at
          OR ${contentDocuments.endsAt} IS DISTINCT FROM excluded.ends_at`,
      })
      .returning({ id: contentDocuments.id }),
  );
  return written.length;
}
