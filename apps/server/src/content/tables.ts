import { bigint, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * Drizzle mirror of storage/migrations/0007_content.sql, kept beside the content context (other
 * contexts never read CMS documents). `tables.test.ts` fails when it drifts from the SQL.
 */

/** The kinds of content document, one seed file (or folder) each. */
export const CONTENT_KINDS = [
  'global',
  'seo',
  'popular_page',
  'translations',
  'sports_config',
  'stream_rights',
] as const;
/** One content kind. */
export type ContentKind = (typeof CONTENT_KINDS)[number];

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A CMS document per kind, country (null: every country), language and key. */
export const contentDocuments = pgTable('content_documents', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  kind: text('kind', { enum: CONTENT_KINDS }).notNull(),
  country: text('country'),
  lang: text('lang').notNull(),
  key: text('key').notNull(),
  body: jsonb('body').notNull(),
  startsAt: timestamptz('starts_at'),
  endsAt: timestamptz('ends_at'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
