import type { AffiliateAttribution } from '@sportsbook/protocol';

/*
 * The affiliate attribution the shell handed over (`affiliate`, decision 104): the shell keeps the
 * affiliate parameters in 30-day cookies on its own origin, which this site cannot read, and posts
 * them once the frame is ready. Registration sends them with the form. Kept for this page load only.
 */
let attribution: AffiliateAttribution | null = null;

/** Keeps the attribution the shell posted (the latest wins). */
export function setAffiliate(next: AffiliateAttribution): void {
  attribution = next;
}

/** The attribution to register with, or null when the shell sent none. */
export function getAffiliate(): AffiliateAttribution | null {
  return attribution;
}

/** Forgets it (tests). */
export function resetAffiliateForTests(): void {
  attribution = null;
}
