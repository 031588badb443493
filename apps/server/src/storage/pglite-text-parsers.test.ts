import { PGlite, types } from '@electric-sql/pglite';
import type { QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTextParsersInstalled } from './pglite-text-parsers';

describe('drizzle on PGlite with its text parsers installed once (decision 066)', () => {
  let client: PGlite;
  const sent: (QueryOptions | undefined)[] = [];
  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec(`CREATE TABLE stamps (id int PRIMARY KEY, at timestamptz NOT NULL, day date NOT NULL)`);
    await client.exec(`INSERT INTO stamps VALUES (1, '2026-11-24 21:05:07.25+00', '2026-11-24')`);
    // Records the options each query reaches PGlite with; the query itself runs unchanged.
    const query = client.query.bind(client);
    client.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
      sent.push(options);
      return query(text, params, options);
    }) as PGlite['query'];
  });
  afterAll(() => client?.close());

  it('reads timestamps and dates exactly as drizzle reads them with its own parsers', async () => {
    const plain = drizzle({ client });
    const installed = drizzle({ client: withTextParsersInstalled(client) as PGlite });
    const read = sql`SELECT at, day, at::timestamp AS local, ARRAY[at] AS ats FROM stamps WHERE id = ${1}`;

    const before = await plain.execute(read);
    sent.length = 0;
    const after = await installed.execute(read);

    expect(after.rows).toEqual(before.rows);
    expect(after.rows[0]).toEqual({
      at: '2026-11-24 21:05:07.25+00',
      day: '2026-11-24',
      local: '2026-11-24 21:05:07.25',
      ats: '{"2026-11-24 21:05:07.25+00"}',
    });
    // drizzle's parsers no longer travel with the query: they are in PGlite's table.
    expect(sent).toEqual([{ rowMode: 'object' }]);
    expect(client.parsers[types.TIMESTAMPTZ]!('x', types.TIMESTAMPTZ)).toBe('x');
  });

  it('does the same inside a transaction, whose other calls are PGlite’s own', async () => {
    const installed = drizzle({ client: withTextParsersInstalled(client) as PGlite });
    const rows = await installed.transaction(async (tx) => {
      await tx.execute(sql`UPDATE stamps SET at = at + interval '1 hour' WHERE id = 1`);
      return (await tx.execute(sql`SELECT at FROM stamps WHERE id = 1`)).rows;
    });
    expect(rows).toEqual([{ at: '2026-11-24 22:05:07.25+00' }]);
    await expect(
      installed.transaction(async (tx) => {
        await tx.execute(sql`UPDATE stamps SET at = at + interval '1 hour' WHERE id = 1`);
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect((await installed.execute(sql`SELECT at FROM stamps WHERE id = 1`)).rows).toEqual([
      { at: '2026-11-24 22:05:07.25+00' },
    ]);
  });

  it('passes any other parser set on as it is', async () => {
    const installed = withTextParsersInstalled(client);
    const tenfold = { [types.INT4]: (value: string) => Number(value) * 10 };
    sent.length = 0;
    const result = await installed.query<{ legs: number }>(`SELECT 4::int4 AS legs`, [], { parsers: tenfold });
    expect(result.rows).toEqual([{ legs: 40 }]);
    expect(sent).toEqual([{ parsers: tenfold }]);
  });
});
