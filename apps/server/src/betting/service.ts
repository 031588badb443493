import { randomUUID } from 'node:crypto';
import { COUNTRY_CODES, COUNTRY_DEFAULTS, MAX_SELECTIONS, toMoney } from '@sportsbook/betting';
import type { CountryCode, Money } from '@sportsbook/betting';
import type {
  CalculateRequest,
  ComboBoostConfig,
  CalculateSuccess,
  SubmitRequest,
  SubmitSuccess,
  Ticket,
  TicketStatusResponse,
  ValidateSelectionsQuery,
  ValidateSelectionsResponse,
} from '@sportsbook/protocol';
import type { SportsPlayer } from '../accounts/index';
import type { CatalogService } from '../catalog/index';
import { comboBoostFor } from '../catalog/index';
import { homeCurrencyOf, stakeLimitsFor } from '../catalog/index';
import type { CurrencyStakeLimits } from '../catalog/index';
import type { Bus } from '../realtime/index';
import type { DatabaseHandle } from '../storage/index';
import type { Wallet } from '../wallet/index';
import { publishBetPlaced } from '../wallet/index';
import type { PlayerEventErrorReporter } from '../wallet/index';
import { bettingBlockRefusal } from './account-block';
import { findAnswer } from './bet-store';
import { DEFAULT_BETTING_CONFIG } from './config';
import type { BettingConfig } from './config';
import { findCurrentLegs } from './current-legs';
import type { CurrentLeg } from './current-legs';
import { priceTicket } from './price-ticket';
import type { PricedTicket, PricingPolicy } from './price-ticket';
import { createGroupCommit, ownTransaction } from './group-commit';
import type { GroupCommit } from './group-commit';
import { placeBet } from './place-bet';
import { hashTicket } from './ticket-hash';
import type { FreebetUse, TicketRequest } from './ticket-checks';
import { refusalBody, toWireTicket } from './wire';
import type { RefusalBody } from './wire';
import { bareRefusal } from '../http/index';

/** Submit's answer: the placed bet, a refusal, or a malformed ticket (answered 400). */
export type SubmitAnswer = SubmitSuccess | RefusalBody;

/** Bet acceptance: the slip's calls, the route parses and the service decides. */
export interface BettingService {
  /** `POST /v1/betslip/calculate`: prices the slip's tickets from current prices; guests welcome. */
  calculate(
    body: CalculateRequest,
    context: { player: SportsPlayer | null; bookmaker?: string },
  ): Promise<CalculateSuccess | RefusalBody>;
  /** `POST /v1/betslip/submit`: re-checks one ticket and places it, once per uuid. */
  submit(body: SubmitRequest, player: SportsPlayer): Promise<SubmitAnswer>;
  /**
   * `GET /v1/betslip/ticket-status`: the stored answer of the player's own ticket uuid, else
   * TICKET_UNKNOWN (another player's uuid answers exactly as an unknown one).
   */
  ticketStatus(uuid: string, player: SportsPlayer): Promise<TicketStatusResponse>;
  /** `GET /v1/betslip/validate-selections`: the selections as `selections/current` shows them. */
  validateSelections(query: ValidateSelectionsQuery): Promise<ValidateSelectionsResponse>;
}

export interface BettingServiceOptions {
  readonly handle: DatabaseHandle;
  readonly wallet: Wallet;
  readonly catalog: Pick<CatalogService, 'currentSelections'>;
  readonly config?: Partial<BettingConfig>;
  readonly now?: () => Date;
  /** Waits the in-play delay (tests pass a fake). */
  readonly sleep?: (ms: number) => Promise<void>;
  /** Where `bet_placed` and the new balance are published for the player's client, after commit (none without). */
  readonly bus?: Bus;
  /** Told about a player event that could not be published; the bet stands. */
  readonly onEventError?: PlayerEventErrorReporter;
  /** Combo boost per bookmaker id over the defaults, as the catalogue's `/v1/config` shows it. */
  readonly comboBoost?: Readonly<Record<string, ComboBoostConfig | null>>;
  /** Stake limits per bookmaker id and currency over the defaults, as `/v1/config` shows them. */
  readonly stakeLimits?: Readonly<Record<string, CurrencyStakeLimits>>;
  /** Where accepted bets are written, in place of the one `config.groupCommit` chooses (tests read its counts). */
  readonly commit?: GroupCommit;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The country whose rules apply: the player's, else the bookmaker's (its default id is the country code). */
function countryOf(player: SportsPlayer | null, bookmaker: string | undefined): CountryCode | null {
  const code = (player?.country ?? bookmaker ?? '').toUpperCase();
  return (COUNTRY_CODES as readonly string[]).includes(code) ? (code as CountryCode) : null;
}

/** A slip or ticket past MAX_SELECTIONS: refused before anything is read or written. */
function tooManySelections(count: number): RefusalBody | null {
  if (count <= MAX_SELECTIONS) return null;
  return refusalBody('TOO_MANY_SELECTIONS', { max: MAX_SELECTIONS, count });
}

/**
 * The stake of a single (docs/api.md "Bet slip", stake map): when `stakes` names any selection, a
 * line's own entry is its stake and a line absent from it or at 0 is not placed (null); a slip
 * without a map keeps the older form, the selection's stake else the slip's default.
 */
function singleStake(body: CalculateRequest, selection: CalculateRequest['selections'][number]): Money | null {
  if (Object.keys(body.stakes).length > 0) {
    const own = body.stakes[String(selection.outcome_id)] ?? 0;
    return own > 0 ? toMoney(own) : null;
  }
  return toMoney(selection.stake > 0 ? selection.stake : body.stake);
}

/** A usable free bet stakes all it has left (decision 002: its amount is the stake). */
function freebetStake(freebet: FreebetUse | null): Money | null {
  return freebet?.available && !freebet.refusal ? freebet.available.remaining : null;
}

/** The tickets a slip places (docs/api.md): one per single, one combi, one system of the chosen type. */
function ticketRequests(body: CalculateRequest, freebet: FreebetUse | null): TicketRequest[] {
  const legs = body.selections.map((selection) => ({
    eventId: selection.event_id,
    marketId: selection.market_id,
    outcomeId: selection.outcome_id,
    odds: selection.odds,
    startingPrice: selection.is_starting_price,
  }));
  if (body.type === 'single') {
    // Several singles cannot share one free bet (spec 000 §5).
    const shared = freebet && legs.length > 1 ? { ...freebet, refusal: 'A free bet covers one single only.' } : freebet;
    // A line the bettor left without a stake is not a bet: no ticket, not a refused one. With a free
    // bet asked for, every line keeps its ticket so the free bet's refusal, if any, is shown.
    return body.selections.flatMap((selection, index): TicketRequest[] => {
      const own = freebetStake(shared) ?? singleStake(body, selection);
      if (own === null && !shared) return [];
      const stake = own ?? toMoney(0);
      return [
        {
          betType: 'single',
          systemType: null,
          eachWay: selection.each_way,
          stake,
          legs: [legs[index]!],
          freebet: shared,
        },
      ];
    });
  }
  return [
    {
      betType: body.type,
      systemType: body.type === 'system' ? body.system_type : null,
      eachWay: body.each_way,
      stake: freebetStake(freebet) ?? toMoney(body.stake),
      legs,
      freebet,
    },
  ];
}

/** Builds the betting service. */
export function createBettingService(options: BettingServiceOptions): BettingService {
  const { handle, wallet } = options;
  const config: BettingConfig = { ...DEFAULT_BETTING_CONFIG, ...options.config };
  const now = options.now ?? (() => new Date());
  const sleep = options.sleep ?? realSleep;
  // Group commit (decisions 044 and 071) is on by default; `config.groupCommit` false (`BET_GROUP_COMMIT=0`)
  // gives each submit its own transaction.
  const commit = options.commit ?? (config.groupCommit ? createGroupCommit(handle) : ownTransaction(handle));

  /** The free bet as the wallet knows it for this player now (null `available` when not usable). */
  async function freebetUse(id: string | null | undefined, player: SportsPlayer | null): Promise<FreebetUse | null> {
    if (!id) return null;
    if (!player) return { id, available: null, refusal: 'Log in to use a free bet.' };
    const offer = (await wallet.activeFreebets(player.id, now())).find((freebet) => freebet.id === id);
    return { id, available: offer ? { remaining: offer.amount_remaining, minOdds: offer.conditions.min_odds } : null };
  }

  /**
   * A player's boost and stake limits are their country's bookmaker's, in their currency, whatever
   * header they send (the terms are money); a guest's are the bookmaker's they browse, in its
   * country's currency.
   */
  function policyFor(
    country: CountryCode | null,
    acceptOdds: PricingPolicy['acceptOdds'],
    player: SportsPlayer | null,
    bookmaker?: string,
  ): PricingPolicy {
    const boostBookmaker = player && country ? COUNTRY_DEFAULTS[country].bookmaker : bookmaker?.toLowerCase();
    const currency = player?.currency ?? homeCurrencyOf(boostBookmaker);
    return {
      maxPayout: config.maxPayout,
      taxRule: country ? (config.taxRules[country] ?? null) : null,
      acceptOdds,
      comboBoost: comboBoostFor(boostBookmaker, options.comboBoost),
      stakeLimits: stakeLimitsFor(boostBookmaker, currency, options.stakeLimits),
    };
  }

  async function priceSubmitted(ticket: Ticket, request: TicketRequest, policy: PricingPolicy): Promise<PricedTicket> {
    const current = await findCurrentLegs(
      handle.db,
      ticket.selections.map((selection) => selection.outcome_id),
    );
    return priceTicket(request, current, policy);
  }

  return {
    async calculate(body, { player, bookmaker }) {
      const tooMany = tooManySelections(body.selections.length);
      if (tooMany) return tooMany;
      const freebet = await freebetUse(body.freebet?.id, player);
      const requests = ticketRequests(body, freebet);
      const current = await findCurrentLegs(
        handle.db,
        body.selections.map((selection) => selection.outcome_id),
      );
      const policy = policyFor(countryOf(player, bookmaker), null, player, bookmaker);
      const tickets = requests.map((request) => toWireTicket(priceTicket(request, current, policy), randomUUID()));
      return { status: 1, message: '', tickets };
    },

    async submit(body, player) {
      const { ticket } = body;
      const tooMany = tooManySelections(ticket.selections.length);
      if (tooMany) return tooMany;
      const country = countryOf(player, undefined);
      if (!country) return refusalBody('NOT_AUTHENTICATED', { reason: 'The player has no country we serve.' });
      // The reads a submit needs go out together (they overlap on PostgreSQL's pool); their
      // answers are then judged in the order of refusals, as before.
      const [blocked, freebet, firstLegs] = await Promise.all([
        bettingBlockRefusal(handle, player.id, now()),
        freebetUse(ticket.freebet_id, player),
        findCurrentLegs(
          handle.db,
          ticket.selections.map((selection) => selection.outcome_id),
        ),
      ]);
      if (blocked) return blocked;
      const request: TicketRequest = {
        betType: ticket.bet_type,
        systemType: ticket.bet_type === 'system' ? ticket.system_type : null,
        eachWay: ticket.each_way,
        stake: toMoney(ticket.stake),
        legs: ticket.selections.map((selection) => ({
          eventId: selection.event_id,
          marketId: selection.market_id,
          outcomeId: selection.outcome_id,
          odds: selection.odds,
          startingPrice: selection.is_starting_price,
        })),
        freebet,
      };
      // The first pricing uses the legs read above; a second one (after the in-play delay) reads again.
      let unusedLegs: Map<number, CurrentLeg> | null = firstLegs;
      const policy = policyFor(country, body.accept_odds, player);
      const { answer, balance } = await placeBet({
        handle,
        player,
        country,
        ticket,
        ticketHash: hashTicket(ticket),
        acceptOdds: body.accept_odds,
        now,
        inPlayDelayMs: config.inPlayDelayMs,
        sleep,
        commit,
        balanceOf: async (playerId) => (await wallet.balanceOf(playerId)).balance,
        price: async () => {
          const legs = unusedLegs;
          unusedLegs = null;
          return legs ? priceTicket(request, legs, policy) : priceSubmitted(ticket, request, policy);
        },
      });
      // After the commit; a resubmitted uuid publishes again, which only repeats the same facts. The
      // balance is the one the commit left when the write knew it (else read now).
      if (options.bus && answer.status === 1) {
        const known = balance === null ? null : { balance, currency: player.currency };
        await publishBetPlaced(options.bus, wallet, player.id, answer.bet.id, options.onEventError, known);
      }
      return answer;
    },

    async ticketStatus(uuid, player) {
      const stored = await findAnswer(handle.db, uuid);
      if (stored?.playerId === player.id && stored.response) return stored.response;
      return bareRefusal('TICKET_UNKNOWN');
    },

    async validateSelections(query) {
      const { selections } = await options.catalog.currentSelections({ ids: query.selections, lang: query.lang });
      return { data: { data: selections } };
    },
  };
}
