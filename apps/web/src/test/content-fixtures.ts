import type { ContentGlobalResponse, PopularPage } from '@sportsbook/protocol';
import globalSeed from '../../../server/src/content/seed/global.json';
import popularSeed from '../../../server/src/content/seed/popular-pages.json';

/*
 * Content answers for component tests, built from the content service's own seed files
 * (apps/server/src/content/seed), so the tests see what the server really sends.
 */

interface GlobalSeed {
  readonly country: string;
  readonly lang: string;
  readonly attributes: ContentGlobalResponse['global']['data']['attributes'];
  readonly banners: ContentGlobalResponse['banners'];
}

/** `GET /api/content/global` as the server answers it for a country (English). */
export function globalContentOf(country: string): ContentGlobalResponse {
  const entry = (globalSeed as unknown as GlobalSeed[]).find((item) => item.country === country && item.lang === 'en');
  if (!entry) throw new Error(`No global seed for ${country}.`);
  return structuredClone({ global: { data: { attributes: entry.attributes } }, banners: entry.banners });
}

/** The popular pages of the seed (English, all countries and the given one). */
export function popularPagesOf(country: string): PopularPage[] {
  return (popularSeed as unknown as Array<{ country: string | null; lang: string; page: PopularPage }>)
    .filter((item) => item.lang === 'en' && (item.country === null || item.country === country))
    .map((item) => structuredClone(item.page));
}
