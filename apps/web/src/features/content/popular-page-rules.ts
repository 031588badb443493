import type { PopularPage, SportsConfigEntry } from '@sportsbook/protocol';

/** What the popular-page rules look at besides the page. */
export interface PopularPageContext {
  readonly now: number;
  /** The visitor's country from `/ip/details`; null while unknown. */
  readonly ipCountry: string | null;
  /** `GET /api/content/sports-config`: slugs withheld from visitor countries. */
  readonly sportsConfig: readonly SportsConfigEntry[];
}

/** The sport slug a popular page leads to: the first path segment of an internal url. */
export function slugOfPage(page: PopularPage): string | null {
  if (!page.url || /^[a-z]+:\/\//i.test(page.url)) return null;
  const first = page.url
    .split(/[?#]/)[0]!
    .split('/')
    .find((part) => part !== '');
  return first ?? null;
}

/**
 * Spec 001 §2: a popular page is hidden before its start, from its end on, and when a
 * sports-config entry for its slug matches the visitor's IP country.
 */
export function isPopularPageShown(page: PopularPage, context: PopularPageContext): boolean {
  if (page.starts_at !== null && Date.parse(page.starts_at) > context.now) return false;
  if (page.ends_at !== null && Date.parse(page.ends_at) <= context.now) return false;
  const slug = slugOfPage(page);
  if (slug === null || context.ipCountry === null) return true;
  const country = context.ipCountry.toUpperCase();
  return !context.sportsConfig.some(
    (entry) => entry.slug === slug && entry.blocked_countries.some((blocked) => blocked.toUpperCase() === country),
  );
}

/** The pages to show, in the order the content service sent them. */
export function selectVisiblePopularPages(
  pages: readonly PopularPage[],
  context: PopularPageContext,
): readonly PopularPage[] {
  return pages.filter((page) => isPopularPageShown(page, context));
}
