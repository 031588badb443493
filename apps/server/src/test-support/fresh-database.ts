import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A PostgreSQL database made for one run. */
export interface FreshDatabase {
  /** `url` with the new database in its path. */
  readonly url: string;
  /** Drops the database, closing whatever connections are still open on it. */
  drop(): Promise<void>;
}

/**
 * Creates a fresh database (not just a schema) on the server of `url`, named `<prefix>_<random>`:
 * the feed's leader lock is per database, so no other server competes for it.
 */
export async function createFreshDatabase(url: string, prefix: string): Promise<FreshDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${name}`;
  return { url: databaseUrl.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
