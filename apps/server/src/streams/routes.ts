import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { parseOrThrow, streamEventIdSchema, streamsQuerySchema } from '@sportsbook/protocol';
import type { StreamErrorCode, StreamsQuery } from '@sportsbook/protocol';
import type { SessionVersions } from '../accounts/index';
import { resolveCountry, resolveLang } from '../content/index';
import { liveSegment } from './media';
import type { StreamMedia } from './media';
import { streamMessage } from './messages';
import { liveWindow, livePlaylist } from './playlist';
import { signatureQuery, viewerOf, viewerParam } from './signing';
import type { LinkPurpose, LinkSigner, Viewer } from './signing';
import type { StreamService } from './service';
import { RefusalError, speaks } from '../http/index';

/** How long the URL of `GET /v1/imgarena/stream/{id}` opens its `{ hlsUrl }`: it is fetched at once. */
export const SOURCE_TTL_S = 60;
/** How long a playlist link plays; then the client asks for a new one (decision 037). */
export const PLAYLIST_TTL_S = 900;
/** Media links expire on minute boundaries, 2–3 minutes ahead, so a segment's URL is stable (cacheable) for a minute. */
const MEDIA_BUCKET_S = 60;
const MEDIA_TTL_S = 120;
/** Segments older than the window a slow player may still fetch. */
const LATE_SEGMENTS = 30;

/** Options of `streamRoutes`. */
export interface StreamRoutesOptions {
  readonly service: StreamService;
  readonly signer: LinkSigner;
  readonly media: StreamMedia;
  /** The players' stored session versions: a link plays only while the session it was minted in is open. */
  readonly sessions: SessionVersions;
  /** Unix milliseconds (tests move it). */
  readonly now?: () => number;
}

/** A refused stream call, its text in the language the query asks for (`language` or `lang`). */
class StreamRefused extends RefusalError {
  constructor(status: number, code: Exclude<StreamErrorCode, 'VALIDATION_ERROR'>) {
    super(code, (request) => streamMessage(code, askedLanguage(request)), { status });
  }
}

function askedLanguage(request: FastifyRequest): string | undefined {
  const asked = (request.query ?? {}) as Record<string, unknown>;
  const lang = asked.language ?? asked.lang;
  return typeof lang === 'string' ? lang : undefined;
}

const queryOf = (request: FastifyRequest): StreamsQuery => {
  const query = { ...((request.query ?? {}) as Record<string, unknown>) };
  delete query.exp;
  delete query.sig;
  delete query.viewer;
  const header = request.headers.bookmaker;
  if (query.bookmaker === undefined && typeof header === 'string' && header !== '') query.bookmaker = header;
  return parseOrThrow(streamsQuerySchema, query, 'streams query');
};

const langOf = (query: StreamsQuery) => resolveLang(query.language ?? query.lang);
const countryOf = (query: StreamsQuery) => resolveCountry({ country: query.country, bookmaker: query.bookmaker });
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * Live streams (spec 001 §2, §7; docs/api.md "Streams"): the catalogue, the signed stream URL of an
 * event (players only), its `{ hlsUrl }`, and the live HLS itself — a sliding-window playlist
 * computed from the clock and the looping test picture's segments, every link signed and expiring.
 */
export const streamRoutes: FastifyPluginAsync<StreamRoutesOptions> = async (app, options) => {
  speaks(app, { dialect: 'content' });
  const { service, signer, media, sessions } = options;
  const now = options.now ?? Date.now;

  const eventIdOf = (request: FastifyRequest) =>
    parseOrThrow(streamEventIdSchema, (request.params as { event_id?: unknown }).event_id, 'event id');

  /** The stream of `country/eventId` must be live now: 404 STREAM_ENDED or STREAM_NOT_FOUND otherwise. */
  const requireLive = async (eventId: number, country: string) => {
    const state = await service.stateOf(eventId, country);
    if (state === 'ended') throw new StreamRefused(404, 'STREAM_ENDED');
    if (state === 'none') throw new StreamRefused(404, 'STREAM_NOT_FOUND');
  };

  /** What a link's signature vouches for: the stream and the viewer it was minted for. */
  const boundSubject = (subject: string, viewer: Viewer) => `${subject}@${viewerParam(viewer)}`;

  /** `viewer=…&exp=…&sig=…` of a link to `subject` for `viewer`, good until `exp`. */
  const signedQuery = (purpose: LinkPurpose, subject: string, viewer: Viewer, exp: number) =>
    `viewer=${viewerParam(viewer)}&${signatureQuery(signer.sign(purpose, boundSubject(subject, viewer), exp))}`;

  /**
   * The link's signature must hold (a forged one, or one moved to another viewer, is 403
   * STREAM_NOT_FOUND; an old one 403 STREAM_LINK_EXPIRED), and the session it was minted in must
   * still be open: after a logout, password reset or block its links are 403 STREAM_LINK_EXPIRED.
   * The signature is checked first, so a forged link costs no database read.
   */
  const requireLink = async (request: FastifyRequest, purpose: LinkPurpose, subject: string): Promise<Viewer> => {
    const query = request.query as Record<string, unknown>;
    const viewer = viewerOf(query.viewer);
    if (!viewer) throw new StreamRefused(403, 'STREAM_NOT_FOUND');
    const check = signer.verify(purpose, boundSubject(subject, viewer), query, now());
    if (check === 'expired') throw new StreamRefused(403, 'STREAM_LINK_EXPIRED');
    if (check === 'forged') throw new StreamRefused(403, 'STREAM_NOT_FOUND');
    if ((await sessions.versionOf(viewer.playerId)) !== viewer.sessionVersion) {
      throw new StreamRefused(403, 'STREAM_LINK_EXPIRED');
    }
    return viewer;
  };

  const streamParams = (request: FastifyRequest) => {
    const { country } = request.params as { country?: string };
    const upper = String(country ?? '').toUpperCase();
    const resolved = resolveCountry({ country: upper });
    return { country: resolved, eventId: eventIdOf(request), subject: `${resolved}/${eventIdOf(request)}` };
  };

  const expiresIn = (seconds: number) => Math.floor(now() / 1000) + seconds;
  const langParam = (query: StreamsQuery) => `lang=${encodeURIComponent(langOf(query))}`;

  app.get('/api/content/streams', async (request) => {
    const query = queryOf(request);
    return { status: 1, data: await service.list({ country: countryOf(query), lang: langOf(query) }) };
  });

  app.get('/v1/imgarena/stream/:event_id', async (request) => {
    const eventId = eventIdOf(request);
    const query = queryOf(request);
    const { player } = request;
    if (!player) throw new StreamRefused(401, 'NOT_AUTHENTICATED');
    // A country or bookmaker the query names must still be a real one (junk is a 400), but the
    // rights are those of the player's registered country, fixed on the account (decision 085).
    if (query.country !== undefined || query.bookmaker !== undefined) countryOf(query);
    const country = resolveCountry({ country: player.country });
    const sessionVersion = await sessions.versionOf(player.id);
    if (sessionVersion === null) throw new StreamRefused(401, 'NOT_AUTHENTICATED');
    await requireLive(eventId, country);
    const viewer = { playerId: player.id, sessionVersion };
    const signed = signedQuery('source', `${country}/${eventId}`, viewer, expiresIn(SOURCE_TTL_S));
    const url = `${originOf(request)}/streams/${country.toLowerCase()}/${eventId}/source?${langParam(query)}&${signed}`;
    return { status: 1, data: { url } };
  });

  app.get('/streams/:country/:event_id/source', async (request, reply) => {
    const { country, eventId, subject } = streamParams(request);
    const query = queryOf(request);
    const viewer = await requireLink(request, 'source', subject);
    await requireLive(eventId, country);
    const signed = signedQuery('playlist', subject, viewer, expiresIn(PLAYLIST_TTL_S));
    reply.header('cache-control', 'no-store');
    const base = `${originOf(request)}/streams/${country.toLowerCase()}/${eventId}`;
    return { hlsUrl: `${base}/live.m3u8?${langParam(query)}&${signed}` };
  });

  app.get('/streams/:country/:event_id/live.m3u8', async (request, reply) => {
    const { country, eventId, subject } = streamParams(request);
    const viewer = await requireLink(request, 'playlist', subject);
    await requireLive(eventId, country);
    const exp = (Math.floor(now() / 1000 / MEDIA_BUCKET_S) + 1) * MEDIA_BUCKET_S + MEDIA_TTL_S;
    const signed = signedQuery('media', subject, viewer, exp);
    const body = livePlaylist({
      info: media.info,
      nowMs: now(),
      initUri: `init.mp4?${signed}`,
      segmentUri: (sequence) => `${sequence}.m4s?${signed}`,
    });
    // A live playlist changes every segment: caches may keep it for at most half a target duration.
    return reply
      .header('content-type', 'application/vnd.apple.mpegurl')
      .header('cache-control', 'private, max-age=1')
      .send(body);
  });

  app.get('/streams/:country/:event_id/init.mp4', async (request, reply) => {
    const { subject } = streamParams(request);
    await requireLink(request, 'media', subject);
    return reply
      .header('content-type', 'video/mp4')
      .header('cache-control', `private, max-age=${MEDIA_BUCKET_S}, immutable`)
      .send(media.init);
  });

  app.get('/streams/:country/:event_id/:segment', async (request, reply) => {
    const { subject } = streamParams(request);
    const match = /^(\d{1,15})\.m4s$/.exec((request.params as { segment: string }).segment);
    if (!match) throw new StreamRefused(404, 'STREAM_NOT_FOUND');
    await requireLink(request, 'media', subject);
    const sequence = Number(match[1]);
    const { first, last } = liveWindow(media.info, now());
    // Segments not yet recorded, or long gone from every window, do not exist.
    if (sequence > last + 1 || sequence < first - LATE_SEGMENTS) throw new StreamRefused(404, 'STREAM_NOT_FOUND');
    return reply
      .header('content-type', 'video/mp4')
      .header('cache-control', `private, max-age=${MEDIA_BUCKET_S}, immutable`)
      .send(liveSegment(media, sequence));
  });
};
