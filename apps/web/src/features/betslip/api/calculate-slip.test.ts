// @vitest-environment node
import type { CalculateRequest } from '@sportsbook/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { useSiteStore } from '../../../stores/site-store';
import { installFetchDouble } from '../../../test/fetch-double';
import type { FetchDouble } from '../../../test/fetch-double';
import { calculateSlip, isCancelled } from './calculate-slip';

const body = (stake: number): CalculateRequest => ({
  freebet: null,
  type: 'single',
  system_type: null,
  selections: [],
  total_stake: stake,
  total_bets: 1,
  total_return: 0,
  each_way: false,
  stakes: {},
  lang: 'en',
  accept_odds: 'ACCEPT_ANY',
  stake,
});

describe('calculate requests', () => {
  let double: FetchDouble | undefined;
  afterEach(() => double?.restore());

  it('cancels the calculation in flight when a newer one starts, and answers the newer one', async () => {
    let releaseFirst: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    let calls = 0;
    double = installFetchDouble({
      'POST /v1/betslip/calculate': async () => {
        calls += 1;
        if (calls === 1) await firstHeld;
        return { body: { status: 1, message: '', tickets: [] } };
      },
    });
    const first = calculateSlip(body(100));
    const firstOutcome = first.then(
      () => 'answered',
      (error: unknown) => (isCancelled(error) ? 'cancelled' : 'failed'),
    );
    const second = calculateSlip(body(200));
    await expect(second).resolves.toMatchObject({ status: 1 });
    releaseFirst();
    expect(await firstOutcome).toBe('cancelled');
    expect(
      double.requestsTo('/v1/betslip/calculate').map((request) => (request.body as { stake: number }).stake),
    ).toEqual([100, 200]);
  });

  it('sends the jwt and bookmaker headers, an empty jwt for a guest (docs/api.md conventions)', async () => {
    double = installFetchDouble({
      'POST /v1/betslip/calculate': () => ({ body: { status: 1, message: '', tickets: [] } }),
    });
    useSessionStore.setState({ jwt: '' });
    await calculateSlip(body(100));
    useSessionStore.setState({ jwt: 'token-1' });
    await calculateSlip(body(100));
    const headers = double.requestsTo('/v1/betslip/calculate').map((request) => request.headers);
    const bookmaker = useSiteStore.getState().config.bookmaker;
    expect(headers.map((h) => [h.jwt, h.bookmaker])).toEqual([
      ['', bookmaker],
      ['token-1', bookmaker],
    ]);
  });
});
