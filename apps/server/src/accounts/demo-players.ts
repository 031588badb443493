import { COUNTRY_CODES, toMoney } from '@sportsbook/betting';
import type { CountryCode } from '@sportsbook/betting';
import type { Wallet } from '../wallet/index';
import { PlayerError } from './players';
import type { Player, PlayerService } from './players';

/** The demo password of every demo player (docs/api.md "Player and accounts"; README lists it). */
export const DEMO_PASSWORD = 'demo-pass-1';
/** 1000.00 in the player's currency, in minor units. */
export const DEMO_DEPOSIT = toMoney(100_000);
/** The two free bets every demo player holds; re-granted at start-up once used or expired. */
export const DEMO_FREEBETS = [
  { name: 'Demo free bet 5.00', amount: toMoney(500), minOdds: 1.5 },
  { name: 'Demo free bet 10.00', amount: toMoney(1_000), minOdds: 2 },
] as const;
const FREEBET_DAYS = 30;

/** `demo-gb` for GB. */
export function demoUsername(country: CountryCode): string {
  return `demo-${country.toLowerCase()}`;
}

export interface SeedDemoPlayersOptions {
  readonly players: PlayerService;
  readonly wallet: Pick<Wallet, 'openAccount' | 'deposit' | 'grantFreebet' | 'activeFreebets'>;
  readonly now?: Date;
}

async function findOrCreate(players: PlayerService, country: CountryCode): Promise<Player> {
  const username = demoUsername(country);
  const existing = await players.findByUsername(username);
  if (existing) return existing;
  try {
    return await players.createPlayer({
      username,
      email: `${username}@demo.sportsbook.test`,
      password: DEMO_PASSWORD,
      country,
      isDemo: true,
    });
  } catch (error) {
    // Another instance seeded the same player a moment ago.
    const seeded = error instanceof PlayerError ? await players.findByUsername(username) : null;
    if (seeded) return seeded;
    throw error;
  }
}

/**
 * Creates demo-ie … demo-br (one per country) with 1000.00 deposited and two active free bets.
 * Idempotent: an existing player is kept, the deposit's ledger reference (`demo-seed:<username>`)
 * is posted once ever, and a free bet is granted only when the player has no active one of that
 * name. Returns the players.
 */
export async function seedDemoPlayers(options: SeedDemoPlayersOptions): Promise<Player[]> {
  const { players, wallet } = options;
  const now = options.now ?? new Date();
  const expiresAt = new Date(now.getTime() + FREEBET_DAYS * 24 * 60 * 60 * 1000);
  const seeded: Player[] = [];
  for (const country of COUNTRY_CODES) {
    const player = await findOrCreate(players, country);
    await wallet.openAccount(player.id, player.currency);
    // References are unique per ledger kind across all players, hence the username in it.
    await wallet.deposit(player.id, DEMO_DEPOSIT, `demo-seed:${player.username}`);
    const active = new Set((await wallet.activeFreebets(player.id, now)).map((freebet) => freebet.name));
    for (const freebet of DEMO_FREEBETS) {
      if (!active.has(freebet.name)) await wallet.grantFreebet(player.id, { ...freebet, expiresAt });
    }
    seeded.push(player);
  }
  return seeded;
}
