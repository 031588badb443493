import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { CASINO_ERROR_MESSAGES } from '@sportsbook/protocol';
import type { DatabaseHandle } from '../storage/index';
import { CasinoRefusal } from './refusal';
import { casinoNextSeeds, casinoSeeds } from './tables';

/*
 * The provably-fair seeds (decisions 036 and 084). A player's active pair is a secret server seed,
 * published as its SHA-256, a client seed and a nonce. Beside it sits the committed next server
 * seed, also published as its SHA-256 before the player picks the client seed it will be paired
 * with: a rotation reveals the active seed, opens the new pair on exactly that committed seed and
 * draws the next commitment, all in one transaction. The server therefore never chooses a server
 * seed once it knows the client seed.
 */

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const drawSeed = () => randomBytes(32).toString('hex');

type SeedRow = typeof casinoSeeds.$inferSelect;

/** What the game page shows of the active pair and the commitment after it. */
export interface PublishedSeed {
  readonly server_seed_hash: string;
  /** SHA-256 of the server seed the next rotation activates, whatever client seed it names. */
  readonly next_server_seed_hash: string;
  readonly client_seed: string;
  readonly next_nonce: number;
}

/** What a rotation answers: the revealed pair and the new one. */
export interface SeedRotation {
  readonly revealed: {
    readonly server_seed: string;
    readonly server_seed_hash: string;
    readonly client_seed: string;
    readonly rounds: number;
  };
  readonly seed: PublishedSeed;
}

/** The seeds of the casino's players on one database. */
export function createSeedStore(handle: DatabaseHandle, now: () => Date) {
  async function findActive(playerId: number): Promise<SeedRow | null> {
    const [seed] = await handle.db
      .select()
      .from(casinoSeeds)
      .where(and(eq(casinoSeeds.playerId, playerId), eq(casinoSeeds.status, 'active')));
    return seed ?? null;
  }

  /** The player's active seed pair, created on first need (the partial unique index keeps one). */
  async function activeSeed(playerId: number): Promise<SeedRow> {
    const existing = await findActive(playerId);
    if (existing) return existing;
    // The first pair's client seed is the server's own random one, so no player input can steer it.
    const serverSeed = drawSeed();
    await handle.db.execute(sql`
      INSERT INTO casino_seeds (player_id, server_seed, server_seed_hash, client_seed)
      VALUES (${playerId}, ${serverSeed}, ${sha256Hex(serverSeed)}, ${randomBytes(8).toString('hex')})
      ON CONFLICT (player_id) WHERE status = 'active' DO NOTHING`);
    const created = await findActive(playerId);
    if (!created) throw new Error(`no active casino seed for player ${playerId}`);
    return created;
  }

  /** The player's committed next server seed, drawn on first need (one row per player). */
  async function nextSeed(playerId: number) {
    const find = async () => {
      const [row] = await handle.db.select().from(casinoNextSeeds).where(eq(casinoNextSeeds.playerId, playerId));
      return row ?? null;
    };
    const existing = await find();
    if (existing) return existing;
    const serverSeed = drawSeed();
    await handle.db
      .insert(casinoNextSeeds)
      .values({ playerId, serverSeed, serverSeedHash: sha256Hex(serverSeed) })
      .onConflictDoNothing();
    const created = await find();
    if (!created) throw new Error(`no committed casino seed for player ${playerId}`);
    return created;
  }

  /** The active pair and the commitment after it, as published (both created on first need). */
  async function published(playerId: number): Promise<PublishedSeed> {
    const [active, next] = await Promise.all([activeSeed(playerId), nextSeed(playerId)]);
    return {
      server_seed_hash: active.serverSeedHash,
      next_server_seed_hash: next.serverSeedHash,
      client_seed: active.clientSeed,
      next_nonce: active.nextNonce,
    };
  }

  /**
   * Reveals the active seed and opens a pair of the committed seed with `clientSeed`. The
   * commitment used is the one `expectedNextHash` names, or else the one published when the
   * request arrived; if another rotation consumed it meanwhile, nothing changes and the refusal
   * says so (409 CASINO_SEED_CHANGED), so racing rotations never reveal or activate two seeds.
   */
  async function rotate(playerId: number, clientSeed: string, expectedNextHash?: string): Promise<SeedRotation> {
    const changed = () => new CasinoRefusal('CASINO_SEED_CHANGED', CASINO_ERROR_MESSAGES.CASINO_SEED_CHANGED, 409);
    await activeSeed(playerId);
    const committed = await nextSeed(playerId);
    if (expectedNextHash !== undefined && expectedNextHash !== committed.serverSeedHash) throw changed();
    const fresh = drawSeed();
    return handle.transaction(async (tx) => {
      // Consumed only while still the player's commitment: its row lock orders racing rotations,
      // and a loser re-reads the row after the winner's commit and finds another hash.
      const [consumed] = await tx
        .update(casinoNextSeeds)
        .set({ serverSeed: fresh, serverSeedHash: sha256Hex(fresh), createdAt: now() })
        .where(
          and(eq(casinoNextSeeds.playerId, playerId), eq(casinoNextSeeds.serverSeedHash, committed.serverSeedHash)),
        )
        .returning({ playerId: casinoNextSeeds.playerId });
      if (!consumed) throw changed();
      const [old] = await tx
        .update(casinoSeeds)
        .set({ status: 'revealed', revealedAt: now() })
        .where(and(eq(casinoSeeds.playerId, playerId), eq(casinoSeeds.status, 'active')))
        .returning();
      if (!old) throw changed();
      await tx.insert(casinoSeeds).values({
        playerId,
        serverSeed: committed.serverSeed,
        serverSeedHash: committed.serverSeedHash,
        clientSeed,
      });
      return {
        revealed: {
          server_seed: old.serverSeed,
          server_seed_hash: old.serverSeedHash,
          client_seed: old.clientSeed,
          rounds: old.nextNonce,
        },
        seed: {
          server_seed_hash: committed.serverSeedHash,
          next_server_seed_hash: sha256Hex(fresh),
          client_seed: clientSeed,
          next_nonce: 0,
        },
      };
    });
  }

  return { activeSeed, published, rotate };
}
