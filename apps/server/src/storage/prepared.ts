/**
 * A query built once per database and kept for its lifetime: `build` runs on the first call for
 * a database (a handle, a drizzle database or a transaction) and its result is answered from
 * then on. Hot reads use it for drizzle's `.prepare(name)`: a named prepared statement on
 * PostgreSQL, a query built once on PGlite.
 */
export function preparedPer<Key extends object, Query>(build: (key: Key) => Query): (key: Key) => Query {
  const built = new WeakMap<Key, Query>();
  return (key) => {
    let query = built.get(key);
    if (query === undefined) {
      query = build(key);
      built.set(key, query);
    }
    return query;
  };
}
