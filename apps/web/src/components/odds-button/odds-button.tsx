import { isPriced, shownOdds } from '@sportsbook/betting';
import type { Outcome } from '@sportsbook/protocol';
import { memo } from 'react';
import { useOddsFormat } from '../../hooks/use-preferences';
import { useLiveOutcome } from '../../lib/realtime/live-odds';
import { useSlipStore } from '../../stores/slip-store';
import type { SlipStore } from '../../stores/slip-store';
import { buildSlipSelection } from './build-slip-selection';
import type { OddsButtonEvent, OddsButtonMarket } from './build-slip-selection';
import { useStrings } from '../../i18n/i18n';
import './odds-button.css';

/** Props of `OddsButton`. */
export interface OddsButtonProps {
  readonly event: OddsButtonEvent;
  readonly market: OddsButtonMarket;
  readonly outcome: Outcome;
  /** Visible label (e.g. 1 / X / 2); defaults to the outcome's name, which the accessible name always holds. */
  readonly label?: string;
  /** Hides the label visually (columns with headings such as 1 / X / 2). */
  readonly hideLabel?: boolean;
  /** The SP button of a runner: adds the outcome at starting price. */
  readonly startingPrice?: boolean;
  readonly className?: string;
}

function LockIcon() {
  return (
    <svg className="odds-button__lock" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M4.5 7V5a3.5 3.5 0 1 1 7 0v2h.5A1 1 0 0 1 13 8v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h.5Zm1.5 0h4V5a2 2 0 1 0-4 0v2Z"
      />
    </svg>
  );
}

/**
 * The odds button (docs/api.md "Hooks for automation"): a `button` with `data-outcome-id`, named
 * by the outcome and the price shown in the bettor's format. It reads its price from the
 * live-odds store, so a price change re-renders this button alone; it flashes up or down on a
 * move, shows a lock (and is disabled) when the market is suspended or the outcome unpriced,
 * and is pressed while its outcome is in the slip. Pressing it adds or removes the selection.
 */
export const OddsButton = memo(function OddsButton({
  event,
  market,
  outcome,
  label,
  hideLabel,
  startingPrice,
  className,
}: OddsButtonProps) {
  const { t } = useStrings('catalog');
  const format = useOddsFormat();
  const live = useLiveOutcome(outcome.id);
  const odds = live?.odds ?? outcome.odds;
  const display = live ? live.displayOdds : outcome.display_odds;
  // The store is fed by listings and pushes alike, so once it knows the outcome it is the truth.
  const isSuspended = live ? live.isSuspended : market.is_suspended;
  const selectPressed = (store: SlipStore) =>
    store.slip.selections.some(
      (selection) =>
        selection.outcomeId === outcome.id && Boolean(selection.isStartingPrice) === Boolean(startingPrice),
    );
  // One slip subscription per button (a page holds a thousand); the actions are read when pressed.
  const pressed = useSlipStore(selectPressed);

  const locked = isSuspended || (!startingPrice && !isPriced(odds)) || (startingPrice && !outcome.is_starting_price);
  const shown = startingPrice ? t('oddsButton.sp') : shownOdds(odds, format, display);
  const name = label ?? outcome.name;
  // Only the texts this render shows are looked up: a live price move re-renders the button.
  const state = locked ? t(isSuspended ? 'oddsButton.suspended' : 'oddsButton.unavailable') : '';
  const direction = live?.direction ?? null;

  function press() {
    const selection = buildSlipSelection({
      event,
      market,
      outcome,
      odds,
      displayOdds: display,
      isSuspended,
      isStartingPrice: Boolean(startingPrice),
    });
    const { dispatch, slip, toggle } = useSlipStore.getState();
    const current = slip.selections.find((line) => line.outcomeId === outcome.id);
    // A runner in the slip at the other kind of price (fixed or SP) switches to this one.
    if (current && Boolean(current.isStartingPrice) !== Boolean(startingPrice)) {
      dispatch({ type: 'selectionRemoved', outcomeId: outcome.id, now: Date.now() });
    }
    toggle(selection);
  }

  const classes = ['odds-button', direction ? `odds-button--${direction}` : '', className ?? ''].filter(Boolean);
  return (
    <button
      type="button"
      className={classes.join(' ')}
      data-outcome-id={startingPrice ? undefined : outcome.id}
      data-sp-outcome-id={startingPrice ? outcome.id : undefined}
      aria-pressed={pressed}
      disabled={locked}
      onClick={press}
    >
      {hideLabel || name === outcome.name ? (
        <span className={hideLabel ? 'visually-hidden' : 'odds-button__label'}>{outcome.name}</span>
      ) : (
        <>
          <span className="odds-button__label" aria-hidden="true">
            {name}
          </span>
          <span className="visually-hidden">{outcome.name}</span>
        </>
      )}{' '}
      {locked ? (
        <span className="odds-button__odds">
          <LockIcon />
          <span className="visually-hidden">{state}</span>
        </span>
      ) : (
        <span className="odds-button__odds">
          {startingPrice ? <span className="visually-hidden">{t('oddsButton.startingPrice')} </span> : null}
          <span aria-hidden={startingPrice ? true : undefined}>{shown}</span>
          {direction ? (
            <span className="odds-button__arrow" aria-hidden="true">
              {direction === 'up' ? '▲' : '▼'}
            </span>
          ) : null}
        </span>
      )}
      {direction ? <span key={live?.changeCount} className="odds-button__flash" aria-hidden="true" /> : null}
    </button>
  );
});
