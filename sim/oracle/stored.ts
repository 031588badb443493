import type { BetLegRow, BetRow } from '../../apps/server/src/betting/tables';
import type { OracleHouseTerms, OracleInput, OracleLegResult } from './types';

/** A stored leg with its outcome's boost flag (`outcomes.combo_boost_available`). */
export type StoredLeg = Pick<
  BetLegRow,
  'odds' | 'ewPrice' | 'isStartingPrice' | 'spOdds' | 'result' | 'deadHeatNum' | 'deadHeatDen'
> & { readonly comboBoostAvailable: boolean };

/**
 * The oracle's input for a settled fixed-odds bet as the database holds it (bets, bet_legs in
 * position order), for the whole-book simulation; null for a Bet Builder (outside the oracle) or a
 * bet with an undecided leg.
 */
export function oracleInputOf(
  bet: Pick<BetRow, 'betType' | 'systemType' | 'eachWay' | 'stake' | 'freebetId' | 'country'>,
  legs: readonly StoredLeg[],
  house: OracleHouseTerms,
): OracleInput | null {
  if (bet.betType === 'betbuilder' || legs.some((leg) => leg.result === null)) return null;
  return {
    betType: bet.betType,
    systemType: bet.systemType,
    eachWay: bet.eachWay,
    stake: bet.stake,
    freebet: bet.freebetId !== null,
    country: bet.country,
    legs: legs.map((leg) => ({
      odds: leg.odds,
      startingPrice: leg.isStartingPrice,
      sp: leg.spOdds,
      ewPrice: leg.ewPrice,
      result: leg.result as OracleLegResult,
      deadHeat:
        leg.deadHeatNum !== null && leg.deadHeatDen !== null ? { num: leg.deadHeatNum, den: leg.deadHeatDen } : null,
      boosted: leg.comboBoostAvailable,
    })),
    house,
  };
}
