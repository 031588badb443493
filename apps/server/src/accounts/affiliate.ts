import { AFFILIATE_COOKIE_DAYS } from '@sportsbook/betting';
import { affiliateAttributionSchema } from '@sportsbook/protocol';

/** How long after the affiliate link was followed a registration still counts for it (spec 001 §9: 30 days). */
export const AFFILIATE_WINDOW_MS = AFFILIATE_COOKIE_DAYS * 24 * 60 * 60_000;
/** How far ahead of the server's clock a browser's may run before a click time is not believed. */
export const AFFILIATE_CLOCK_SKEW_MS = 5 * 60_000;

/** What is stored on the player for an attribution that counts. */
export interface StoredAffiliate {
  readonly affiliate: Readonly<Record<string, string>>;
  readonly affiliateClickedAt: Date;
}

/** Why an attribution sent with a registration is not stored (null from `affiliateToStore`). */
export type AffiliateIgnored = 'absent' | 'malformed' | 'expired' | 'future';

/**
 * The attribution a registration at `at` stores (decision 104), or why none: a malformed value
 * (it comes from cookies the visitor can edit), a click more than 30 days before `at`, or one
 * later than `at` beyond the clock skew is ignored and the player registers without it.
 */
export function affiliateToStore(
  raw: unknown,
  at: Date,
): { readonly stored: StoredAffiliate } | { readonly ignored: AffiliateIgnored } {
  if (raw === undefined || raw === null) return { ignored: 'absent' };
  const parsed = affiliateAttributionSchema.safeParse(raw);
  if (!parsed.success) return { ignored: 'malformed' };
  const clickedAt = new Date(parsed.data.clicked_at);
  const age = at.getTime() - clickedAt.getTime();
  if (age > AFFILIATE_WINDOW_MS) return { ignored: 'expired' };
  if (age < -AFFILIATE_CLOCK_SKEW_MS) return { ignored: 'future' };
  return { stored: { affiliate: parsed.data.params, affiliateClickedAt: clickedAt } };
}
