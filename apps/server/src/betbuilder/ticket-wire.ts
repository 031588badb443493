import { createHash } from 'node:crypto';
import { displayOdds, ERROR_MESSAGES, stakeError, toMoney } from '@sportsbook/betting';
import type { ErrorCode, Language, StakeLimits } from '@sportsbook/betting';
import type { BuilderSubmitRequest, BuilderTicket } from '@sportsbook/protocol';
import { describeLeg } from './describe';
import type { BuilderEvent } from './event-store';
import type { PricedBuilder } from './pricing';

/* A Bet Builder ticket on the wire: its id, its words, its return, its hash and its stake check. */

/** `bb<event>-<outcome>-<outcome>…`: the ticket is its selections, priced afresh when read. */
export function builderTicketId(eventId: number, outcomeIds: readonly number[]): string {
  return `bb${eventId}-${outcomeIds.join('-')}`;
}

export function parseTicketId(id: string): { eventId: number; outcomeIds: number[] } {
  const [event, ...outcomes] = id.slice(2).split('-').map(Number);
  return { eventId: event!, outcomeIds: outcomes };
}

/** An outcome's description in `lang` (the builder's own words), or its catalogue name. */
export function describe(event: BuilderEvent, outcomeId: number, lang: Language): string {
  const found = event.outcomes.get(outcomeId);
  if (!found) return '';
  const teams = event.params as { readonly home?: unknown; readonly away?: unknown } | null;
  const words = describeLeg(lang, {
    type: found.market.type,
    line: found.market.line,
    key: found.outcome.key,
    name: found.outcome.name,
    home: typeof teams?.home === 'string' ? teams.home : '',
    away: typeof teams?.away === 'string' ? teams.away : '',
  });
  return words ?? found.outcome.fullname;
}

/** A ticket as the wire shows it: `description` the catalogue's name, `description_translated` in `lang`. */
export function toTicket(
  event: BuilderEvent,
  outcomeIds: readonly number[],
  priced: PricedBuilder,
  lang: Language,
): BuilderTicket {
  return {
    id: builderTicketId(event.id, outcomeIds),
    name: event.name,
    odds: priced.odds,
    display_odds: priced.odds > 1 ? displayOdds(priced.odds) : null,
    selections: priced.lines.map((line) => ({
      id: line.outcome.id,
      description: line.outcome.fullname,
      description_translated: describe(event, line.outcome.id, lang),
      error: line.error,
    })),
  };
}

/** Floor of stake × odds in minor units, exactly (odds have at most three decimals). */
export function returnOf(stake: number, odds: number): number {
  const thousandths = BigInt(Math.round(odds * 1000));
  return Number((BigInt(stake) * thousandths) / 1000n);
}

/** The sha256 of what a submit asks for: what its uuid is bound to. */
export function hashSubmit(body: BuilderSubmitRequest): string {
  const canonical = [
    'betbuilder',
    body.event_id,
    body.selections.map((selection) => selection.outcome_id),
    body.stake,
    body.current_odds,
    body.accept_odds,
    body.freebet?.id ?? null,
  ];
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/** The stake limits of the slip: the brand's in the player's currency. */
export function stakeProblem(
  stake: number,
  limits: StakeLimits,
): { code: ErrorCode; details: Record<string, unknown> } | null {
  const error = stakeError(toMoney(stake), limits);
  return error
    ? { code: error, details: { stake, min: limits.min, max: limits.max, message: ERROR_MESSAGES[error] } }
    : null;
}
