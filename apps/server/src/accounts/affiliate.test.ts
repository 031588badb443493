import { eq } from 'drizzle-orm';
import { registerResponseSchema } from '@sportsbook/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../storage/testing';
import { AFFILIATE_CLOCK_SKEW_MS, AFFILIATE_WINDOW_MS } from './affiliate';
import { players } from './tables';
import { registrationBody, startRegistrationTestApp } from './registration-test-kit';
import type { RegistrationTestApp } from './registration-test-kit';

/*
 * Affiliate attribution (decision 104, spec 001 §2 and §9): the affiliate parameters a visitor
 * arrived with are stored on the player who registers within 30 days of following the link. A
 * stale, future or malformed attribution is ignored: the registration goes through without it.
 */
const TODAY = new Date('2030-06-15T09:30:00Z');
const ago = (ms: number) => new Date(TODAY.getTime() - ms).toISOString();

describe.each(testDatabaseTargets())('affiliate attribution at registration on $name', (target) => {
  let t: RegistrationTestApp;
  beforeAll(async () => {
    t = await startRegistrationTestApp(target, TODAY);
  }, 60_000);
  afterAll(() => t?.close());

  let registered = 0;
  /** Registers a new player with `affiliate` in the body; answers what was stored on them. */
  async function registerWith(affiliate: unknown) {
    registered += 1;
    const username = `aff_${registered}`;
    const body = { ...registrationBody({ username, email: `${username}@example.test` }), affiliate };
    const response = await t.post('/api/register', body);
    expect(response.statusCode, JSON.stringify(affiliate)).toBe(200);
    expect(registerResponseSchema.parse(response.json())).toEqual({ status: 1, message: 'VERIFY_EMAIL' });
    const [row] = await t.database.db
      .select({ affiliate: players.affiliate, clickedAt: players.affiliateClickedAt })
      .from(players)
      .where(eq(players.username, username));
    expect(row, 'the player exists').toBeDefined();
    return row!;
  }

  it('stores the parameters and the click time of a link followed within 30 days', async () => {
    const clickedAt = ago(AFFILIATE_WINDOW_MS - 60_000);
    const params = { btag: 'a_1234b_56', click_id: 'Zx-9', utm_source: 'newsletter' };
    expect(await registerWith({ params, clicked_at: clickedAt })).toEqual({
      affiliate: params,
      clickedAt: new Date(clickedAt),
    });
  });

  it('registers without attribution when the link is older than 30 days', async () => {
    const stale = await registerWith({ params: { btag: 'old' }, clicked_at: ago(AFFILIATE_WINDOW_MS + 60_000) });
    expect(stale).toEqual({ affiliate: null, clickedAt: null });
  });

  it('believes a browser clock a little ahead, and not one far ahead', async () => {
    const ahead = (ms: number) => new Date(TODAY.getTime() + ms).toISOString();
    expect((await registerWith({ params: { btag: 'x' }, clicked_at: ahead(60_000) })).affiliate).toEqual({ btag: 'x' });
    expect(await registerWith({ params: { btag: 'y' }, clicked_at: ahead(AFFILIATE_CLOCK_SKEW_MS + 60_000) })).toEqual({
      affiliate: null,
      clickedAt: null,
    });
  });

  it.each([
    ['a string', 'btag=123'],
    ['a number', 42],
    ['an array', [['btag', '1']]],
    ['no click time', { params: { btag: '1' } }],
    ['a click time that is no date', { params: { btag: '1' }, clicked_at: 'yesterday' }],
    ['no parameters', { params: {}, clicked_at: TODAY.toISOString() }],
    ['a nested value', { params: { btag: { $ne: 1 } }, clicked_at: TODAY.toISOString() }],
    ['a name with markup', { params: { '<script>': '1' }, clicked_at: TODAY.toISOString() }],
    ['an over-long value', { params: { btag: 'x'.repeat(201) }, clicked_at: TODAY.toISOString() }],
    [
      'too many parameters',
      {
        params: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`aff_${i}`, 'v'])),
        clicked_at: TODAY.toISOString(),
      },
    ],
  ])('ignores %s and registers the player without attribution', async (_, junk) => {
    expect(await registerWith(junk)).toEqual({ affiliate: null, clickedAt: null });
  });

  it('registers without attribution when none is sent', async () => {
    expect(await registerWith(undefined)).toEqual({ affiliate: null, clickedAt: null });
  });
});
