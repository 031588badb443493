import { sql } from 'drizzle-orm';
import { streamRefusalSchema, streamSourceSchema, streamUrlResponseSchema } from '@sportsbook/protocol';
import { describe, expect, it } from 'vitest';
import { startForSuite } from '../test-support/suite-app';
import { testDatabaseTargets } from '../storage/testing';
import { createManualClock } from '../trading/testing';
import { PLAYLIST_TTL_S } from './routes';
import { startStreamTestApp } from './test-app';
import type { StreamTestSession } from './test-app';

/** The path and query of an absolute URL the server answered, for `inject`. */
const local = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

interface LiveEvent {
  readonly id: number;
  readonly is_live: boolean;
  readonly sport: { readonly slug: string };
}

describe.each(testDatabaseTargets())('stream links follow the player on $name', (target) => {
  const clock = createManualClock(Date.parse('2026-11-20T15:00:00.500Z'));
  const t = startForSuite(() => startStreamTestApp(target, clock));

  async function liveEvents(): Promise<LiveEvent[]> {
    const listing = await t().sportsbook.app.inject({ url: '/echo/v1/events-simple?bookmaker=gb&lang=en&live=1' });
    return listing.json<{ events: LiveEvent[] }>().events.filter((event) => event.is_live);
  }

  async function setRights(country: string, sports: readonly string[]) {
    await t().sportsbook.handle.db.execute(
      sql`UPDATE content_documents SET body = ${JSON.stringify(sports)}::jsonb
          WHERE kind = 'stream_rights' AND country = ${country}`,
    );
  }

  /** Every link of one stream for a session: the source URL, the playlist, its init and newest segment. */
  async function linksOf(eventId: number, session: StreamTestSession) {
    const answer = await t().get(`/v1/imgarena/stream/${eventId}?language=en&bookmaker=gb`, { jwt: session.jwt });
    expect(answer.statusCode, answer.body).toBe(200);
    const source = streamUrlResponseSchema.parse(answer.json()).data.url;
    const playlist = streamSourceSchema.parse((await t().get(local(source))).json()).hlsUrl;
    const body = (await t().get(local(playlist))).body;
    const uris = body.split('\n').filter((line) => /^\d+\.m4s\?/.test(line));
    const init = /URI="([^"]+)"/.exec(body)![1]!;
    return {
      source,
      playlist,
      init: new URL(init, playlist).href,
      segment: new URL(uris.at(-1)!, playlist).href,
    };
  }

  it("checks the rights of the player's own country, whatever country the query names", async () => {
    const events = await liveEvents();
    const football = events.find((event) => event.sport.slug === 'football');
    const other = events.find((event) => ['tennis', 'basketball', 'ice-hockey'].includes(event.sport.slug));
    expect(football && other).toBeTruthy();
    const gb = await t().login('demo-gb');
    await setRights('GB', ['football']);
    try {
      for (const query of ['country=ie', 'bookmaker=ie', 'country=IE&bookmaker=ie', 'country=us&bookmaker=us']) {
        const refused = await t().get(`/v1/imgarena/stream/${other!.id}?language=en&${query}`, { jwt: gb.jwt });
        expect(refused.statusCode, query).toBe(404);
        expect(streamRefusalSchema.parse(refused.json()).message).toBe('STREAM_NOT_FOUND');
        const allowed = await t().get(`/v1/imgarena/stream/${football!.id}?language=en&${query}`, { jwt: gb.jwt });
        expect(allowed.statusCode, query).toBe(200);
        const { url } = streamUrlResponseSchema.parse(allowed.json()).data;
        // The link is minted for GB's rights; moving it to another country breaks its signature.
        expect(new URL(url).pathname).toBe(`/streams/gb/${football!.id}/source`);
        const moved = await t().get(local(url).replace('/streams/gb/', '/streams/ie/'));
        expect(moved.statusCode).toBe(403);
      }
      // The player's own country, named or not, is served as before.
      const own = await t().get(`/v1/imgarena/stream/${football!.id}?language=en`, { jwt: gb.jwt });
      expect(own.statusCode).toBe(200);
    } finally {
      await setRights('GB', ['football', 'tennis', 'basketball', 'ice-hockey']);
    }
  });

  it("stops every link of a player's session once the player logs out", async () => {
    const [event] = await liveEvents();
    const session = await t().login('demo-gb');
    const links = await linksOf(event!.id, session);
    for (const url of Object.values(links)) expect((await t().get(local(url))).statusCode, url).toBe(200);

    await t().logout(session);
    for (const url of Object.values(links)) {
      const refused = await t().get(local(url));
      expect([403, 404], url).toContain(refused.statusCode);
      expect(streamRefusalSchema.parse(refused.json()).status).toBe(0);
    }
    const minted = await t().get(`/v1/imgarena/stream/${event!.id}?language=en&bookmaker=gb`, { jwt: session.jwt });
    expect(minted.statusCode).toBe(401);

    // A new login mints links that play; the old ones stay dead.
    const again = await t().login('demo-gb');
    const fresh = await linksOf(event!.id, again);
    for (const url of Object.values(fresh)) expect((await t().get(local(url))).statusCode, url).toBe(200);
    expect((await t().get(local(links.playlist))).statusCode).toBe(403);
  });

  it('refuses a link moved to another player or session, or with a tampered signature', async () => {
    const [event] = await liveEvents();
    const gb = await t().login('demo-gb');
    const ie = await t().login('demo-ie');
    const links = await linksOf(event!.id, gb);
    const otherId = new URL((await linksOf(event!.id, ie)).playlist).searchParams.get('viewer')?.split('.')[0];
    expect(otherId).toMatch(/^\d+$/);
    for (const url of [links.playlist, links.segment, links.init]) {
      const parsed = new URL(url);
      const viewer = parsed.searchParams.get('viewer');
      expect(viewer).toMatch(/^\d+\.\d+$/);
      const [id, version] = viewer!.split('.');
      // Another player's id, or the same player's next session.
      const variants = [`${otherId}.${version}`, `${id}.${Number(version) + 1}`];
      for (const moved of variants) {
        const tampered = new URL(url);
        tampered.searchParams.set('viewer', moved);
        expect((await t().get(local(tampered.href))).statusCode, moved).toBe(403);
      }
      const withoutViewer = new URL(url);
      withoutViewer.searchParams.delete('viewer');
      expect((await t().get(local(withoutViewer.href))).statusCode).toBe(403);
      const sig = parsed.searchParams.get('sig')!;
      const flipped = new URL(url);
      flipped.searchParams.set('sig', `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`);
      const forged = await t().get(local(flipped.href));
      expect(forged.statusCode).toBe(403);
      expect(streamRefusalSchema.parse(forged.json()).message).toBe('STREAM_NOT_FOUND');
    }
  });

  it('lets a session-bound playlist link expire', async () => {
    const [event] = await liveEvents();
    const session = await t().login('demo-gb');
    const { playlist } = await linksOf(event!.id, session);
    clock.advance((PLAYLIST_TTL_S + 1) * 1000);
    const expired = await t().get(local(playlist));
    expect(expired.statusCode).toBe(403);
    expect(streamRefusalSchema.parse(expired.json()).message).toBe('STREAM_LINK_EXPIRED');
  });
});
