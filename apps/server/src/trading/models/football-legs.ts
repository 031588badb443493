import type { JointLeg } from './football-joint';
import type { Squad } from './squads';

/** Everything a football leg needs besides its market: the squads and who has scored so far. */
export interface LegContext {
  readonly squads: readonly [Squad, Squad];
  readonly scored: ReadonlySet<string>;
}

type Test = (home: number, away: number) => boolean;

const RESULT: Readonly<Record<string, Test>> = {
  home: (h, a) => h > a,
  draw: (h, a) => h === a,
  away: (h, a) => h < a,
};

const DOUBLE: Readonly<Record<string, Test>> = {
  '1X': (h, a) => h >= a,
  '12': (h, a) => h !== a,
  X2: (h, a) => h <= a,
};

const isHalf = (line: number | null): line is number =>
  line !== null && Number.isInteger(line * 2) && !Number.isInteger(line);

function overUnder(key: string, line: number | null, count: (h: number, a: number) => number): Test | null {
  if (!isHalf(line)) return null;
  if (key === 'over') return (h, a) => count(h, a) > line;
  if (key === 'under') return (h, a) => count(h, a) < line;
  return null;
}

function correctScore(key: string): Test | null {
  if (key === 'other') return (h, a) => h > 4 || a > 4;
  const match = /^(\d)-(\d)$/.exec(key);
  if (!match) return null;
  const [home, away] = [Number(match[1]), Number(match[2])];
  return (h, a) => h === home && a === away;
}

const ft = (test: Test | null | undefined): JointLeg | null => (test ? { on: 'ft', test } : null);

/**
 * A football outcome as a joint-model leg, by its market type, line and outcome key (the keys
 * football-sim.ts gives them). Null for an outcome the Bet Builder does not price: Asian lines
 * that can push (whole and quarter goals) and anything unknown.
 */
export function footballLeg(type: string, line: number | null, key: string, context: LegContext): JointLeg | null {
  switch (type) {
    case '1x2':
      return ft(RESULT[key]);
    case 'double_chance':
      return ft(DOUBLE[key]);
    case 'draw_no_bet':
      return key === 'home' || key === 'away' ? { on: 'ft', test: RESULT[key]!, given: (h, a) => h !== a } : null;
    case 'total_goals':
      return ft(overUnder(key, line, (h, a) => h + a));
    case 'home_total_goals':
      return ft(overUnder(key, line, (h) => h));
    case 'away_total_goals':
      return ft(overUnder(key, line, (_h, a) => a));
    case 'btts':
      return key === 'yes' ? ft((h, a) => h > 0 && a > 0) : key === 'no' ? ft((h, a) => h === 0 || a === 0) : null;
    case 'correct_score':
      return ft(correctScore(key));
    case 'asian_handicap': {
      if (!isHalf(line)) return null;
      return key === 'home' ? ft((h, a) => h - a + line > 0) : key === 'away' ? ft((h, a) => h - a + line < 0) : null;
    }
    case 'european_handicap': {
      if (line === null || !Number.isInteger(line)) return null;
      const test = RESULT[key];
      return test ? ft((h, a) => test(h + line, a)) : null;
    }
    case 'half_time_result': {
      const test = RESULT[key];
      return test ? { on: 'ht', test } : null;
    }
    case 'second_half_result': {
      const test = RESULT[key];
      return test ? { on: 'second_half', test } : null;
    }
    case 'anytime_goalscorer': {
      const side = key.startsWith('h') ? 0 : key.startsWith('a') ? 1 : null;
      if (side === null) return null;
      const player = context.squads[side].players.find((candidate) => candidate.key === key);
      if (!player) return null;
      return { on: 'scorer', side, share: player.share, scored: context.scored.has(key) };
    }
    default:
      return null;
  }
}
