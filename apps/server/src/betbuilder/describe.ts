import { LANGUAGES } from '@sportsbook/betting';
import type { Language } from '@sportsbook/betting';
import { TEMPLATES } from './describe-templates';

/*
 * Words a Bet Builder leg in the site's language from the templates of describe-templates.ts
 * (decision 040): lines and scores are written the language's way (2,5 in German, a sign on handicaps).
 */

/** One of our 10 languages for a request's `lang` (`pt-BR` → `pt`); English for any other. */
export function builderLanguage(lang: string | undefined): Language {
  const base = (lang ?? 'en').toLowerCase().split(/[-_]/)[0]!;
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : 'en';
}

/** What a leg is about: its market kind and line, its outcome's model key and the names in it. */
export interface LegWords {
  readonly type: string;
  readonly line: number | null;
  readonly key: string;
  /** The outcome's own name (a player's name for a scorer). */
  readonly name: string;
  readonly home: string;
  readonly away: string;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * The number formats of each language, made once: building an `Intl.NumberFormat` costs far more
 * than formatting with one, and a calculate describes every leg (the HTTP bench's top cost).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(lang: Language, signed: boolean): Intl.NumberFormat {
  const key = `${lang}:${signed}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(lang, { maximumFractionDigits: 2, signDisplay: signed ? 'exceptZero' : 'auto' });
    numberFormats.set(key, format);
  }
  return format;
}

/** A leg's description in `lang`, or null for a market kind the builder has no words for. */
export function describeLeg(lang: Language, leg: LegWords): string | null {
  const words = TEMPLATES[lang];
  const number = (value: number, signed = false) => numberFormat(lang, signed).format(value);
  const side = leg.key === 'home' ? leg.home : leg.key === 'away' ? leg.away : null;
  const line = leg.line === null ? '' : number(leg.line);
  // A handicap line is the home side's; the away side gets its opposite.
  const handicap = leg.line === null ? '' : number(leg.key === 'away' ? -leg.line : leg.line, true);
  const overUnder = (over: string, under: string, values: Record<string, string> = {}) =>
    leg.key === 'over'
      ? fill(over, { line, ...values })
      : leg.key === 'under'
        ? fill(under, { line, ...values })
        : null;
  switch (leg.type) {
    case '1x2':
    case 'moneyline':
      return side ? fill(words.win, { team: side }) : leg.key === 'draw' ? words.draw : null;
    case 'half_time_result':
      return side ? fill(words.htWin, { team: side }) : leg.key === 'draw' ? words.htDraw : null;
    case 'second_half_result':
      return side ? fill(words.shWin, { team: side }) : leg.key === 'draw' ? words.shDraw : null;
    case 'double_chance': {
      const part = (code: string) => (code === '1' ? leg.home : code === '2' ? leg.away : words.drawWord);
      return leg.key.length === 2 ? fill(words.doubleChance, { a: part(leg.key[0]!), b: part(leg.key[1]!) }) : null;
    }
    case 'draw_no_bet':
      return side ? fill(words.drawNoBet, { team: side }) : null;
    case 'total_goals':
      return overUnder(words.over, words.under);
    case 'home_total_goals':
      return overUnder(words.teamOver, words.teamUnder, { team: leg.home });
    case 'away_total_goals':
      return overUnder(words.teamOver, words.teamUnder, { team: leg.away });
    case 'btts':
      return leg.key === 'yes' ? words.bttsYes : leg.key === 'no' ? words.bttsNo : null;
    case 'correct_score': {
      if (leg.key === 'other') return words.otherScore;
      const goals = leg.key.split('-').map(Number);
      if (goals.length !== 2 || goals.some((value) => !Number.isInteger(value))) return null;
      return fill(words.score, { score: goals.map((value) => number(value)).join('-') });
    }
    case 'asian_handicap':
      return side ? fill(words.asian, { team: side, line: handicap }) : null;
    case 'european_handicap':
      return side
        ? fill(words.european, { team: side, line: handicap })
        : leg.key === 'draw'
          ? fill(words.europeanDraw, { line: handicap })
          : null;
    case 'anytime_goalscorer':
      return fill(words.scorer, { player: leg.name });
    case 'spread':
      return side ? fill(words.spread, { team: side, line: handicap }) : null;
    case 'total':
      return overUnder(words.pointsOver, words.pointsUnder);
    case 'match_winner':
      return leg.key === 'A'
        ? fill(words.win, { team: leg.home })
        : leg.key === 'B'
          ? fill(words.win, { team: leg.away })
          : null;
    case 'set_betting': {
      const sets = leg.key.split('-').map(Number);
      if (sets.length !== 2 || sets[0] === sets[1] || sets.some((value) => !Number.isInteger(value))) return null;
      const [a, b] = sets as [number, number];
      const score = `${number(Math.max(a, b))}-${number(Math.min(a, b))}`;
      return fill(words.setScore, { team: a > b ? leg.home : leg.away, score });
    }
    case 'total_games':
      return overUnder(words.gamesOver, words.gamesUnder);
    default:
      return null;
  }
}
