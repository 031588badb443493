import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { outboxQuerySchema, parseOrThrow, ProtocolParseError } from '@sportsbook/protocol';
import type { OutboxMessage } from '@sportsbook/protocol';
import type { OutboxReader } from '../accounts/index';
import type { OutboxRow } from '../accounts/index';
import { renderOutboxPage } from './outbox-page';

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
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ProtocolParseError) {
      return reply
        .code(400)
        .send({ status: 0, message: 'VALIDATION_ERROR', meta: { error: { message: error.message } } });
    }
    request.log.error({ err: error }, 'outbox request failed');
    return reply.code(500).send({ status: 0, message: 'SERVER_ERROR' });
  });

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
