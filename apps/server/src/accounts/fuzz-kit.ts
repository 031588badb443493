import type { SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestDatabase } from '../storage/testing';
import { startForSuite } from '../test-support/suite-app';

/*
 * Fuzz suite support for the account routes: one app per `describe`, and the check that a run
 * of malformed requests changed nothing in the database.
 */

/** A fuzz suite's app and its "wrote nothing" check. */
export interface FuzzSuite<T> {
  /** The app the suite started (read it inside tests). */
  readonly app: () => T;
  /** Runs the properties and expects the row that `counts` selects to read the same afterwards. */
  expectNothingWritten(properties: () => Promise<void>): Promise<void>;
}

/** Starts the app for the enclosing `describe`; `counts` selects one row of what the suite must leave alone. */
export function startFuzzSuite<T extends { readonly database: TestDatabase; close(): Promise<void> }>(
  start: () => Promise<T>,
  counts: SQL,
): FuzzSuite<T> {
  const app = startForSuite(start);
  const read = async () => (await app().database.execute(counts))[0];
  return {
    app,
    async expectNothingWritten(properties) {
      const before = await read();
      await properties();
      expect(await read()).toEqual(before);
    },
  };
}
