// The builder's strings first (decision 035).
import '../../../i18n/bet-builder-strings-ready';
import { BET_BUILDER_ADD_MORE, formatMoney, isErrorCode } from '@sportsbook/betting';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBetBuilderStore } from '../../../stores/bet-builder-store';
import { useUiStore } from '../../../stores/ui-store';
import { FreebetSelect } from '../components/freebet-select';
import { CloseIcon, TrashIcon } from '../components/icons';
import { OddsText } from '../components/odds-text';
import { AcceptOdds, InsufficientFunds, SlipError } from '../components/slip-messages';
import { StakeInput } from '../components/stake-input';
import { useStakeLimits } from '../hooks/use-stake-limits';
import { BetBuilderReceiptView } from './bet-builder-receipt';
import { useBetBuilder } from './use-bet-builder';
import './bet-builder.css';

interface BetBuilderSlipProps {
  /** The mobile floating slip: it can be closed, and is at least 420 px high (spec 000 §2). */
  readonly mini?: boolean;
  readonly titleId?: string;
  readonly onClose?: () => void;
}

/**
 * The bet slip in Bet Builder mode (spec 000 §2–§5, §8): the ticket's lines with their
 * descriptions, the combined odds in the bettor's format, stake and free bet, the warnings under
 * 'Please note:', Place Bet, then the receipt; insufficient funds and other errors as banners.
 */
export function BetBuilderSlip({ mini = false, titleId, onClose }: BetBuilderSlipProps) {
  const { t } = useTranslation(['betbuilder', 'betslip', 'errors']);
  const ownTitleId = useId();
  const headingId = titleId ?? ownTitleId;
  const noteId = useId();
  const reasonId = useId();
  const view = useBetBuilder();
  const { eventId, eventName, stake, processingStatus, receipt, error, calculating, checking } = useBetBuilderStore();
  const { ticket, currency, locale } = view;
  const stakeLimits = useStakeLimits(currency);
  const processing = processingStatus === 'processing';
  const leave = () => useBetBuilderStore.getState().reset();
  const reason = view.disabledReason;
  const note = !view.loggedIn
    ? t('betslip:place.loginHint')
    : reason && ticket && !view.warning
      ? t(`reason.${reason}`)
      : '';

  return (
    <section
      data-testid="betbuilder-slip"
      className={`slip bb-slip${mini ? ' slip--mini bb-slip--mini' : ''}`}
      aria-labelledby={headingId}
      aria-busy={calculating || processing || undefined}
    >
      <header className="slip-header">
        <h2 id={headingId} className="slip-header__title">
          {t('title')}
        </h2>
        <div className="slip-header__actions">
          <button type="button" className="icon-button" aria-label={t('leave')} disabled={processing} onClick={leave}>
            <TrashIcon />
          </button>
          {onClose ? (
            <button
              type="button"
              className="icon-button"
              aria-label={t('betslip:actions.close')}
              disabled={processing}
              onClick={onClose}
            >
              <CloseIcon />
            </button>
          ) : null}
        </div>
      </header>
      {error === 'BALANCE_INSUFFICIENT' ? <InsufficientFunds /> : null}
      {error && error !== 'BALANCE_INSUFFICIENT' ? <SlipError error={error} /> : null}
      {processingStatus === 'completed' && receipt ? (
        <BetBuilderReceiptView
          receipt={receipt}
          eventName={eventName}
          currency={currency}
          locale={locale}
          onDone={leave}
        />
      ) : (
        <div className="slip-body bb-slip__body">
          {eventName ? <p className="bb-slip__event">{eventName}</p> : null}
          {ticket === null ? (
            <p className="bb-slip__loading" role="status">
              {t('calculating')}
            </p>
          ) : (
            <>
              <ul className="slip-lines bb-slip__lines" aria-label={t('lines')}>
                {ticket.selections.map((line) => {
                  const text = line.descriptionTranslated || line.description;
                  return (
                    <li key={line.id} className="bb-line" data-outcome-id={line.id}>
                      <span className="bb-line__mark" aria-hidden="true" />
                      <span className="bb-line__text">{text}</span>
                      <button
                        type="button"
                        className="icon-button bb-line__remove"
                        aria-label={t('remove', { name: text })}
                        disabled={processing}
                        onClick={() => view.remove(line.id)}
                      >
                        <CloseIcon />
                      </button>
                      {line.error ? (
                        <p className="bb-line__error">
                          {line.error !== 'CANNOT_COMBINE' && isErrorCode(line.error)
                            ? t(`errors:${line.error}`)
                            : t('lineError')}
                        </p>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
              <div className="bb-slip__price">
                <span>{t('odds')}</span>
                {calculating ? (
                  <span className="bb-slip__updating">{t('calculating')}</span>
                ) : (
                  <OddsText odds={ticket.odds} display={ticket.displayOdds} format={view.oddsFormat} />
                )}
                {view.live ? (
                  <span className="slip-line__new-odds">
                    {t('betslip:line.newOdds')}{' '}
                    <OddsText odds={view.live.odds} display={view.live.displayOdds} format={view.oddsFormat} />
                  </span>
                ) : null}
              </div>
              {view.live && !processing ? (
                <AcceptOdds onAccept={() => useBetBuilderStore.getState().liveOddsAccepted()} />
              ) : null}
              {view.warning ? (
                <div
                  className="slip-banner slip-banner--warning bb-slip__warning"
                  role="status"
                  aria-labelledby={noteId}
                >
                  <strong id={noteId}>{t('pleaseNote')}</strong>{' '}
                  <span>{t(view.warning === BET_BUILDER_ADD_MORE ? 'addMore' : 'cannotCombine')}</span>
                </div>
              ) : null}
              <div className="slip-options">
                <StakeInput
                  value={stake}
                  onChange={(next) => useBetBuilderStore.getState().stakeSet(next)}
                  currency={currency}
                  locale={locale}
                  limits={stakeLimits}
                  disabled={view.freebet !== null}
                />
                <FreebetSelect
                  options={view.freebetOptions}
                  active={view.freebet}
                  currency={currency}
                  locale={locale}
                  onChoose={(id) => useBetBuilderStore.getState().freebetChosen(id)}
                />
              </div>
              <dl className="slip-totals__list bb-slip__totals">
                <div className="slip-totals__row slip-totals__row--return">
                  <dt>{t('betslip:totals.potentialReturn')}</dt>
                  <dd>{formatMoney(view.potentialReturn, currency, locale)}</dd>
                </div>
              </dl>
              <div className="slip-place">
                <button
                  type="button"
                  className="btn btn-primary slip-place__button"
                  disabled={reason !== null || processing || calculating}
                  aria-describedby={note ? reasonId : undefined}
                  aria-busy={processing || undefined}
                  onClick={() => void view.place()}
                >
                  {processing
                    ? checking
                      ? t('betslip:results.checking')
                      : t('betslip:place.placing')
                    : t('betslip:place.button')}
                </button>
                <p id={reasonId} className="slip-place__reason" aria-live="polite">
                  {note}
                </p>
              </div>
            </>
          )}
          {eventId !== null ? (
            <button
              type="button"
              className="btn btn-outline bb-slip__edit"
              disabled={processing}
              onClick={() => useUiStore.getState().openModal('betbuilder', { eventId, eventName })}
            >
              {t('edit')}
            </button>
          ) : null}
        </div>
      )}
    </section>
  );
}
