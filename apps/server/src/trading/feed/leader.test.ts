import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createInProcessBus } from '../../realtime/index';
import { testDatabaseTargets } from '../../storage/testing';
import { createManualClock } from './clock';
import { startFeed } from './feed';
import { TEST_START } from './feed-test-kit';
import { runAsLeader } from './leader';

const postgres = testDatabaseTargets().find((target) => target.name === 'postgres');
const databaseUrl = process.env.TEST_DATABASE_URL ?? null;

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for the condition.');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('feed leader election', () => {
  it('always leads on PGlite, where the process owns its data directory', async () => {
    let stops = 0;
    const leadership = await runAsLeader({
      databaseUrl: null,
      start: async () => ({ stop: async () => void (stops += 1) }),
    });
    expect(leadership.isLeader()).toBe(true);
    await leadership.stop();
    expect([leadership.isLeader(), stops]).toEqual([false, 1]);
  });

  describe.skipIf(!postgres)('on PostgreSQL', () => {
    it('runs one feed for two instances on the same database, and the follower takes over when the leader stops', async () => {
      const database = await postgres!.open();
      const lockName = `sportsbook.feed.test.${randomBytes(6).toString('hex')}`;
      const clock = createManualClock(TEST_START);
      const starts: string[] = [];
      const instance = async (name: string) => {
        const handle = await database.openPeer();
        const leadership = await runAsLeader({
          databaseUrl,
          lockName,
          retryMs: 50,
          start: async () => {
            starts.push(name);
            return startFeed({ handle, bus: createInProcessBus(), seed: 'leader', clock, tickMs: 0 });
          },
        });
        return { leadership, handle };
      };
      const first = await instance('first');
      const second = await instance('second');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(starts).toEqual(['first']);
      expect([first.leadership.isLeader(), second.leadership.isLeader()]).toEqual([true, false]);
      const count = async () =>
        Number((await database.execute<{ n: string }>('SELECT count(*) AS n FROM events'))[0]?.n);
      const events = await count();
      expect(events).toBeGreaterThan(150);

      await first.leadership.stop();
      // The lock passes at the follower's next try; resuming the feed reads the whole book, which
      // on a loaded machine takes far longer than the hand-over itself.
      await waitFor(() => second.leadership.isElected());
      await waitFor(() => second.leadership.isLeader(), 50_000);
      expect(starts).toEqual(['first', 'second']);
      // The successor resumed the stored schedule instead of seeding a second one.
      expect(await count()).toBe(events);
      await second.leadership.stop();
      await Promise.all([first.handle.close(), second.handle.close()]);
      await database.close();
    }, 120_000);
  });
});
