import { describe, expect, it } from 'vitest';
import { readFrameToShellMessage, readShellToFrameMessage } from './frame-details';

describe('reading posted frame messages', () => {
  it('accepts a JSON string or an object with the right source and details', () => {
    const posted = { event: 'sport_token', details: { token: 'abc' }, source: 'account-site' };
    for (const data of [posted, JSON.stringify(posted)]) {
      expect(readFrameToShellMessage(data)).toEqual({
        ok: true,
        message: { event: 'sport_token', details: { token: 'abc' } },
      });
    }
    expect(readShellToFrameMessage({ event: 'open_page', details: { page: '/login' }, source: 'sportsbook' })).toEqual({
      ok: true,
      message: { event: 'open_page', details: { page: '/login' } },
    });
  });

  it('treats null details as empty for events that carry none', () => {
    expect(readShellToFrameMessage({ event: 'logout', details: null, source: 'sportsbook' })).toMatchObject({
      ok: true,
      message: { event: 'logout', details: {} },
    });
  });

  it('refuses broken JSON, unknown events, the other side source and bad details, saying why', () => {
    const refusals = [
      readFrameToShellMessage('{not json'),
      readFrameToShellMessage({ event: 'no_such_event', details: {}, source: 'account-site' }),
      readFrameToShellMessage({ event: 'sport_token', details: { token: 'abc' }, source: 'sportsbook' }),
      readFrameToShellMessage({ event: 'sport_token', details: { token: '' }, source: 'account-site' }),
      readShellToFrameMessage({ event: 'open_page', details: { page: 'javascript:alert(1)' }, source: 'sportsbook' }),
    ];
    for (const reading of refusals) expect(reading.ok).toBe(false);
    expect(refusals[2]).toEqual({ ok: false, reason: 'source sportsbook' });
    expect(refusals[3]).toMatchObject({ reason: expect.stringContaining('sport_token with bad details') });
  });
});
