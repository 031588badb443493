import { formatLine } from './book';
import type { MarketSpec, OutcomeSpec } from './types';

/** An outcome as [key for the model, name shown to bettors]. */
export type OutcomeEntry = readonly [key: string, name: string];

/**
 * A market without each-way terms (every sport's but racing's win market); `extra` goes on
 * every outcome, such as football's combo-boost flag.
 */
export function marketSpec(
  type: string,
  line: number | null,
  name: string,
  outcomes: readonly OutcomeEntry[],
  extra: Pick<OutcomeSpec, 'comboBoost'> = {},
): MarketSpec {
  return {
    type,
    line,
    name,
    ewPrice: null,
    ewPlace: null,
    outcomes: outcomes.map(([key, outcomeName]) => ({ key, name: outcomeName, ...extra })),
  };
}

/** Home and away, keyed `home` / `away`: money lines and the like. */
export function sides(home: string, away: string): OutcomeEntry[] {
  return [
    ['home', home],
    ['away', away],
  ];
}

/**
 * Two-way handicaps, one market a line, keyed `home` / `away`.
 * @example handicapSpecs('puck_line', 'Puck Line', [-1.5], 'Rangers', 'Bruins') // "Puck Line -1.5": "Rangers -1.5", "Bruins +1.5"
 */
export function handicapSpecs(
  type: string,
  title: string,
  lines: readonly number[],
  home: string,
  away: string,
): MarketSpec[] {
  return lines.map((line) =>
    marketSpec(type, line, `${title} ${formatLine(line)}`, [
      ['home', `${home} ${formatLine(line)}`],
      ['away', `${away} ${formatLine(-line)}`],
    ]),
  );
}

/**
 * Over/under markets, one a line, keyed `over` / `under`.
 * @example overUnderSpecs('total', 'Total Goals', [5.5]) // "Total Goals 5.5": "Over 5.5", "Under 5.5"
 */
export function overUnderSpecs(type: string, title: string, lines: readonly number[]): MarketSpec[] {
  return lines.map((line) =>
    marketSpec(type, line, `${title} ${line}`, [
      ['over', `Over ${line}`],
      ['under', `Under ${line}`],
    ]),
  );
}

/**
 * A set or map score as bettors read it, from the winner's side.
 * @example nameScore('1-2', 'Nadal', 'Federer') // "Federer 2-1"
 */
export function nameScore(score: string, home: string, away: string): string {
  const [a = 0, b = 0] = score.split('-').map(Number);
  return a > b ? `${home} ${a}-${b}` : `${away} ${b}-${a}`;
}
