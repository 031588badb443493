import { describe, expect, it } from 'vitest';
import { busPlayerChannel, isPlayerChannel, playerChannel, playerEventSchema } from './player-events';
import { wsAuthFrameSchema, wsClientFrameSchema, wsPushFrameSchema } from './websocket';

describe('player events', () => {
  it('round-trips every event type', () => {
    const events = [
      { type: 'balance', balance: 1_004.5, currency: 'GBP' },
      { type: 'bet_settled', bet_id: 7, status: 'won', payout: 1_450 },
      { type: 'bet_settled', bet_id: 8, status: 'lost', payout: 0 },
      { type: 'bet_placed', bet_id: 9 },
      { type: 'cashout', bet_id: 10, payout: 820 },
    ];
    for (const event of events) expect(playerEventSchema.parse(JSON.parse(JSON.stringify(event)))).toEqual(event);
  });

  it('refuses malformed events', () => {
    const bad = [
      { type: 'balance', balance: -1, currency: 'GBP' },
      { type: 'balance', balance: 10, currency: 'gbp' },
      { type: 'bet_settled', bet_id: 7, status: 'open', payout: 0 },
      { type: 'bet_settled', bet_id: 7, status: 'won', payout: 14.5 },
      { type: 'bet_placed', bet_id: 0 },
      { type: 'cashout', bet_id: 1 },
      { type: 'deposit', amount: 5 },
    ];
    for (const event of bad) expect(playerEventSchema.safeParse(event).success).toBe(false);
  });

  it('names the bus and client channels', () => {
    expect(busPlayerChannel(42)).toBe('player.42');
    expect(playerChannel('gb')).toBe('gb_player');
    expect(isPlayerChannel('gb_player')).toBe(true);
    expect(isPlayerChannel('gb_events')).toBe(false);
  });

  it('accepts <bookmaker>_player as a channel, strictly', () => {
    expect(wsClientFrameSchema.safeParse({ type: 'subscribe', channel: 'gb_player' }).success).toBe(true);
    expect(wsPushFrameSchema.safeParse({ channel: 'ie_player', data: 'AAAA' }).success).toBe(true);
    for (const channel of ['gb_players', 'gb_player_1', '_player', 'player', 'gb_player.42', 'gb player']) {
      expect(wsClientFrameSchema.safeParse({ type: 'subscribe', channel }).success).toBe(false);
    }
  });

  it('parses an auth frame', () => {
    const frame = { type: 'auth', jwt: 'eyJ.abc.def' };
    expect(wsClientFrameSchema.parse(frame)).toEqual(frame);
    expect(wsAuthFrameSchema.parse({ ...frame, id: 'a1' })).toEqual({ ...frame, id: 'a1' });
    expect(wsClientFrameSchema.safeParse({ type: 'auth', jwt: '' }).success).toBe(false);
  });
});
