import type { ComboBoostConfig, TaxTable } from '@sportsbook/betting';

/** How a leg finished; `placed` is a place-only finish of an each-way market. */
export type OracleLegResult = 'won' | 'lost' | 'void' | 'placed';

/** One leg as stored for a bet (bet_legs), with what trading said about its outcome. */
export interface OracleLeg {
  /** The price taken (null for a starting-price leg, which has none). */
  readonly odds: number | null;
  /** Taken at starting price: settles at `sp`. */
  readonly startingPrice: boolean;
  /** The starting price returned for the leg (needed when an SP leg won or placed). */
  readonly sp: number | null;
  /** Each-way terms 1/`ewPrice` of the odds (null: the market has none). */
  readonly ewPrice: number | null;
  readonly result: OracleLegResult;
  /** A dead heat's share of the stake left standing, num/den (null: none). */
  readonly deadHeat: { readonly num: number; readonly den: number } | null;
  /** Trading offers the combo boost on this outcome (`combo_boost_available`). */
  readonly boosted: boolean;
}

/** The house's terms that settle a bet. */
export interface OracleHouseTerms {
  /** Tax rules per country (the country's rule, or none). */
  readonly taxTable: TaxTable;
  /** The most a won bet pays, boost included, in minor units (`BET_MAX_PAYOUT`). */
  readonly maxPayout: number;
  /** The combo boost of the player's bookmaker when the bet was accepted (null: none). */
  readonly boostAtAcceptance: ComboBoostConfig | null;
  /** Its terms at settlement, when they changed since (default: the same). */
  readonly boostAtSettlement?: ComboBoostConfig | null;
}

/** A bet as stored, for the oracle to settle from the rules. */
export interface OracleInput {
  readonly betType: 'single' | 'combi' | 'system';
  /** `system_k/n`, or a named full cover (`trixie`, `yankee`, `lucky15`, …); null otherwise. */
  readonly systemType: string | null;
  readonly eachWay: boolean;
  /** Stake per line in minor units (each way: per part; a free bet: its amount). */
  readonly stake: number;
  /** Staked with a free bet: its stake never comes back. */
  readonly freebet: boolean;
  /** The player's registered country (ISO code): decides the tax. */
  readonly country: string;
  readonly legs: readonly OracleLeg[];
  readonly house: OracleHouseTerms;
}

/** One line of the bet as the oracle priced it, for reading a counterexample. */
export interface OracleLine {
  /** Leg positions (0-based) in the line. */
  readonly legs: readonly number[];
  readonly part: 'win' | 'place';
  /** Exact return of the line in minor units, as text (a fraction when not whole). */
  readonly returns: string;
}

/** What the rules say a settled bet pays. */
export interface OracleSettlement {
  readonly status: 'won' | 'partly_won' | 'lost' | 'void';
  /** The return paid (a void bet: the stakes refunded), within the cap, before tax. */
  readonly payout: number;
  /** The combo boost paid on top, within the cap, before tax. */
  readonly boost: number;
  /** Tax withheld from the winnings, boost included. */
  readonly tax: number;
  /** Cash credited to the balance: payout + boost − tax. */
  readonly credit: number;
  /** The return plus boost was cut to the payout cap. */
  readonly capped: boolean;
  /** Every line, one by one. */
  readonly lines: readonly OracleLine[];
}
