import type { FastifyPluginAsync } from 'fastify';
import { inboxParamsSchema, inboxQuerySchema, inboxReadRequestSchema, parseOrThrow } from '@sportsbook/protocol';
import { requirePlayer } from '../accounts/index';
import type { Bus } from '../realtime/index';
import type { DatabaseHandle } from '../storage/index';
import { countUnread, deleteMessage, listMessages, markRead, writeExpiringFreebetMessages } from './inbox-store';
import { publishInboxCount } from './publish';
import { refusal } from '../http/index';

/** Options of `inboxRoutes`. */
export interface InboxRoutesOptions {
  readonly handle: DatabaseHandle;
  /** Where a changed unread count is pushed, so the player's other tabs follow. */
  readonly bus?: Bus;
  /** The time now (tests move it). */
  readonly now?: () => Date;
}

/**
 * The Inbox: `GET /v1/inbox`, `GET /v1/inbox/unread`, `POST /v1/inbox/read`,
 * `DELETE /v1/inbox/:id`. Needs `sportsAuth` before it; guests get 401 NOT_AUTHENTICATED; a
 * player only ever reads or changes their own messages.
 */
export const inboxRoutes: FastifyPluginAsync<InboxRoutesOptions> = async (app, options) => {
  const { db } = options.handle;
  const now = options.now ?? (() => new Date());

  async function changed(playerId: number) {
    if (options.bus) await publishInboxCount(options.bus, db, playerId);
    return { status: 1 as const, unread: await countUnread(db, playerId) };
  }

  app.get('/v1/inbox', { preHandler: requirePlayer }, async (request) => {
    const query = parseOrThrow(inboxQuerySchema, request.query ?? {}, 'inbox query');
    const playerId = request.player!.id;
    await writeExpiringFreebetMessages(db, playerId, now());
    const { messages, nextCursor } = await listMessages(db, playerId, query);
    return { status: 1, messages, unread: await countUnread(db, playerId), next_cursor: nextCursor };
  });

  app.get('/v1/inbox/unread', { preHandler: requirePlayer }, async (request) => {
    const playerId = request.player!.id;
    await writeExpiringFreebetMessages(db, playerId, now());
    return { status: 1, unread: await countUnread(db, playerId) };
  });

  app.post('/v1/inbox/read', { preHandler: requirePlayer, config: { moves: 'nothing' } }, async (request) => {
    const body = parseOrThrow(inboxReadRequestSchema, request.body, 'mark-read body');
    const playerId = request.player!.id;
    await markRead(db, playerId, 'all' in body ? 'all' : body.ids, now());
    return changed(playerId);
  });

  app.delete('/v1/inbox/:id', { preHandler: requirePlayer, config: { moves: 'nothing' } }, async (request, reply) => {
    const { id } = parseOrThrow(inboxParamsSchema, request.params, 'message id');
    const playerId = request.player!.id;
    if (!(await deleteMessage(db, playerId, id, now()))) {
      return reply.code(404).send(refusal('NOT_FOUND', { message: `You have no message ${id}.` }));
    }
    return changed(playerId);
  });
};
