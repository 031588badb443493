import { COUNTRY_CODES, LANGUAGES } from '@sportsbook/betting';
import type {
  ContentGlobalResponse,
  ContentPopularPagesResponse,
  ContentSeoResponse,
  ContentSportsConfigResponse,
  ContentTranslationsResponse,
  GlobalAttributes,
  PopularPage,
} from '@sportsbook/protocol';
import type { Database } from '../storage';
import { readContentDocuments } from './content-store';
import type { ContentDocumentRow as Row } from './content-store';
import type { ContentKind } from './tables';
import { InputRefusal } from '../http/index';

/** The language every document exists in, served when the asked one has none. */
export const FALLBACK_LANG = 'en';

/** A request the content service cannot answer as asked (an unknown country); the route answers 400. */
export class ContentRequestError extends InputRefusal {
  override readonly name: string = 'ContentRequestError';
}

/** What a content call names: language, country and bookmaker, each optional on the wire. */
export interface ContentScope {
  readonly lang?: string | undefined;
  readonly country?: string | undefined;
  readonly bookmaker?: string | undefined;
}

/** The served language of a tag: its base (`pt-BR` → `pt`) when served, else English. */
export function resolveLang(lang: string | undefined): string {
  const base = (lang ?? FALLBACK_LANG).toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((code) => code === base) ?? FALLBACK_LANG;
}

/** The country a call is for: the one it names, else its bookmaker's (a country's default bookmaker is its code). */
export function resolveCountry(scope: ContentScope): string {
  const served = COUNTRY_CODES.join(', ');
  if (scope.country !== undefined) {
    const country = scope.country.toUpperCase();
    if (!COUNTRY_CODES.some((code) => code === country)) {
      throw new ContentRequestError(`Unknown country ${scope.country}: the content service serves ${served}.`);
    }
    return country;
  }
  const fromBookmaker = scope.bookmaker?.toUpperCase();
  const country = COUNTRY_CODES.find((code) => code === fromBookmaker);
  if (country) return country;
  throw new ContentRequestError(
    scope.bookmaker === undefined
      ? `Name a country (${served}) or a country's bookmaker.`
      : `Bookmaker ${scope.bookmaker} is no country's bookmaker; name a country (${served}).`,
  );
}

/** Per key, the best row: the asked language over English, then the country's own over the all-countries one. */
function pickBest(rows: readonly Row[], lang: string): Map<string, Row> {
  const score = (row: Row) => (row.lang === lang ? 2 : 0) + (row.country === null ? 0 : 1);
  const best = new Map<string, Row>();
  for (const row of rows) {
    const current = best.get(row.key);
    if (!current || score(row) > score(current)) best.set(row.key, row);
  }
  return best;
}

/** The content service's reads (spec 001 §7), over the stored CMS documents. */
export interface ContentService {
  global(scope: ContentScope): Promise<ContentGlobalResponse>;
  translations(scope: ContentScope): Promise<ContentTranslationsResponse>;
  seo(scope: ContentScope & { readonly path: string }): Promise<ContentSeoResponse>;
  popularPages(scope: ContentScope): Promise<ContentPopularPagesResponse>;
  /** The per-country sports configuration (blocked sport and popular-page slugs). */
  sportsConfig(): Promise<ContentSportsConfigResponse>;
  /** The sport slugs whose live events a country may stream (decision 037); none when no rights are stored. */
  streamRights(country: string): Promise<readonly string[]>;
}

/** Options of `createContentService`. */
export interface ContentServiceOptions {
  readonly db: Database;
  /** The time popular pages are judged current at (tests move it). */
  readonly now?: () => Date;
}

/** Builds the content service; documents are read per call, so an edited row shows at once. */
export function createContentService({ db, now = () => new Date() }: ContentServiceOptions): ContentService {
  const read = (
    kind: ContentKind,
    lang: string,
    country: string | null,
    only: { key?: string; currentAt?: Date } = {},
  ) => readContentDocuments(db, { kind, langs: [...new Set([lang, FALLBACK_LANG])], country, ...only });

  return {
    async global(scope) {
      const lang = resolveLang(scope.lang);
      const country = resolveCountry(scope);
      const row = pickBest(await read('global', lang, country), lang).get('global');
      if (!row) throw new ContentRequestError(`No global content is stored for ${country}; run the content seed.`);
      const body = row.body as { attributes: GlobalAttributes; banners: ContentGlobalResponse['banners'] };
      return { global: { data: { attributes: body.attributes } }, banners: body.banners };
    },

    async translations(scope) {
      const lang = resolveLang(scope.lang);
      const bookmakerCountry = COUNTRY_CODES.find((code) => code === scope.bookmaker?.toUpperCase()) ?? null;
      const rows = await read('translations', lang, bookmakerCountry);
      // English first, then the language; all-countries first, then the bookmaker's own overrides.
      const order = (row: Row) =>
        (row.lang === lang && lang !== FALLBACK_LANG ? 2 : 0) + (row.country === null ? 0 : 1);
      const messages: Record<string, string> = {};
      for (const row of [...rows].sort((a, b) => order(a) - order(b))) Object.assign(messages, row.body);
      return { lang, messages };
    },

    async seo(scope) {
      const lang = resolveLang(scope.lang);
      const country = resolveCountry(scope);
      const row = pickBest(await read('seo', lang, country, { key: scope.path }), lang).get(scope.path);
      return { data: row ? (row.body as NonNullable<ContentSeoResponse['data']>) : null };
    },

    async popularPages(scope) {
      const lang = resolveLang(scope.lang);
      const country = resolveCountry(scope);
      const rows = await read('popular_page', lang, country, { currentAt: now() });
      const pages: PopularPage[] = [...pickBest(rows, lang).values()].map((row) => ({
        ...(row.body as Omit<PopularPage, 'starts_at' | 'ends_at'>),
        starts_at: row.startsAt?.toISOString() ?? null,
        ends_at: row.endsAt?.toISOString() ?? null,
      }));
      return { data: pages.sort((a, b) => a.id - b.id) };
    },

    async sportsConfig() {
      const [row] = await read('sports_config', FALLBACK_LANG, null);
      return { data: row ? (row.body as ContentSportsConfigResponse['data']) : [] };
    },

    async streamRights(country) {
      const rows = await read('stream_rights', FALLBACK_LANG, country.toUpperCase());
      const own = rows.find((row) => row.country !== null) ?? rows[0];
      return own ? (own.body as readonly string[]) : [];
    },
  };
}
