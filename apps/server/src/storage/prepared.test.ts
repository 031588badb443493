import { describe, expect, it } from 'vitest';
import { preparedPer } from './prepared';

describe('preparedPer', () => {
  it('builds once per database and keeps databases apart', () => {
    const builds: object[] = [];
    const queryOf = preparedPer((database: { readonly name: string }) => {
      builds.push(database);
      return { sql: `select 1 -- ${database.name}` };
    });
    const first = { name: 'first' };
    const second = { name: 'second' };
    const query = queryOf(first);
    expect(queryOf(first)).toBe(query);
    expect(queryOf(second)).not.toBe(query);
    expect(queryOf(second).sql).toBe('select 1 -- second');
    expect(builds).toEqual([first, second]);
  });
});
