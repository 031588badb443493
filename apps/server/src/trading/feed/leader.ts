import pg from 'pg';

/** Something the leader runs and stops: the feed. */
export interface LeaderTask {
  stop(): Promise<void>;
}

/** How to elect the feed's leader. */
export interface LeaderOptions {
  /** PostgreSQL URL; null on PGlite, where this process owns the data directory and always leads. */
  readonly databaseUrl: string | null;
  /** Name hashed into the advisory lock key; one per database (tests add their schema). */
  readonly lockName?: string;
  /** How often a follower tries the lock (default 5 s). */
  readonly retryMs?: number;
  /** Starts the work once elected (the feed resumes from the database). */
  readonly start: () => Promise<LeaderTask>;
  /** Told about connection failures and a task that would not start; election goes on. */
  readonly onError?: (error: unknown) => void;
  /** Told when this process gains or loses the lead, for logs. */
  readonly onChange?: (leading: boolean) => void;
}

/** This process's part in the election. */
export interface Leadership {
  /** True once the task runs. */
  isLeader(): boolean;
  /** True from the moment this process holds the lock, while the task may still be starting. */
  isElected(): boolean;
  /** Stops the task if leading, releases the lock and stops trying. */
  stop(): Promise<void>;
}

/** The default lock name: one feed per database. */
export const FEED_LOCK_NAME = 'sportsbook.feed';

/**
 * Runs `start` in exactly one process per database. On PostgreSQL the leader holds a
 * session-level `pg_try_advisory_lock` on a dedicated connection (not a pooled one, which could
 * be handed to another query or recycled): the lock lives as long as that connection, so when
 * the leader dies the server releases it and a follower, retrying every `retryMs`, takes over.
 * If the lock connection drops the task is stopped at once, since the lead may already be gone.
 */
export async function runAsLeader(options: LeaderOptions): Promise<Leadership> {
  const { databaseUrl, lockName = FEED_LOCK_NAME, retryMs = 5000, start } = options;
  const onError = options.onError ?? ((error: unknown) => console.error('[feed leader]', error));
  let task: LeaderTask | null = null;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let attempt: Promise<void> = Promise.resolve();

  if (!databaseUrl) {
    task = await start();
    options.onChange?.(true);
    return {
      isLeader: () => task !== null,
      isElected: () => task !== null,
      async stop() {
        await task?.stop();
        task = null;
      },
    };
  }

  const release = async () => {
    const [running, connection] = [task, client];
    [task, client] = [null, null];
    if (running) options.onChange?.(false);
    await running?.stop().catch(onError);
    await connection?.end().catch(() => undefined);
  };
  const retry = () => {
    if (!stopped) timer = setTimeout(() => void (attempt = tryLead()), retryMs);
  };
  const lost = (error?: unknown) => {
    if (error) onError(error);
    void release().then(retry);
  };

  async function tryLead(): Promise<void> {
    if (stopped || task) return;
    const connection = new pg.Client({ connectionString: databaseUrl ?? undefined });
    connection.on('error', (error) => {
      if (client === connection) lost(error);
    });
    try {
      await connection.connect();
      const { rows } = await connection.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_lock(hashtext($1)) AS locked',
        [lockName],
      );
      if (!rows[0]?.locked || stopped) {
        await connection.end();
        retry();
        return;
      }
      client = connection;
      connection.on('end', () => {
        if (client === connection) lost(new Error('The feed leader lost its lock connection; stopping the feed.'));
      });
      task = await start();
      options.onChange?.(true);
    } catch (error) {
      onError(error);
      await release();
      await connection.end().catch(() => undefined);
      retry();
    }
  }

  attempt = tryLead();
  await attempt;
  return {
    isLeader: () => task !== null,
    isElected: () => client !== null,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await attempt;
      await release();
    },
  };
}
