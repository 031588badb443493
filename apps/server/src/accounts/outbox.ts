import { desc, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../storage/index';
import { outboxMessages } from './tables';
import type { OutboxKind, OutboxRow } from './tables';

/** A mail to write into the outbox. */
export interface OutgoingMail {
  readonly toEmail: string;
  readonly subject: string;
  readonly bodyText: string;
  readonly link: string;
  readonly kind: OutboxKind;
}

/** Writes a mail in the caller's transaction, so it exists exactly when its token (or the change it tells of) does. */
export async function writeMail(tx: Transaction, mail: OutgoingMail, now: Date): Promise<void> {
  await tx.insert(outboxMessages).values({ ...mail, createdAt: now });
}

/** Reads the outbox (non-production pages only). */
export interface OutboxReader {
  /** Newest first; only the mails to `email` (any case) when given; at most `limit`. */
  list(email?: string, limit?: number): Promise<OutboxRow[]>;
}

/** The outbox reader over a database. */
export function createOutboxReader(db: Database): OutboxReader {
  return {
    list(email, limit = 50) {
      const query = db.select().from(outboxMessages);
      const filtered = email ? query.where(sql`lower(${outboxMessages.toEmail}) = lower(${email})`) : query;
      return filtered.orderBy(desc(outboxMessages.id)).limit(limit);
    },
  };
}
