import { footballMatrix } from '../models/football';
import {
  asianHandicap,
  bothTeamsToScore,
  doubleChance,
  drawNoBet,
  europeanHandicap,
  matchResult,
  totalGoals,
} from '../models/football-markets';
import { MARGIN_BANDS } from '../models/margin';
import { yesNoOdds } from '../models/outcome-prices';
import { halfResults, jointProbability } from '../models/football-joint';
import type { HalfTimeSplit } from '../models/football-joint';
import { footballLeg } from '../models/football-legs';
import type { MarginBand } from '../models/margin';
import { scoreProbability } from '../models/score-matrix';
import type { ScoreMatrix } from '../models/score-matrix';
import type { FairMarket } from '../models/types';
import { formatLine, priceFromFair, settleFromFair } from './book';
import { drawFootballPath, footballSnapshot, squadsOf } from './football-match';
import type { FootballParams, FootballPath, FootballState } from './football-match';
import { marketSpec, sides } from './market-specs';
import type { OutcomeEntry } from './market-specs';
import type { MarketSpec, OutcomeResult, SimModule } from './types';

export { drawFootballPath, squadsOf } from './football-match';
export type { FootballParams, FootballPath, FootballState } from './football-match';

const TOTALS = [0.5, 1.5, 2.5, 3.5, 4.5];
const ASIAN = [-1.5, -1, -0.5, 0, 0.5, 1, 1.5];
const EUROPEAN = [-1, 1];
const CORRECT_SCORES = [0, 1, 2, 3, 4].flatMap((home) => [0, 1, 2, 3, 4].map((away) => `${home}-${away}`));
const HOME_TOTALS = [0.5, 1.5, 2.5];
const AWAY_TOTALS = [0.5, 1.5];
/** The market of named scorers: each outcome is its own yes/no bet, priced as one. */
export const GOALSCORER_MARKET = 'anytime_goalscorer';

/** How the remaining goals split around half time in a state (joint model). */
export function halfTimeSplit(state: FootballState): HalfTimeSplit {
  if (state.halfTime) return { kind: 'known', score: state.halfTime };
  const htMinute = state.halfTimeMinute;
  if (htMinute === null || htMinute === undefined || state.minute <= 0) return { kind: 'prematch' };
  const left = 90 - state.minute;
  return { kind: 'fraction', fraction: left > 0 ? Math.max(0, htMinute - state.minute) / left : 0 };
}

/** The joint model of a match in a state: the single markets' matrix plus the half-time split. */
export function footballJoint(params: FootballParams, state: FootballState) {
  const matrix = footballMatrix({ homeGoals: params.homeGoals, awayGoals: params.awayGoals, rho: params.rho, state });
  return { matrix, split: halfTimeSplit(state) };
}

function legContext(params: FootballParams, state: FootballState) {
  return { squads: squadsOf(params), scored: new Set(state.scored ?? []) };
}

/** Markets read from the joint model by their legs: half-time and second-half results, team totals. */
function jointMarket(
  joint: ReturnType<typeof footballJoint>,
  context: ReturnType<typeof legContext>,
  type: string,
  line: number | null,
  keys: readonly string[],
): FairMarket {
  return {
    type,
    ...(line === null ? {} : { line }),
    outcomes: keys.map((key) => {
      const leg = footballLeg(type, line, key, context);
      return { key, probability: leg ? jointProbability(joint, [leg]) : 0 };
    }),
  };
}

/** Half-time and second-half results from one pass over the joint model (same sums as their legs). */
function halfResultMarkets(joint: ReturnType<typeof footballJoint>): FairMarket[] {
  const { halfTime, secondHalf } = halfResults(joint);
  const keys = ['home', 'draw', 'away'];
  return [
    { type: 'half_time_result', outcomes: keys.map((key, i) => ({ key, probability: halfTime[i] ?? 0 })) },
    { type: 'second_half_result', outcomes: keys.map((key, i) => ({ key, probability: secondHalf[i] ?? 0 })) },
  ];
}

/** The chance each named player scores (1 once he has; 0 when he is not playing), in squad order. */
export function scorerProbabilities(
  params: FootballParams,
  state: FootballState,
): { key: string; probability: number }[] {
  const joint = footballJoint(params, state);
  const context = legContext(params, state);
  const lineup = state.lineup ? new Set(state.lineup) : null;
  return context.squads.flatMap((squad) =>
    squad.players.map((player) => {
      if (lineup && !lineup.has(player.key)) return { key: player.key, probability: 0 };
      const leg = footballLeg(GOALSCORER_MARKET, null, player.key, context);
      return { key: player.key, probability: leg ? jointProbability(joint, [leg]) : 0 };
    }),
  );
}

/**
 * A named player's single price: his yes/no proposition on the event's margin like every other
 * outcome, so a one-leg Bet Builder on him is the same price.
 */
export function scorerOdds(probability: number, band: MarginBand): number {
  return yesNoOdds(probability, band);
}

/** Correct score on a fixed list (0–0 to 4–4 plus "other"), so outcomes never change live. */
function correctScoreFixed(matrix: ScoreMatrix): FairMarket {
  const outcomes = CORRECT_SCORES.map((key) => {
    const [home = 0, away = 0] = key.split('-').map(Number);
    return { key, probability: scoreProbability(matrix, home, away) };
  });
  const listed = outcomes.reduce((sum, outcome) => sum + outcome.probability, 0);
  return { type: 'correct_score', outcomes: [...outcomes, { key: 'other', probability: Math.max(0, 1 - listed) }] };
}

/** Every fair market the single prices are read from (goalscorers apart: scorerProbabilities). */
export function fairMarkets(params: FootballParams, state: FootballState): FairMarket[] {
  const joint = footballJoint(params, state);
  const context = legContext(params, state);
  const { matrix } = joint;
  return [
    matchResult(matrix),
    doubleChance(matrix),
    drawNoBet(matrix),
    ...TOTALS.map((line) => totalGoals(matrix, line)),
    bothTeamsToScore(matrix),
    correctScoreFixed(matrix),
    ...ASIAN.map((line) => asianHandicap(matrix, line)),
    ...EUROPEAN.map((line) => europeanHandicap(matrix, line)),
    ...halfResultMarkets(joint),
    ...HOME_TOTALS.map((line) => jointMarket(joint, context, 'home_total_goals', line, ['over', 'under'])),
    ...AWAY_TOTALS.map((line) => jointMarket(joint, context, 'away_total_goals', line, ['over', 'under'])),
  ];
}

function marketSpecs({ home, away, comboBoost }: FootballParams): MarketSpec[] {
  const spec = (type: string, line: number | null, name: string, outcomes: OutcomeEntry[]) =>
    marketSpec(type, line, name, outcomes, { comboBoost: comboBoost && type === '1x2' });
  return [
    spec('1x2', null, 'Match Result', [
      ['home', home],
      ['draw', 'Draw'],
      ['away', away],
    ]),
    spec('double_chance', null, 'Double Chance', [
      ['1X', `${home} or Draw`],
      ['12', `${home} or ${away}`],
      ['X2', `Draw or ${away}`],
    ]),
    spec('draw_no_bet', null, 'Draw No Bet', sides(home, away)),
    ...TOTALS.map((line) =>
      spec('total_goals', line, `Total Goals ${line}`, [
        ['over', `Over ${line}`],
        ['under', `Under ${line}`],
      ]),
    ),
    spec('btts', null, 'Both Teams To Score', [
      ['yes', 'Yes'],
      ['no', 'No'],
    ]),
    spec('correct_score', null, 'Correct Score', [
      ...CORRECT_SCORES.map((key): OutcomeEntry => [key, key]),
      ['other', 'Any Other Score'],
    ]),
    ...ASIAN.map((line) =>
      spec('asian_handicap', line, `Asian Handicap ${formatLine(line)}`, [
        ['home', `${home} ${formatLine(line)}`],
        ['away', `${away} ${formatLine(-line)}`],
      ]),
    ),
    ...EUROPEAN.map((line) =>
      spec('european_handicap', line, `European Handicap ${formatLine(line)}`, [
        ['home', `${home} (${formatLine(line)})`],
        ['draw', `Draw (${formatLine(line)})`],
        ['away', `${away} (${formatLine(-line)})`],
      ]),
    ),
    spec('half_time_result', null, 'Half Time Result', [
      ['home', home],
      ['draw', 'Draw'],
      ['away', away],
    ]),
    spec('second_half_result', null, 'Second Half Result', [
      ['home', home],
      ['draw', 'Draw'],
      ['away', away],
    ]),
    ...HOME_TOTALS.map((line) =>
      spec('home_total_goals', line, `${home} Total Goals ${line}`, [
        ['over', `${home} Over ${line}`],
        ['under', `${home} Under ${line}`],
      ]),
    ),
    ...AWAY_TOTALS.map((line) =>
      spec('away_total_goals', line, `${away} Total Goals ${line}`, [
        ['over', `${away} Over ${line}`],
        ['under', `${away} Under ${line}`],
      ]),
    ),
    spec(
      GOALSCORER_MARKET,
      null,
      'Anytime Goalscorer',
      squadsOf({ home, away }).flatMap((squad) =>
        squad.players.map((player): OutcomeEntry => [player.key, player.name]),
      ),
    ),
  ];
}

/** Results of the scorer market at the end: scored → won, did not play → void, else lost. */
function settleScorers(state: FootballState, spec: MarketSpec): OutcomeResult[] {
  const scored = new Set(state.scored ?? []);
  const lineup = state.lineup ? new Set(state.lineup) : null;
  return spec.outcomes.map((outcome) => ({
    result: lineup && !lineup.has(outcome.key) ? 'void' : scored.has(outcome.key) ? 'won' : 'lost',
    deadHeat: null,
  }));
}

/**
 * Football (and virtual football, on a faster minute): the future is drawn from the model's own
 * joint distribution (drawFootballPath) and mapped linearly onto the model's 90 minutes, so the
 * prices, the Bet Builder and the simulated results are one world.
 */
export const footballSim: SimModule<FootballParams, FootballPath, FootballState> = {
  path: drawFootballPath,
  snapshot: footballSnapshot,
  markets: marketSpecs,
  price(params, snap, markets) {
    const band = snap.isLive ? MARGIN_BANDS.footballLive : MARGIN_BANDS.footballPreMatch;
    const prices = priceFromFair(markets, fairMarkets(params, snap.state), band);
    const scorers = new Map(scorerProbabilities(params, snap.state).map((entry) => [entry.key, entry.probability]));
    return markets.map((spec, index) => {
      if (spec.type !== GOALSCORER_MARKET) return prices[index]!;
      const outcomes = spec.outcomes.map((outcome) => ({
        odds: scorerOdds(scorers.get(outcome.key) ?? 0, band),
        fractional: null,
      }));
      return { suspended: outcomes.every((outcome) => outcome.odds === 0), outcomes };
    });
  },
  settle(params, snap, markets) {
    const final = { ...snap.state, minute: 90 };
    const results = settleFromFair(markets, fairMarkets(params, final));
    return markets.map((spec, index) =>
      spec.type === GOALSCORER_MARKET ? settleScorers(final, spec) : results[index]!,
    );
  },
};
