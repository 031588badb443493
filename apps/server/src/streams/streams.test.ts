import { sql } from 'drizzle-orm';
import { Parser } from 'm3u8-parser';
import type { ParsedManifest } from 'm3u8-parser';
import {
  streamRefusalSchema,
  streamSourceSchema,
  streamsResponseSchema,
  streamUrlResponseSchema,
} from '@sportsbook/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Sportsbook } from '../server';
import { testDatabaseTargets } from '../storage/testing';
import { startForSuite } from '../test-support/suite-app';
import { createManualClock } from '../trading/testing';
import { decodeTimeOf, loadStreamMedia } from './media';
import { WINDOW_SEGMENTS } from './playlist';
import { PLAYLIST_TTL_S, SOURCE_TTL_S } from './routes';
import { startStreamTestApp } from './test-app';

const media = loadStreamMedia();
const SEGMENT_MS = media.info.segmentSeconds * 1000;

function parsePlaylist(text: string): ParsedManifest {
  const parser = new Parser();
  parser.push(text);
  parser.end();
  return parser.manifest;
}

/** The path and query of an absolute URL the server answered, for `inject`. */
const local = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

describe.each(testDatabaseTargets())('live streams on $name', (target) => {
  // Mid-segment, so a step of one segment moves the window by exactly one.
  const clock = createManualClock(Date.parse('2026-11-20T15:00:00.500Z'));
  const suite = startForSuite(() => startStreamTestApp(target, clock));
  let sportsbook: Sportsbook;
  let jwt: string;

  beforeAll(async () => {
    sportsbook = suite().sportsbook;
    jwt = (await suite().login('demo-gb')).jwt;
  });

  const get = (url: string, headers: Record<string, string> = {}) => suite().get(url, headers);

  async function streams(bookmaker: string) {
    const response = await get(`/api/content/streams?language=en&bookmaker=${bookmaker}`);
    expect(response.statusCode).toBe(200);
    return streamsResponseSchema.parse(response.json()).data;
  }

  /** The playlist URL of a stream, through the docs/api.md's two steps. */
  async function hlsUrlOf(eventId: number, bookmaker = 'gb') {
    const answer = await get(`/v1/imgarena/stream/${eventId}?language=en&bookmaker=${bookmaker}`, { jwt });
    expect(answer.statusCode).toBe(200);
    const { url } = streamUrlResponseSchema.parse(answer.json()).data;
    const source = await get(local(url));
    expect(source.statusCode).toBe(200);
    return streamSourceSchema.parse(source.json()).hlsUrl;
  }

  it('lists several live events per country, only of sports the country holds rights to', async () => {
    const gb = await streams('gb');
    expect(gb.length).toBeGreaterThanOrEqual(3);
    const live = await sportsbook.app.inject({ url: '/echo/v1/events-simple?bookmaker=gb&lang=en&live=1' });
    const events = live.json<{ events: { id: number; is_live: boolean; sport: { slug: string } }[] }>().events;
    for (const stream of gb) {
      const event = events.find((candidate) => candidate.id === stream.event_id);
      expect(event?.is_live).toBe(true);
      expect(['football', 'tennis', 'basketball', 'ice-hockey']).toContain(event?.sport.slug);
      expect(stream.event_url).toMatch(new RegExp(`-${stream.event_id}$`));
    }
    const gr = await streams('GR');
    const sportOf = (id: number) => events.find((event) => event.id === id)?.sport.slug;
    expect(gr.every((stream) => ['football', 'basketball'].includes(sportOf(stream.event_id) ?? ''))).toBe(true);
  });

  it('follows the stream rights stored in the content service', async () => {
    await sportsbook.handle.db.execute(
      sql`UPDATE content_documents SET body = '[]'::jsonb WHERE kind = 'stream_rights' AND country = 'RO'`,
    );
    expect(await streams('ro')).toEqual([]);
    expect((await streams('gb')).length).toBeGreaterThan(0);
  });

  it('refuses a guest with 401 and a message in the asked language', async () => {
    const [stream] = await streams('gb');
    const response = await get(`/v1/imgarena/stream/${stream?.event_id}?language=de&bookmaker=gb`);
    expect(response.statusCode).toBe(401);
    const refusal = streamRefusalSchema.parse(response.json());
    expect(refusal.message).toBe('NOT_AUTHENTICATED');
    expect(refusal.meta.error.message).toBe('Bitte melden Sie sich an, um den Stream anzusehen');
  });

  it('answers 404 with a message for an event without a stream', async () => {
    const listing = await sportsbook.app.inject({ url: '/echo/v1/events-simple?bookmaker=gb&lang=en' });
    const upcoming = listing.json<{ events: { id: number; is_live: boolean }[] }>().events.find((e) => !e.is_live);
    for (const id of [999_999_999, upcoming!.id]) {
      const response = await get(`/v1/imgarena/stream/${id}?language=en&bookmaker=gb`, { jwt });
      expect(response.statusCode).toBe(404);
      expect(streamRefusalSchema.parse(response.json()).meta.error.message).toBe(
        'There is no live stream for this event.',
      );
    }
  });

  it('answers 400 to junk, never a 5xx', async () => {
    const junk = ['abc', '0', '-3', '1.5', '1e3', '%00', '9'.repeat(40), "1'%20OR%201=1"];
    for (const id of junk) {
      const response = await get(`/v1/imgarena/stream/${id}?bookmaker=gb`, { jwt });
      expect(response.statusCode, id).toBe(400);
      expect(response.json()).toMatchObject({ status: 0, message: 'VALIDATION_ERROR' });
    }
    const [stream] = await streams('gb');
    // Junk is refused even though the player's own country decides the rights (decision 085).
    for (const query of ['bookmaker=zz', 'language=123', 'bookmaker=gb&country=xx', 'country=gbr']) {
      const response = await get(`/v1/imgarena/stream/${stream?.event_id}?${query}`, { jwt });
      expect(response.statusCode, query).toBe(400);
    }
    expect((await get('/api/content/streams?bookmaker[]=gb')).statusCode).toBe(400);
    expect((await get('/streams/zz/1/live.m3u8?exp=1&sig=x')).statusCode).toBe(400);
  });

  it('serves a well-formed live playlist whose media sequence advances with the clock', async () => {
    const [stream] = await streams('gb');
    const hlsUrl = await hlsUrlOf(stream!.event_id);
    const first = await get(local(hlsUrl));
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(first.headers['cache-control']).toBe('private, max-age=1');
    const manifest = parsePlaylist(first.body);
    expect(manifest.version).toBe(7);
    expect(manifest.targetDuration).toBe(2);
    expect(manifest.endList).toBeUndefined();
    expect(manifest.playlistType).toBeUndefined();
    expect(manifest.segments).toHaveLength(WINDOW_SEGMENTS);
    const newest = Math.floor(clock.now() / SEGMENT_MS) - 1;
    expect(manifest.mediaSequence).toBe(newest - WINDOW_SEGMENTS + 1);
    manifest.segments.forEach((segment, index) => {
      expect(segment.duration).toBe(2);
      expect(segment.uri).toMatch(
        new RegExp(`^${(manifest.mediaSequence ?? 0) + index}\\.m4s\\?viewer=\\d+\\.\\d+&exp=\\d+&sig=`),
      );
      expect(segment.map?.uri).toMatch(/^init\.mp4\?viewer=\d+\.\d+&exp=\d+&sig=/);
    });

    clock.advance(3 * SEGMENT_MS);
    const later = parsePlaylist((await get(local(hlsUrl))).body);
    expect(later.mediaSequence).toBe((manifest.mediaSequence ?? 0) + 3);
    expect(later.segments).toHaveLength(WINDOW_SEGMENTS);
  });

  it('serves the init and media segments as MP4, each placed on the live timeline', async () => {
    const [stream] = await streams('gb');
    const hlsUrl = await hlsUrlOf(stream!.event_id);
    const manifest = parsePlaylist((await get(local(hlsUrl))).body);
    const base = new URL(hlsUrl);
    const init = await get(local(new URL(manifest.segments[0]!.map!.uri, base).href));
    expect(init.statusCode).toBe(200);
    expect(init.headers['content-type']).toBe('video/mp4');
    expect(init.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    const timescale = BigInt(media.timescale);
    for (const [index, segment] of manifest.segments.slice(-3).entries()) {
      const response = await get(local(new URL(segment.uri, base).href));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('video/mp4');
      expect(response.headers['cache-control']).toMatch(/^private, max-age=\d+, immutable$/);
      const sequence = (manifest.mediaSequence ?? 0) + WINDOW_SEGMENTS - 3 + index;
      expect(decodeTimeOf(response.rawPayload)).toBe(BigInt(sequence) * 2n * timescale);
    }
    // A segment not recorded yet does not exist.
    const future = manifest.segments[0]!.uri.replace(/^\d+/, String((manifest.mediaSequence ?? 0) + 50));
    expect((await get(local(new URL(future, base).href))).statusCode).toBe(404);
  });

  it('lets signed links expire and refuses forged ones', async () => {
    const [stream, other] = await streams('gb');
    const answer = await get(`/v1/imgarena/stream/${stream!.event_id}?language=en&bookmaker=gb`, { jwt });
    const { url } = streamUrlResponseSchema.parse(answer.json()).data;
    const hlsUrl = await hlsUrlOf(stream!.event_id);
    const playlist = parsePlaylist((await get(local(hlsUrl))).body);
    const segmentUrl = new URL(playlist.segments.at(-1)!.uri, hlsUrl).href;

    // Forged: another event's path, a changed expiry, a missing signature.
    expect((await get(local(hlsUrl).replace(`/${stream!.event_id}/`, `/${other!.event_id}/`))).statusCode).toBe(403);
    expect((await get(local(hlsUrl).replace(/exp=(\d+)/, (_, exp) => `exp=${Number(exp) + 999}`))).statusCode).toBe(
      403,
    );
    expect((await get(local(hlsUrl).replace(/&sig=.*/, ''))).statusCode).toBe(403);

    clock.advance((SOURCE_TTL_S + 1) * 1000);
    const expired = await get(local(url));
    expect(expired.statusCode).toBe(403);
    expect(streamRefusalSchema.parse(expired.json()).message).toBe('STREAM_LINK_EXPIRED');
    expect((await get(local(hlsUrl))).statusCode).toBe(200);

    clock.advance(5 * 60 * 1000);
    expect((await get(local(segmentUrl))).statusCode).toBe(403);

    clock.advance(PLAYLIST_TTL_S * 1000);
    const old = await get(local(hlsUrl));
    expect(old.statusCode).toBe(403);
    expect(streamRefusalSchema.parse(old.json()).meta.error.message).toMatch(/expired/);
  });

  it('says the stream has ended once its event is over', async () => {
    const [stream] = await streams('gb');
    const hlsUrl = await hlsUrlOf(stream!.event_id);
    // What the feed writes when a match ends.
    await sportsbook.handle.db.execute(
      sql`UPDATE events SET status = 'ended', is_live = false WHERE id = ${stream!.event_id}`,
    );
    expect((await streams('gb')).some((listed) => listed.event_id === stream!.event_id)).toBe(false);
    const playlist = await get(local(hlsUrl));
    expect(playlist.statusCode).toBe(404);
    expect(streamRefusalSchema.parse(playlist.json()).message).toBe('STREAM_ENDED');
    const answer = await get(`/v1/imgarena/stream/${stream!.event_id}?language=fr&bookmaker=gb`, { jwt });
    expect(answer.statusCode).toBe(404);
    expect(streamRefusalSchema.parse(answer.json()).meta.error.message).toBe('Ce direct est terminé.');
  });
});
