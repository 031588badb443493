import { and, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../storage';
import { contentDocuments } from './tables';
import type { ContentKind } from './tables';
import type { SeedDocument } from './seed';

/** One stored CMS document as the content service reads it: a seed document's fields but its kind. */
export type ContentDocumentRow = Omit<SeedDocument, 'kind'>;

/** Which documents of a kind to read. */
export interface ContentDocumentFilter {
  readonly kind: ContentKind;
  /** The languages wanted (the asked one and the fallback). */
  readonly langs: readonly string[];
  /** A country's documents beside the all-countries ones; null for the all-countries ones only. */
  readonly country: string | null;
  /** Only the document with this key. */
  readonly key?: string;
  /** Only documents current at this instant (started, not ended). */
  readonly currentAt?: Date;
}

/** Reads the documents `filter` names; documents are read per call, so an edited row shows at once. */
export async function readContentDocuments(db: Database, filter: ContentDocumentFilter): Promise<ContentDocumentRow[]> {
  const countries =
    filter.country === null
      ? isNull(contentDocuments.country)
      : or(isNull(contentDocuments.country), eq(contentDocuments.country, filter.country));
  const at = filter.currentAt;
  return db
    .select({
      country: contentDocuments.country,
      lang: contentDocuments.lang,
      key: contentDocuments.key,
      body: contentDocuments.body,
      startsAt: contentDocuments.startsAt,
      endsAt: contentDocuments.endsAt,
    })
    .from(contentDocuments)
    .where(
      and(
        eq(contentDocuments.kind, filter.kind),
        inArray(contentDocuments.lang, [...filter.langs]),
        countries,
        filter.key === undefined ? undefined : eq(contentDocuments.key, filter.key),
        at === undefined
          ? undefined
          : and(
              or(isNull(contentDocuments.startsAt), lte(contentDocuments.startsAt, at)),
              or(isNull(contentDocuments.endsAt), gt(contentDocuments.endsAt, at)),
            ),
      ),
    );
}
