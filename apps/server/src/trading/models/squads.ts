import { hashText } from './rng';

/** One named player of a squad: a stable key (`h3`, `a1`), a name, and his share of the team's goals. */
export interface SquadPlayer {
  readonly key: string;
  readonly name: string;
  /** Chance that a goal of his team is his (given he plays): shares of a squad sum to < 1. */
  readonly share: number;
}

/** A team's named scorers; the rest of its goals (1 − Σ shares) go to others and own goals. */
export interface Squad {
  readonly team: string;
  readonly players: readonly SquadPlayer[];
}

/**
 * Scoring shares of the named players, strikers first: a typical top-flight spread where the
 * leading scorer takes about a fifth of his team's goals; 18 % is left to the rest of the squad.
 */
export const SCORING_SHARES: readonly number[] = [0.22, 0.15, 0.12, 0.1, 0.08, 0.06, 0.05, 0.04];

/** Chance that a named player is in the match-day team (rotation, injuries): absent players' bets are void. */
export const PLAYS_PROBABILITY = 0.9;

const FIRST = [
  'Luka', 'Mateo', 'Jonas', 'Elias', 'Tomas', 'Adrian', 'Felix', 'Marco', 'Hugo', 'Nikolai', 'Oscar', 'Rafael',
  'Stefan', 'Viktor', 'Daniel', 'Emil', 'Bruno', 'Caio', 'Dario', 'Eden', 'Fabio', 'Goran', 'Ivo', 'Joel',
]; // prettier-ignore
const LAST = [
  'Okafor', 'Lindqvist', 'Moreau', 'Castell', 'Brandt', 'Novak', 'Silva', 'Keane', 'Varga', 'Holm', 'Rossi', 'Duarte',
  'Kowal', 'Petrov', 'Ferreira', 'Adeyemi', 'Maddox', 'Quinn', 'Sorensen', 'Tavares', 'Ueda', 'Voss', 'Whelan', 'Zeller',
]; // prettier-ignore

/**
 * The squad of a team, derived from its name alone (invented names, no real people), so every
 * feed, server and test sees the same players without storing them.
 * @example squadOf('Arsenal', 'h').players[0] // { key: 'h1', name: '…', share: 0.22 }
 */
export function squadOf(team: string, side: 'h' | 'a'): Squad {
  const seed = hashText(`squad:${team}`);
  const used = new Set<string>();
  const players = SCORING_SHARES.map((share, index) => {
    let step = 0;
    let name = '';
    do {
      const mix = (seed + Math.imul(index + 1, 2654435761) + step * 7919) >>> 0;
      name = `${FIRST[mix % FIRST.length]} ${LAST[Math.floor(mix / FIRST.length) % LAST.length]}`;
      step += 1;
    } while (used.has(name));
    used.add(name);
    return { key: `${side}${index + 1}`, name, share };
  });
  return { team, players };
}
