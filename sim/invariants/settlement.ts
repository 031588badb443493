import { COUNTRY_DEFAULTS, DEFAULT_TAX_RULES } from '@sportsbook/betting';
import type { CountryCode } from '@sportsbook/betting';
import { comboBoostFor } from '../../apps/server/src/catalog/combo-boost';
import { oracleInputOf, oracleSettle } from '../oracle/index';
import type { OracleHouseTerms, StoredLeg } from '../oracle/index';
import type { DatabaseHandle } from '../../apps/server/src/storage/database';
import { whole } from './types';
import type { Invariant } from './types';

/** A settled fixed-odds bet as stored, with its legs in position order. */
interface StoredBet {
  readonly id: number;
  readonly betType: 'single' | 'combi' | 'system';
  readonly systemType: string | null;
  readonly eachWay: boolean;
  readonly stake: number;
  readonly freebetId: string | null;
  readonly country: string;
  readonly status: string;
  readonly payout: bigint;
  readonly boost: bigint;
  readonly tax: bigint;
  readonly legs: StoredLeg[];
}

type Row = {
  id: unknown;
  bet_type: StoredBet['betType'];
  system_type: string | null;
  each_way: boolean;
  stake: unknown;
  freebet_id: string | null;
  country: string;
  status: string;
  payout: unknown;
  combo_boost_paid: unknown;
  tax: unknown;
  odds: unknown;
  ew_price: number | null;
  is_starting_price: boolean;
  sp_odds: unknown;
  result: StoredLeg['result'];
  dead_heat_num: number | null;
  dead_heat_den: number | null;
  combo_boost_available: boolean;
};

const oddsOf = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** Reads every settled fixed-odds bet (cash outs and Bet Builders aside) with its legs. */
async function settledBets(handle: DatabaseHandle): Promise<StoredBet[]> {
  const rows = await handle.execute<Row>(`
    SELECT b.id, b.bet_type, b.system_type, b.each_way, b.stake, b.freebet_id::text AS freebet_id, b.country,
      b.status, b.payout, b.combo_boost_paid, b.tax, g.odds, g.ew_price, g.is_starting_price, g.sp_odds,
      g.result, g.dead_heat_num, g.dead_heat_den, o.combo_boost_available
    FROM bets b JOIN bet_legs g ON g.bet_id = b.id JOIN outcomes o ON o.id = g.outcome_id
    WHERE b.status NOT IN ('open', 'cashed_out') AND b.bet_type <> 'betbuilder'
    ORDER BY b.id, g.position`);
  const byId = new Map<number, StoredBet>();
  for (const row of rows) {
    const id = Number(row.id);
    let bet = byId.get(id);
    if (!bet) {
      bet = {
        id,
        betType: row.bet_type,
        systemType: row.system_type,
        eachWay: row.each_way,
        stake: Number(row.stake),
        freebetId: row.freebet_id,
        country: row.country,
        status: row.status,
        payout: whole(row.payout),
        boost: whole(row.combo_boost_paid),
        tax: whole(row.tax),
        legs: [],
      };
      byId.set(id, bet);
    }
    bet.legs.push({
      odds: oddsOf(row.odds),
      ewPrice: row.ew_price,
      isStartingPrice: row.is_starting_price,
      spOdds: oddsOf(row.sp_odds),
      result: row.result,
      deadHeatNum: row.dead_heat_num,
      deadHeatDen: row.dead_heat_den,
      comboBoostAvailable: row.combo_boost_available,
    });
  }
  return [...byId.values()];
}

/** The house's terms the bet was taken and settled on: the tax table, the cap, its country's boost. */
function houseOf(country: string, maxPayout: number): OracleHouseTerms {
  const bookmaker = COUNTRY_DEFAULTS[country as CountryCode]?.bookmaker;
  return { taxTable: DEFAULT_TAX_RULES, maxPayout, boostAtAcceptance: comboBoostFor(bookmaker) };
}

/**
 * Every settled bet's status, payout, boost and tax are what the independent oracle (`sim/oracle`,
 * decision 090: the rules line by line, in exact rationals) says.
 */
export const settlementMatchesOracle: Invariant = {
  name: "every settled bet's payout equals the oracle's",
  async check({ handle, maxPayout, record }) {
    const problems: string[] = [];
    for (const bet of await settledBets(handle)) {
      const input = oracleInputOf(bet, bet.legs, houseOf(bet.country, maxPayout));
      if (!input) continue;
      const expected = oracleSettle(input);
      record.counts.oracleChecked.add(bet.id);
      const paid = { status: bet.status, payout: bet.payout, boost: bet.boost, tax: bet.tax };
      const owed = {
        status: expected.status,
        payout: BigInt(expected.payout),
        boost: BigInt(expected.boost),
        tax: BigInt(expected.tax),
      };
      if (
        paid.status !== owed.status ||
        paid.payout !== owed.payout ||
        paid.boost !== owed.boost ||
        paid.tax !== owed.tax
      )
        problems.push(
          `bet ${bet.id} (${bet.betType} ${bet.systemType ?? ''}${bet.eachWay ? ' each way' : ''}): ` +
            `paid ${paid.status} ${paid.payout} + boost ${paid.boost} − tax ${paid.tax}, ` +
            `oracle ${owed.status} ${owed.payout} + boost ${owed.boost} − tax ${owed.tax}`,
        );
    }
    return problems;
  },
};

/** No bet is paid (return and boost together) above the payout cap. */
export const payoutWithinCap: Invariant = {
  name: 'no payout above the cap',
  async check({ handle, maxPayout }) {
    const rows = await handle.execute<{ id: unknown; paid: unknown }>(`
      SELECT id, COALESCE(payout, 0) + COALESCE(combo_boost_paid, 0) AS paid FROM bets
      WHERE COALESCE(payout, 0) + COALESCE(combo_boost_paid, 0) > ${Number(maxPayout)}`);
    return rows.map((row) => `bet ${row.id} paid ${row.paid} > cap ${maxPayout}`);
  },
};
