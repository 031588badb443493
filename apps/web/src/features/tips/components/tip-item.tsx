import { shownOdds } from '@sportsbook/betting';
import type { CurrentSelection, Tip } from '@sportsbook/protocol';
import { OddsButton } from '../../../components/odds-button';
import { useOddsFormat } from '../../../hooks/use-preferences';

/**
 * One Top Pick: its event, where it is played, the market and the suggested outcome, with the
 * shared odds button (it adds the outcome to the slip). A tip names only its outcome, so the
 * button waits for the outcome's current selection; until then the tip's price shows as text.
 */
export function TipItem({ tip, selection }: { tip: Tip; selection: CurrentSelection | undefined }) {
  const format = useOddsFormat();
  const handicap = tip.handicap === null ? '' : ` (${tip.handicap})`;
  return (
    <li className="tip">
      <div className="tip__text">
        <span className="tip__event">{tip.event_name}</span>
        <span className="tip__meta">
          {tip.region_name} · {tip.competition_name}
        </span>
        <span className="tip__pick">
          <span className="tip__market">{tip.market_name}:</span> {tip.outcome_name}
          {handicap}
        </span>
      </div>
      {selection ? (
        <OddsButton
          event={selection.event}
          market={selection.market}
          outcome={selection.outcome}
          hideLabel
          className="tip__odds"
        />
      ) : (
        <span className="tip__odds tip__odds--waiting">{shownOdds(tip.odds, format)}</span>
      )}
    </li>
  );
}
