import { formatOdds, isPriced } from '@sportsbook/betting';
import type { OddsFormat } from '@sportsbook/betting';
import type { MyBetLeg } from '@sportsbook/protocol';
import { useTranslation } from 'react-i18next';

/** The price a leg was taken at in the bettor's format: 'SP' (with the returned price once known) or the odds. */
function legOdds(leg: MyBetLeg, format: OddsFormat, sp: string): string {
  if (leg.is_starting_price) {
    return leg.sp_odds !== null && isPriced(leg.sp_odds) ? `${sp} ${formatOdds(leg.sp_odds, format)}` : sp;
  }
  return leg.odds !== null ? formatOdds(leg.odds, format) : '';
}

/** A live leg's clock, when the feed gives one ("37'", "HT", "Map 2"). */
function liveClock(leg: MyBetLeg): string | null {
  const time = leg.live?.stats.time;
  return typeof time === 'string' && time ? time : (leg.live?.status_description ?? null);
}

/**
 * One leg of a bet: event, market, outcome, the odds taken and its result — 'Pending' while the
 * bet is open; a bet closed early (cashed out) leaves undecided legs without one.
 */
export function BetLeg({ leg, format, betOpen }: { leg: MyBetLeg; format: OddsFormat; betOpen: boolean }) {
  const { t } = useTranslation('mybets');
  const result = leg.result ?? (betOpen ? 'pending' : null);
  const live = leg.result === null && leg.live?.is_live === true;
  const clock = live ? liveClock(leg) : null;
  return (
    <li className="bet-leg">
      <div className="bet-leg__text">
        <span className="bet-leg__outcome">{leg.outcome_name}</span>
        <span className="bet-leg__market">{leg.market_name}</span>
        <span className="bet-leg__event">
          {live && <span className="bet-leg__live">{t('leg.live')}</span>}
          {clock && <span className="bet-leg__clock">{clock}</span>}
          {leg.event_name}
        </span>
      </div>
      <div className="bet-leg__side">
        <span className="bet-leg__odds">
          <span className="visually-hidden">{t('leg.odds')} </span>
          {legOdds(leg, format, t('leg.sp'))}
        </span>
        {result && <span className={`bet-result bet-result--${result}`}>{t(`result.${result}`)}</span>}
      </div>
    </li>
  );
}
