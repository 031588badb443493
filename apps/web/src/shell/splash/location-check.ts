import { RESTRICTION_CHECK_TIMEOUT_MS } from '@sportsbook/betting';
import type { Language } from '@sportsbook/betting';
import { ipDetailsSchema, restrictionCheckResponseSchema } from '@sportsbook/protocol';
import type { RestrictionCheckResponse } from '@sportsbook/protocol';
import { isCountryCode } from '../../lib/countries';
import { sportsRequest } from '../../lib/sports-api';
import { storage } from '../../lib/storage';
import { LOCATION_SUCCESS_KEY } from '../../stores/device-keys';
import { COUNTRY_KEY, useSiteStore } from '../../stores/site-store';

/** Device key of spec 001 §3: when the location check last succeeded (epoch ms). */
export { LOCATION_SUCCESS_KEY };

/** The restriction check's answer. */
export type LocationResult = RestrictionCheckResponse['data'];

/**
 * The location check (spec 001 §7): `GET /ip/details` (visitor country, address, tester flag,
 * kept in the site store as soon as they arrive) and `GET /geo/restriction-check?time&lang` with
 * a 10 s timeout. Neither needs the other's answer, so both are asked at once: the splash waits one
 * round trip, not two (decision 073). Either failing fails the check, as when they were asked in turn.
 */
export async function checkLocation(lang: Language, now: number): Promise<LocationResult> {
  const details = sportsRequest('/ip/details', { schema: ipDetailsSchema }).then((answer) =>
    useSiteStore
      .getState()
      .setIpDetails({ country: answer.country, ipAddress: answer.ip_address, isTester: answer.is_tester }),
  );
  const check = sportsRequest('/geo/restriction-check', {
    schema: restrictionCheckResponseSchema,
    query: { time: String(now), lang },
    timeoutMs: RESTRICTION_CHECK_TIMEOUT_MS,
  });
  const [, answer] = await Promise.all([details, check]);
  return answer.data;
}

/**
 * After an allowed check: remember when, and on a first visit (no country chosen yet) show the
 * brand of the visitor's country when it is one of ours. A visitor's own choice is kept.
 */
export function applyAllowedLocation(result: LocationResult, now: number): void {
  storage.set(LOCATION_SUCCESS_KEY, String(now));
  const country = result.country.toUpperCase();
  const site = useSiteStore.getState();
  if (storage.get(COUNTRY_KEY) !== null || !isCountryCode(country) || country === site.country) return;
  site.setCountry(country);
}
