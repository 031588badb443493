import { offersEachWay } from '@sportsbook/betting';
import type { ErrorCode, LiveSelection, Money, OddsFormat, SlipSelection, StakeLimits } from '@sportsbook/betting';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useInRouterContext } from 'react-router';
import { slipEventPath } from '../../../components/odds-button/build-slip-selection';
import type { OddsMove } from '../../../stores/slip-store';
import { CloseIcon } from './icons';
import { LineLiveState } from './line-live-state';
import { OddsText } from './odds-text';
import { StakeInput } from './stake-input';

interface SelectionLineProps {
  readonly selection: SlipSelection;
  readonly format: OddsFormat;
  readonly live: LiveSelection | undefined;
  readonly move: OddsMove | undefined;
  readonly error: ErrorCode | undefined;
  /** A suspended single among others: skipped when placing (no bet), the others are placed. */
  readonly skipped?: boolean;
  /** The line's own stake field (single with more than one selection, spec 000 §5). */
  readonly stake: { readonly value: Money | null; readonly onChange: (stake: Money | null) => void } | null;
  /** The each-way checkbox (singles on markets with more than one place, spec 000 §5). */
  readonly eachWay: { readonly checked: boolean; readonly onChange: (checked: boolean) => void } | null;
  readonly stakeDisabled: boolean;
  readonly currency: string;
  readonly locale: string;
  /** The brand's stake limits in `currency` (decision 105). */
  readonly stakeLimits: StakeLimits;
  readonly onRemove: () => void;
}

/**
 * One slip line (spec 000 §2): outcome, market and event, an in-play event's clock and score,
 * the price with its live move, the 'Suspended' marker, the translated error under the line, and
 * its own stake and each-way controls when the bet type gives it them.
 */
export function SelectionLine(props: SelectionLineProps) {
  const { selection, format, live, move, error, stake, eachWay } = props;
  const { t } = useTranslation(['betslip', 'errors']);
  const nameId = useId();
  // A price the slip has not taken yet (accept-odds 'higher' or 'none') shows beside the taken one.
  const pending = live && live.odds !== selection.odds ? live : null;

  return (
    <li
      className={`slip-line${selection.isSuspended ? ' slip-line--suspended' : ''}${error ? ' slip-line--error' : ''}`}
      data-testid="betslip-selection"
      data-outcome-id={selection.outcomeId}
    >
      <div className="slip-line__main">
        <div className="slip-line__names">
          <span className="slip-line__outcome" id={nameId}>
            {selection.outcomeName}
          </span>
          <span className="slip-line__market">{selection.marketName}</span>
          <EventName selection={selection} />
          <LineLiveState eventId={selection.eventId} />
        </div>
        <div className="slip-line__price">
          {move ? (
            <span
              className={`slip-move slip-move--${move}`}
              role="img"
              aria-label={t(move === 'up' ? 'line.oddsUp' : 'line.oddsDown')}
            >
              {move === 'up' ? '▲' : '▼'}
            </span>
          ) : null}
          <OddsText
            odds={selection.odds}
            display={selection.displayOdds}
            format={format}
            startingPrice={Boolean(selection.isStartingPrice)}
          />
          {pending ? (
            <span className="slip-line__new-odds">
              {t('line.newOdds')} <OddsText odds={pending.odds} display={pending.displayOdds} format={format} />
            </span>
          ) : null}
        </div>
        <button
          type="button"
          className="icon-button slip-line__remove"
          aria-label={t('actions.remove', { name: selection.outcomeName })}
          onClick={props.onRemove}
        >
          <CloseIcon size={16} />
        </button>
      </div>
      {selection.isSuspended ? (
        <p className="slip-line__suspended">
          {t('line.suspended')}
          {props.skipped ? <span className="slip-line__skipped"> · {t('line.skipped')}</span> : null}
        </p>
      ) : null}
      {error ? <p className="slip-line__error">{t(`errors:${error}`)}</p> : null}
      {eachWay && offersEachWay(selection) ? (
        <label className="slip-check">
          <input
            type="checkbox"
            checked={eachWay.checked}
            onChange={(event) => eachWay.onChange(event.target.checked)}
          />
          {t('line.eachWay', { price: selection.ewPrice, places: selection.ewPlace })}
        </label>
      ) : null}
      {stake ? (
        <StakeInput
          value={stake.value}
          onChange={stake.onChange}
          currency={props.currency}
          locale={props.locale}
          limits={props.stakeLimits}
          disabled={props.stakeDisabled}
          describedBy={nameId}
        />
      ) : null}
    </li>
  );
}

/** The line's event, a link to its screen when the line knows it (inside a router only). */
function EventName({ selection }: { readonly selection: SlipSelection }) {
  const inRouter = useInRouterContext();
  const path = slipEventPath(selection);
  if (!path || !inRouter) return <span className="slip-line__event">{selection.eventName}</span>;
  return (
    <Link className="slip-line__event slip-line__event-link" to={path}>
      {selection.eventName}
    </Link>
  );
}
