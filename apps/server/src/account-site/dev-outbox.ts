import type { FastifyPluginAsync } from 'fastify';
import { outboxQuerySchema, parseOrThrow } from '@sportsbook/protocol';
import type { OutboxMessage } from '@sportsbook/protocol';
import type { OutboxReader } from '../accounts/index';
import type { OutboxRow } from '../accounts/index';
import { renderOutboxPage } from './outbox-page';
import { speaks } from '../http/index';

/** Options of `devOutbox`. */
export interface DevOutboxOptions {
  readonly outbox: OutboxReader;
}

/** An outbox row as the JSON page sends it. */
export function toOutboxMessage(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    to_email: row.toEmail,
    subject: row.subject,
    body_text: row.bodyText,
    link: row.link,
    kind: row.kind,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The mails the server wrote instead of sending them, for people and tests: `GET /api/dev/outbox`
 * (JSON, newest first) and `GET /dev/outbox` (a page with the links). Register it only outside
 * production: it hands out every verification and reset link.
 */
export const devOutbox: FastifyPluginAsync<DevOutboxOptions> = async (app, { outbox }) => {
  speaks(app, { dialect: 'outbox' });

  app.get('/api/dev/outbox', async (request) => {
    const { email } = parseOrThrow(outboxQuerySchema, request.query, 'outbox query');
    return { messages: (await outbox.list(email)).map(toOutboxMessage) };
  });

  app.get('/dev/outbox', async (request, reply) => {
    const { email } = parseOrThrow(outboxQuerySchema, request.query, 'outbox query');
    const messages = (await outbox.list(email)).map(toOutboxMessage);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
      .send(renderOutboxPage(messages, email ?? ''));
  });
};
