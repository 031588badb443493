import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/** The part of PGlite drizzle's pglite driver calls (drizzle-orm/pglite/session.js). */
export type DrizzlePgliteClient = Pick<PGlite, 'query' | 'transaction'>;
type Parsers = NonNullable<QueryOptions['parsers']>;

const PROBE = '2000-01-01 00:00:00';
const identity = (value: string) => value;
const textSets = new WeakMap<Parsers, boolean>();

/** True when every parser of the set leaves its value as text — drizzle's set for timestamps, dates and intervals. */
function isTextSet(parsers: Parsers): boolean {
  let text = textSets.get(parsers);
  if (text === undefined) {
    text = Object.entries(parsers).every(([type, parse]) => parse(PROBE, Number(type)) === PROBE);
    textSets.set(parsers, text);
  }
  return text;
}

/**
 * The client drizzle is given on PGlite (decision 066). drizzle sends the same parsers with
 * every query — identities that keep timestamps, dates, intervals and their arrays as text — and
 * PGlite copies them over its own table of ≈ 320 type parsers on every call: about 0.16 ms of a
 * 0.4 ms primary-key read. Here a text set is written into PGlite's table once (the first time
 * it is seen) and each query goes without it, so PGlite parses the same values from the table
 * it already has. Any other parser set is passed on as it is.
 *
 * Consequence: a query on this PGlite that sends no parsers (the migrations' raw transaction)
 * also reads those types as text. Not for the worker's client: its parsers cross as type ids.
 */
export function withTextParsersInstalled(client: PGlite): DrizzlePgliteClient {
  const installed = new Set<string>();
  const options = (given: QueryOptions | undefined): QueryOptions | undefined => {
    const parsers = given?.parsers;
    if (parsers === undefined || !isTextSet(parsers)) return given;
    for (const type of Object.keys(parsers)) {
      if (installed.has(type)) continue;
      client.parsers[type] = identity;
      installed.add(type);
    }
    const { parsers: _installed, ...rest } = given!;
    return rest;
  };
  const query = <T>(
    target: Pick<Transaction, 'query'>,
    text: string,
    params?: unknown[],
    given?: QueryOptions,
  ): Promise<Results<T>> => target.query<T>(text, params, options(given));
  return {
    query: <T>(text: string, params?: unknown[], given?: QueryOptions) => query<T>(client, text, params, given),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      client.transaction((tx) =>
        callback(
          new Proxy(tx, {
            get: (target, key) =>
              key === 'query'
                ? <R>(text: string, params?: unknown[], given?: QueryOptions) => query<R>(target, text, params, given)
                : Reflect.get(target, key, target),
          }),
        ),
      ),
  };
}
