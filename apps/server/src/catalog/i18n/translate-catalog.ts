import type { Language } from '@sportsbook/betting';
import type {
  Competition,
  CurrentSelection,
  EventCompetition,
  EventHeader,
  Market,
  MarketHeader,
  Outcome,
  SportEvent,
} from '@sportsbook/protocol';
import { MARKET_TITLES, OUTCOME_WORDS } from './market-words';
import type { Translations } from './market-words';
import { CITY_NAMES, COMPETITION_NAMES, REGION_NAMES } from './place-names';

/*
 * Catalogue names in the bettor's language. Trading stores English names built
 * from templates — a market's title with its line, an outcome's words around team and player
 * names — so the catalogue reads them back through the same templates and puts every word in the
 * request's language, leaving teams, players, lines and scores as they are. A name that fits no
 * template is shown as stored: a wrong translation is worse than English.
 */

const LINE = String.raw`[-+]?\d+(?:\.\d+)?`;
const TITLES = Object.keys(MARKET_TITLES).sort((a, b) => b.length - a.length);
/** Titles by lower case: feeds differ in capitals ('Both Teams to Score'). */
const TITLES_BY_LOWER = new Map(TITLES.map((title) => [title.toLowerCase(), MARKET_TITLES[title]]));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `{team }?{title}{ line}?` for every known title, longest first so 'Total Goals' never eats a longer one. */
const MARKET_NAME = new RegExp(
  `^(?:(?<team>.+) )?(?<title>${TITLES.map(escape).join('|')})(?: (?<line>${LINE}))?$`,
  'i',
);
const OVER_UNDER = new RegExp(`^(?:(?<team>.+) )?(?<side>Over|Under) (?<line>${LINE})$`);
const DRAW_HANDICAP = /^Draw \((?<handicap>[^)]+)\)$/;
const DOUBLE_CHANCE = /^(?<first>.+) or (?<second>.+)$/;
const TOURNAMENT_CITY = /^(?<tour>ATP|WTA) (?<city>.+)$/;

/** Translates names of one language; English answers every name unchanged. */
export interface CatalogTranslator {
  readonly lang: Language;
  market(name: string): string;
  outcome(name: string, marketType: string): string;
  competition(name: string): string;
  region(name: string): string;
}

function pick(entry: Translations | undefined, lang: Exclude<Language, 'en'>): string | undefined {
  return entry?.[lang];
}

/** The translator of one language. */
export function createCatalogTranslator(lang: Language): CatalogTranslator {
  if (lang === 'en') {
    const same = (name: string) => name;
    return { lang, market: same, outcome: same, competition: same, region: same };
  }
  const word = (key: keyof typeof OUTCOME_WORDS) => OUTCOME_WORDS[key][lang];
  const side = (name: string) => (name === 'Draw' ? word('Draw') : name);
  return {
    lang,
    market(name) {
      const match = MARKET_NAME.exec(name)?.groups;
      const title = match && pick(TITLES_BY_LOWER.get((match.title ?? '').toLowerCase()), lang);
      if (!match || !title) return name;
      const lined = match.line ? `${title} ${match.line}` : title;
      return match.team ? `${match.team}: ${lined}` : lined;
    },
    outcome(name, marketType) {
      if (name === 'Draw' || name === 'Yes' || name === 'No' || name === 'Any Other Score') return word(name);
      const overUnder = OVER_UNDER.exec(name)?.groups;
      if (overUnder) {
        const words = `${word(overUnder.side as 'Over' | 'Under')} ${overUnder.line}`;
        return overUnder.team ? `${overUnder.team}: ${words}` : words;
      }
      const handicap = DRAW_HANDICAP.exec(name)?.groups;
      if (handicap) return `${word('Draw')} (${handicap.handicap})`;
      const either = marketType === 'double_chance' ? DOUBLE_CHANCE.exec(name)?.groups : undefined;
      if (either?.first && either.second) return `${side(either.first)} ${word('or')} ${side(either.second)}`;
      return name;
    },
    competition(name) {
      const known = pick(COMPETITION_NAMES[name], lang);
      if (known) return known;
      const tournament = TOURNAMENT_CITY.exec(name)?.groups;
      const city = tournament && pick(CITY_NAMES[tournament.city ?? ''], lang);
      return city ? `${tournament.tour} ${city}` : name;
    },
    region(name) {
      return pick(REGION_NAMES[name], lang) ?? name;
    },
  };
}

/** An outcome's full name as trading builds it: `{market} - {outcome}`; kept when it was built otherwise. */
function fullnameOf(outcome: Outcome, market: MarketHeader, translated: { market: string; outcome: string }): string {
  return outcome.fullname === `${market.name} - ${outcome.name}`
    ? `${translated.market} - ${translated.outcome}`
    : outcome.fullname;
}

/** A market header in the translator's language. */
export function translateMarketHeader(tr: CatalogTranslator, market: MarketHeader): MarketHeader {
  return tr.lang === 'en' ? market : { ...market, name: tr.market(market.name) };
}

/** An outcome of `market` (as stored) in the translator's language. */
export function translateOutcome(tr: CatalogTranslator, outcome: Outcome, market: MarketHeader): Outcome {
  if (tr.lang === 'en') return outcome;
  const names = { market: tr.market(market.name), outcome: tr.outcome(outcome.name, market.type) };
  return { ...outcome, name: names.outcome, fullname: fullnameOf(outcome, market, names) };
}

/** A market with its outcomes in the translator's language. */
export function translateMarket(tr: CatalogTranslator, market: Market): Market {
  if (tr.lang === 'en') return market;
  return {
    ...translateMarketHeader(tr, market),
    outcomes: market.outcomes.map((outcome) => translateOutcome(tr, outcome, market)),
  };
}

/** A competition reference (with its region) in the translator's language. */
export function translateCompetition<T extends EventCompetition | Competition>(
  tr: CatalogTranslator,
  competition: T,
): T {
  if (tr.lang === 'en') return competition;
  return {
    ...competition,
    name: tr.competition(competition.name),
    region: { name: tr.region(competition.region.name) },
  };
}

/** An event header in the translator's language (its name is its teams' and stays). */
export function translateEventHeader<T extends EventHeader>(tr: CatalogTranslator, event: T): T {
  return tr.lang === 'en' ? event : { ...event, competition: translateCompetition(tr, event.competition) };
}

/** An event with its markets in the translator's language. */
export function translateEvent(tr: CatalogTranslator, event: SportEvent): SportEvent {
  if (tr.lang === 'en') return event;
  return { ...translateEventHeader(tr, event), markets: event.markets.map((market) => translateMarket(tr, market)) };
}

/** A current slip selection in the translator's language. */
export function translateSelection(tr: CatalogTranslator, selection: CurrentSelection): CurrentSelection {
  if (tr.lang === 'en') return selection;
  return {
    event: translateEventHeader(tr, selection.event),
    competition: translateCompetition(tr, selection.competition),
    market: translateMarketHeader(tr, selection.market),
    outcome: translateOutcome(tr, selection.outcome, selection.market),
  };
}
