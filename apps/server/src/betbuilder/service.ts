import { COUNTRY_CODES, COUNTRY_DEFAULTS, toMoney } from '@sportsbook/betting';
import type { CountryCode } from '@sportsbook/betting';
import type { BuilderSubmitRequest, BuilderSubmitSuccess } from '@sportsbook/protocol';
import { builderSubmitSuccessSchema } from '@sportsbook/protocol';
import type { SportsPlayer } from '../accounts/index';
import { AccountBlocked, bettingBlockRefusal, refuseBlockedIn } from '../betting/index';
import { DEFAULT_BETTING_CONFIG } from '../betting/index';
import type { BettingConfig } from '../betting/index';
import { judgeOddsMoves } from '../betting/index';
import { findAnswerRow, insertBuilderBetIn, keepAnswerIn } from '../betting/index';
import { calcTax } from '../betting/index';
import { stakeLimitsFor } from '../catalog/index';
import { isUniqueViolation } from '../storage/index';
import { consumeFreebetIn, postEntry, WalletError } from '../wallet/index';
import { publishBetPlaced } from '../wallet/index';
import { builderLanguage } from './describe';
import { createBuilderEventCache } from './event-cache';
import type { BuilderEventCache } from './event-cache';
import { loadBuilderEvent, readerOf } from './event-store';
import type { BuilderEvent } from './event-store';
import { FeedSeedUnavailable } from './feed-seed';
import { popularBuilders, popularById } from './popular';
import { isBuilderOutcome, priceBuilder } from './pricing';
import { describe, hashSubmit, parseTicketId, returnOf, stakeProblem, toTicket } from './ticket-wire';
import { BuilderRequestError, refusal, seedRefusal } from './refusals';
import type { BuilderSubmitAnswer } from './refusals';
import { insertBuilderPricing } from './betbuilder-store';
import { PriceMovedInTransaction } from './price-moved';

import type { BetBuilderService, BetBuilderServiceOptions } from './service-types';

export type { BetBuilderService, BetBuilderServiceOptions } from './service-types';

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Builds the Bet Builder service over the catalogue, the feed's models and the wallet. */
export function createBetBuilderService(options: BetBuilderServiceOptions): BetBuilderService {
  const { handle, wallet, feedSeed } = options;
  const config: BettingConfig = { ...DEFAULT_BETTING_CONFIG, ...options.config };
  const now = options.now ?? (() => new Date());
  const sleep = options.sleep ?? realSleep;
  const cache: BuilderEventCache | null =
    options.bus && options.cacheEvents !== false
      ? createBuilderEventCache({ bus: options.bus, load: (eventId) => loadBuilderEvent(handle, eventId, feedSeed) })
      : null;
  const readEvent = (eventId: number) => (cache ? cache.get(eventId) : loadBuilderEvent(handle, eventId, feedSeed));

  async function eventOrThrow(eventId: number): Promise<BuilderEvent> {
    const event = await readEvent(eventId).catch((error: unknown) => {
      // Another seed's future (decision 089): the builder answers unavailable, as for an event without one.
      if (error instanceof FeedSeedUnavailable) throw new BuilderRequestError(error.message, 404);
      throw error;
    });
    if (!event) throw new BuilderRequestError(`Event ${eventId} has no Bet Builder.`, 404);
    return event;
  }

  function checkOutcomes(event: BuilderEvent, outcomeIds: readonly number[]): void {
    const foreign = outcomeIds.filter((id) => !event.outcomes.has(id));
    if (foreign.length > 0) {
      throw new BuilderRequestError(
        `selections: outcome ${foreign.join(', ')} is not an outcome of event ${event.id}.`,
        400,
      );
    }
  }

  async function priced(eventId: number, outcomeIds: readonly number[]) {
    const event = await eventOrThrow(eventId);
    checkOutcomes(event, outcomeIds);
    return { event, priced: priceBuilder(event, outcomeIds) };
  }

  async function previousAnswer(uuid: string, playerId: number, hash: string): Promise<BuilderSubmitAnswer | null> {
    const row = await findAnswerRow(handle.db, uuid);
    if (!row) return null;
    const response = builderSubmitSuccessSchema.safeParse(row.response);
    if (row.playerId !== playerId || !response.success) return refusal('DUPLICATE_TICKET', { uuid });
    if (row.ticketHash !== hash) {
      return refusal('IDEMPOTENCY_KEY_REUSED', {
        uuid,
        reason: 'This uuid was already used for a different Bet Builder; calculate it again for a new one.',
      });
    }
    return response.data;
  }

  /** Everything that decides whether the bet can be placed at the current price. */
  async function judge(body: BuilderSubmitRequest, player: SportsPlayer, country: CountryCode) {
    const outcomeIds = body.selections.map((selection) => selection.outcome_id);
    let event: BuilderEvent | null;
    try {
      event = await loadBuilderEvent(handle, body.event_id, feedSeed);
    } catch (error) {
      if (error instanceof FeedSeedUnavailable) return { refusal: seedRefusal(error) } as const;
      throw error;
    }
    if (!event) return { refusal: refusal('EVENT_FINISHED', { event_id: body.event_id }) } as const;
    checkOutcomes(event, outcomeIds);
    const price = priceBuilder(event, outcomeIds);
    const faults = price.lines.filter((line) => line.error);
    if (faults.length > 0 || !(price.odds > 1)) {
      const code = faults[0]?.error || 'CANNOT_COMBINE';
      return {
        refusal: refusal(code, {
          selections: price.lines.map((line) => ({ id: line.outcome.id, error: line.error })),
        }),
      } as const;
    }
    const changed = judgeOddsMoves(
      [{ outcomeId: body.event_id, taken: body.current_odds, current: price.odds }],
      body.accept_odds,
    );
    if (changed) {
      return {
        refusal: refusal('ODDS_CHANGED', {
          odds: price.odds,
          previous: body.current_odds,
          accept_odds: body.accept_odds,
        }),
      } as const;
    }
    const stake = body.stake;
    // The brand's limits in the player's currency (decision 105), as on the slip.
    const limits = stakeLimitsFor(COUNTRY_DEFAULTS[country].bookmaker, player.currency);
    let freebet: { id: string; amount: number } | null = null;
    if (body.freebet) {
      const offer = (await wallet.activeFreebets(player.id, now())).find((entry) => entry.id === body.freebet!.id);
      if (!offer) {
        return {
          refusal: refusal('FREEBET_NOT_ELIGIBLE', { reason: 'This free bet is not yours, already used or expired.' }),
        } as const;
      }
      const minOdds = offer.conditions.min_odds;
      // Spec 000 §5: in the Bet Builder a free bet is refused at OR below its minimum odds.
      if (minOdds !== null && minOdds !== undefined && price.odds <= minOdds) {
        return {
          refusal: refusal('FREEBET_NOT_ELIGIBLE', {
            reason: `The odds must be above ${minOdds} to use this free bet.`,
            min_odds: minOdds,
            odds: price.odds,
          }),
        } as const;
      }
      // Decision 002: a free bet is staked whole, and the minimum stake holds for it too.
      if (body.stake !== offer.amount_remaining) {
        return {
          refusal: refusal('FREEBET_STAKE_MISMATCH', { stake: body.stake, freebet_amount: offer.amount_remaining }),
        } as const;
      }
      const error = stakeProblem(offer.amount_remaining, limits);
      if (error?.code === 'STAKE_TOO_LOW') return { refusal: refusal(error.code, error.details) } as const;
      freebet = { id: offer.id, amount: offer.amount_remaining };
    } else {
      const error = stakeProblem(stake, limits);
      if (error) return { refusal: refusal(error.code, error.details) } as const;
    }
    const gross = returnOf(stake, price.odds);
    const potentialReturn = freebet ? gross - stake : gross;
    if (potentialReturn > config.maxPayout) {
      return {
        refusal: refusal('MAX_PAYOUT_EXCEEDED', { max_payout: config.maxPayout, potential_return: potentialReturn }),
      } as const;
    }
    const cashStake = freebet ? 0 : stake;
    const tax = calcTax(config.taxRules[country] ?? null, {
      potentialReturn: toMoney(potentialReturn),
      cashStake: toMoney(cashStake),
    });
    return { event, price, stake, freebet, potentialReturn, cashStake, tax: tax as number } as const;
  }

  return {
    async markets(eventId, lang) {
      const language = builderLanguage(lang);
      const event = await eventOrThrow(eventId);
      const markets = event.markets
        .map((market) => ({
          id: market.id,
          name: market.name,
          type: market.type,
          outcomes: market.outcomes
            .filter((outcome) => isBuilderOutcome(event.model, market, outcome))
            .map((outcome) => ({
              id: outcome.id,
              name: outcome.name,
              odds: outcome.odds > 1 ? outcome.odds : 0,
              suspended: market.suspended || !(outcome.odds > 1) || event.model.absent(outcome.key),
            })),
        }))
        .filter((market) => market.outcomes.length > 0);
      return {
        status: 1,
        data: {
          event: {
            id: event.id,
            name: event.name,
            sport: event.sport,
            start_time: event.startsAt.toISOString(),
            live: event.isLive,
          },
          markets,
          popular: popularBuilders(event).map((entry) => ({
            precanned_id: entry.id,
            name: entry.outcomes.map((outcome) => describe(event, outcome.id, language)).join(' & '),
            selections: entry.outcomes.map((outcome) => ({ outcome_id: outcome.id })),
            odds: entry.odds,
          })),
        },
      };
    },

    async calculate(body) {
      let outcomeIds = body.selections.map((selection) => selection.outcome_id);
      if (body.precanned_id !== null && outcomeIds.length === 0) {
        const event = await eventOrThrow(body.event_id);
        const outcomes = popularById(event, body.precanned_id);
        if (!outcomes) {
          throw new BuilderRequestError(`precanned_id: "${body.precanned_id}" is not offered on this event now.`, 400);
        }
        outcomeIds = outcomes.map((outcome) => outcome.id);
      }
      const { event, priced: price } = await priced(body.event_id, outcomeIds);
      return { status: 1, ticket: toTicket(event, outcomeIds, price, builderLanguage(body.lang)) };
    },

    async ticket(id, lang) {
      const { eventId, outcomeIds } = parseTicketId(id);
      if (new Set(outcomeIds).size !== outcomeIds.length) {
        throw new BuilderRequestError('id: a ticket must not repeat an outcome.', 400);
      }
      const { event, priced: price } = await priced(eventId, outcomeIds);
      return { status: 1, ticket: toTicket(event, outcomeIds, price, builderLanguage(lang)) };
    },

    async submit(body, player) {
      const country = (player.country ?? '').toUpperCase() as CountryCode;
      if (!(COUNTRY_CODES as readonly string[]).includes(country)) {
        return refusal('NOT_AUTHENTICATED', { reason: 'The player has no country we serve.' });
      }
      const hash = hashSubmit(body);
      const previous = await previousAnswer(body.uuid, player.id, hash);
      if (previous) return previous;
      const blocked = await bettingBlockRefusal(handle, player.id, now());
      if (blocked) return blocked;
      let judged = await judge(body, player, country);
      if ('refusal' in judged) return judged.refusal!;
      if (judged.event.model.live && config.inPlayDelayMs > 0) {
        await sleep(config.inPlayDelayMs);
        judged = await judge(body, player, country);
        if ('refusal' in judged) return judged.refusal!;
      }
      const reference = `bet:${body.uuid}`;
      for (let attempt = 1; ; attempt += 1) {
        const answer = await place(judged);
        if (answer !== 'moved') return answer;
        // The feed committed a new price between the judgement and the transaction: judge it again.
        judged = await judge(body, player, country);
        if ('refusal' in judged) return judged.refusal!;
        if (attempt >= 3) return refusal('ODDS_CHANGED', { odds: judged.price.odds, previous: body.current_odds });
      }

      async function place(placed: Exclude<typeof judged, { refusal: unknown }>) {
        try {
          const answer = await handle.transaction(async (tx) => {
            // The block check that decides: a time-out taken during the in-play delay stops the bet.
            await refuseBlockedIn(tx, player.id, now());
            // Priced again from the state committed now, inside the transaction that places the bet.
            const current = await loadBuilderEvent(readerOf(tx), placed.event.id, feedSeed);
            const outcomeIds = body.selections.map((selection) => selection.outcome_id);
            if (!current || priceBuilder(current, outcomeIds).odds !== placed.price.odds) {
              throw new PriceMovedInTransaction();
            }
            const betId = await insertBuilderBetIn(
              tx,
              {
                uuid: body.uuid,
                playerId: player.id,
                betType: 'betbuilder',
                systemType: null,
                eachWay: false,
                stake: placed.stake,
                bets: 1,
                totalStake: placed.stake,
                cashStake: placed.cashStake,
                freebetId: placed.freebet?.id ?? null,
                freebetAmount: placed.freebet ? placed.stake : 0,
                potentialReturn: placed.potentialReturn,
                tax: placed.tax,
                currency: player.currency,
                country,
                status: 'open',
                acceptOdds: body.accept_odds,
                placedAt: now(),
                ticketHash: hash,
              },
              placed.price.lines.map((line, position) => ({
                position,
                outcomeId: line.outcome.id,
                marketId: line.market.id,
                eventId: placed.event.id,
                odds: line.outcome.odds,
                eventName: placed.event.name,
                marketName: line.market.name,
                outcomeName: line.outcome.name,
              })),
            );
            await insertBuilderPricing(tx, {
              betId,
              eventId: placed.event.id,
              odds: placed.price.odds,
              probability: placed.price.probability,
              live: placed.event.model.live,
              state: placed.event.model.state as unknown as Record<string, unknown>,
            });
            if (placed.cashStake > 0) {
              await postEntry(tx, {
                playerId: player.id,
                kind: 'stake',
                amount: toMoney(-placed.cashStake),
                reference,
              });
            }
            if (placed.freebet) {
              await consumeFreebetIn(tx, player.id, placed.freebet.id, toMoney(placed.stake), reference, now());
            }
            const success: BuilderSubmitSuccess = {
              status: 1,
              receipt: {
                uuid: body.uuid,
                bet_id: betId,
                stake: placed.stake,
                odds: placed.price.odds,
                potential_return: placed.potentialReturn,
                selections: placed.price.lines.map((line) => ({
                  event_name: placed.event.name,
                  outcome_name: line.outcome.fullname,
                })),
              },
            };
            await keepAnswerIn(tx, betId, success);
            return success;
          });
          if (options.bus) {
            await publishBetPlaced(options.bus, wallet, player.id, answer.receipt.bet_id, options.onEventError);
          }
          return answer;
        } catch (error) {
          if (error instanceof PriceMovedInTransaction) return 'moved' as const;
          if (error instanceof FeedSeedUnavailable) return seedRefusal(error);
          if (error instanceof AccountBlocked) return error.refusal;
          if (error instanceof WalletError) {
            return error.code === 'FREEBET_NOT_ELIGIBLE'
              ? refusal('FREEBET_NOT_ELIGIBLE', { reason: 'This free bet is not yours, already used or expired.' })
              : refusal('BALANCE_INSUFFICIENT');
          }
          if (isUniqueViolation(error)) {
            const first = await previousAnswer(body.uuid, player.id, hash);
            if (first) return first;
          }
          throw error;
        }
      }
    },

    close() {
      cache?.close();
    },
  };
}
