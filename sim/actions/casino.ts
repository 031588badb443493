import { call, sportsHeaders } from '../client';
import type { SimBettor } from '../client';
import { countOne } from '../record';
import type { SimRecord } from '../record';
import type { SimRng } from '../rng';
import type { World } from '../world';

const GAMES = ['dice', 'wheel', 'plinko'] as const;

/** A version-4 shaped UUID drawn from the seed (the round's idempotency key). */
export function drawUuid(rng: SimRng): string {
  const hex = Array.from({ length: 32 }, () => rng.below(16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** An open game session of the casino bettor (launched through the lobby's route). */
interface GameSession {
  readonly game: (typeof GAMES)[number];
  readonly headers: Record<string, string>;
}

const sessions = new WeakMap<SimBettor, GameSession>();

async function launch(world: World, bettor: SimBettor, game: GameSession['game']): Promise<GameSession | null> {
  const answer = await call(world.book.app, {
    url: `/games/launchGame?game_id=${game}-desktop&device=desktop&lang=en`,
    headers: sportsHeaders(bettor),
  });
  const details = (answer.body.data as { launch_details?: { url_data: { token: string }; launch_token: string } })
    ?.launch_details;
  if (!details) return null;
  return { game, headers: { 'casino-session': details.url_data.token, 'casino-token': details.launch_token } };
}

/**
 * A casino round by the casino bettor: a session launched when needed, a round with a seeded
 * round id (retried with the same id when its answer is lost), now and then a seed rotation that
 * reveals the server seed. The server seeds are drawn by the product at random (decision 084), so
 * a round's win is not the same from run to run: the log keeps only what was asked, never the
 * win, and only this bettor plays, so no other bettor's balance depends on it.
 */
export async function playCasino(
  world: World,
  record: SimRecord,
  rng: SimRng,
  bettor: SimBettor,
  lostAnswer: boolean,
): Promise<Record<string, unknown>> {
  let session = sessions.get(bettor);
  if (!session || rng.chance(0.1)) {
    session = (await launch(world, bettor, rng.pick(GAMES))) ?? undefined;
    if (!session) return { casino: 'not launched' };
    sessions.set(bettor, session);
  }
  if (rng.chance(0.1)) {
    await call(world.book.app, {
      method: 'POST',
      url: '/casino/api/seed',
      headers: session.headers,
      payload: { client_seed: `sim${rng.below(1_000_000)}` },
    });
    return { casino: 'rotate seed' };
  }
  const payload = {
    round_id: drawUuid(rng),
    stake: rng.between(1, 200),
    ...(session.game === 'dice' ? { chance: rng.between(100, 9_500) } : {}),
  };
  const play = () =>
    call(world.book.app, { method: 'POST', url: '/casino/api/rounds', headers: session.headers, payload });
  const first = await play();
  if (lostAnswer) {
    countOne(record.counts.faults, 'lost-answer-retry');
    await play();
  }
  record.counts.casinoRounds += first.statusCode === 200 ? 1 : 0;
  return { casino: session.game, stake: payload.stake, chance: payload.chance ?? null };
}
