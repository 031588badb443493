import { LANGUAGES, ODDS_FORMATS } from '@sportsbook/betting';
import type { Language, OddsFormat } from '@sportsbook/betting';

/** What the client tells the frame in its address (decision 035). */
export interface FrameParams {
  readonly eventId: string;
  readonly bookmaker: string;
  /** The site's country, lower case (`gb`), as calculate states it. */
  readonly country: string;
  readonly lang: Language;
  readonly oddsFormat: OddsFormat;
  /** Picks to start with (the slip's lines when the bettor edits them), as outcome ids. */
  readonly picks: readonly string[];
}

const ID = /^\d{1,18}$/;

/** Reads the frame's address defensively: unknown values fall back, junk ids are dropped. */
export function readFrameParams(search: string): FrameParams {
  const query = new URLSearchParams(search);
  const lang = query.get('lang') ?? '';
  const format = query.get('odds_format') ?? '';
  const eventId = query.get('event_id') ?? '';
  return {
    eventId: ID.test(eventId) ? eventId : '',
    bookmaker: (query.get('bookmaker') ?? '')
      .toLowerCase()
      .replace(/[^a-z0-9_-]/g, '')
      .slice(0, 40),
    country: /^[a-z]{2}$/i.test(query.get('country') ?? '') ? query.get('country')!.toLowerCase() : '',
    lang: (LANGUAGES as readonly string[]).includes(lang) ? (lang as Language) : 'en',
    oddsFormat: (ODDS_FORMATS as readonly string[]).includes(format) ? (format as OddsFormat) : 'decimal',
    picks: (query.get('selections') ?? '')
      .split(',')
      .filter((id) => ID.test(id))
      .slice(0, 40),
  };
}

/** The frame's address for an event, as the client builds it. */
export function frameSearch(params: FrameParams): string {
  const query = new URLSearchParams({
    event_id: params.eventId,
    bookmaker: params.bookmaker,
    country: params.country,
    lang: params.lang,
    odds_format: params.oddsFormat,
  });
  if (params.picks.length > 0) query.set('selections', params.picks.join(','));
  return `?${query.toString()}`;
}
