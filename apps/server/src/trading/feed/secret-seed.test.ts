import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_FEED_SEED } from '../../feed-seed';
import type { Rng } from '../models/rng';
import { pathRng } from './create';
import { footballSim } from './football-sim';
import type { FootballParams } from './football-sim';

/*
 * Decision 080 as an attacker tries it: knowing the repository (every module, the public demo
 * seed, how events are labelled), predict what a production feed will draw.
 */

/** The construction the feed used before: a 32-bit FNV-1a of `${seed}:${kind}:${id}` seeding mulberry32. */
function oldPathRng(seed: string, kind: string, eventId: number): Rng {
  let state = 0x811c9dc5;
  for (const char of `${seed}:${kind}:${eventId}`) state = Math.imul(state ^ char.charCodeAt(0), 0x01000193);
  state >>>= 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const EVENT_IDS = Array.from({ length: 200 }, (_, index) => 1000 + index);
const firstDraws = (rng: Rng) => Array.from({ length: 8 }, rng);

const PARAMS: FootballParams = {
  home: 'Arsenal',
  away: 'Chelsea',
  homeGoals: 1.6,
  awayGoals: 1.1,
  rho: -0.08,
  minuteMs: 60_000,
  comboBoost: true,
};

/** The goals of a match as `minute:side`, e.g. `9.5:0 43.2:1`: what a bettor would need to know. */
const goalsOf = (rng: Rng) =>
  footballSim
    .path(PARAMS, rng)
    .goals.map((goal) => `${goal.at}:${goal.side}`)
    .join(' ');

describe('an event stream under a secret FEED_SEED', () => {
  const secret = randomBytes(32).toString('hex');

  it('is not the old 32-bit construction, even for someone who learnt the secret', () => {
    for (const id of EVENT_IDS) {
      expect(firstDraws(pathRng(secret, 'football', id))).not.toEqual(firstDraws(oldPathRng(secret, 'football', id)));
    }
  });

  it('is not what the repository replays with the public demo seed, old construction or new', () => {
    for (const id of EVENT_IDS) {
      const production = firstDraws(pathRng(secret, 'football', id));
      expect(production).not.toEqual(firstDraws(pathRng(DEMO_FEED_SEED, 'football', id)));
      expect(production).not.toEqual(firstDraws(oldPathRng(DEMO_FEED_SEED, 'football', id)));
    }
  });

  it('differs for two different secrets on every event', () => {
    const other = randomBytes(32).toString('hex');
    for (const id of EVENT_IDS) {
      expect(firstDraws(pathRng(secret, 'football', id))).not.toEqual(firstDraws(pathRng(other, 'football', id)));
    }
  });

  it("leaves a replay with the public seed guessing the matches' goals", () => {
    const scored = EVENT_IDS.map((id) => goalsOf(pathRng(secret, 'football', id)));
    const replayed = EVENT_IDS.map((id) => goalsOf(pathRng(DEMO_FEED_SEED, 'football', id)));
    // Goal minutes are drawn to fractions of a minute: equal goal lists come only from goalless matches.
    const predicted = scored.filter((goals, index) => goals !== '' && goals === replayed[index]);
    expect(predicted).toEqual([]);
  });

  it('still replays exactly for the same secret (a restarted leader resumes the same matches)', () => {
    for (const id of EVENT_IDS.slice(0, 20)) {
      expect(goalsOf(pathRng(secret, 'football', id))).toBe(goalsOf(pathRng(secret, 'football', id)));
    }
  });
});
