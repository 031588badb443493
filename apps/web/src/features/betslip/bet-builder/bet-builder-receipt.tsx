import { formatMoney } from '@sportsbook/betting';
import { useTranslation } from 'react-i18next';
import type { BetBuilderReceipt } from '../../../stores/bet-builder-store';

interface BetBuilderReceiptProps {
  readonly receipt: BetBuilderReceipt;
  readonly eventName: string;
  readonly currency: string;
  readonly locale: string;
  readonly onDone: () => void;
}

/** The Bet Builder receipt (spec 000 §3): bet id, the legs (event, outcome), stake and potential return. */
export function BetBuilderReceiptView({ receipt, eventName, currency, locale, onDone }: BetBuilderReceiptProps) {
  const { t } = useTranslation(['betbuilder', 'betslip']);
  return (
    <div className="slip-body bb-receipt" role="status" aria-label={t('receipt.title')}>
      <p className="bb-receipt__title">{t('receipt.title')}</p>
      <p className="bb-receipt__id">{t('receipt.id', { id: receipt.betId })}</p>
      {eventName ? <p className="bb-slip__event">{eventName}</p> : null}
      <ul className="bb-receipt__legs" aria-label={t('lines')}>
        {receipt.selections.map((leg, index) => (
          <li key={`${leg.outcomeName}-${index}`} className="bb-line">
            <span className="bb-line__mark" aria-hidden="true" />
            <span className="bb-line__text">{leg.outcomeName}</span>
          </li>
        ))}
      </ul>
      <dl className="slip-totals__list">
        <div className="slip-totals__row">
          <dt>{t('odds')}</dt>
          <dd>{receipt.odds.toFixed(2)}</dd>
        </div>
        <div className="slip-totals__row">
          <dt>{t('betslip:totals.totalStake')}</dt>
          <dd>{formatMoney(receipt.stake, currency, locale)}</dd>
        </div>
        <div className="slip-totals__row slip-totals__row--return">
          <dt>{t('betslip:totals.potentialReturn')}</dt>
          <dd>{formatMoney(receipt.potentialReturn, currency, locale)}</dd>
        </div>
      </dl>
      <button type="button" className="btn btn-primary slip-place__button" onClick={onDone}>
        {t('receipt.done')}
      </button>
    </div>
  );
}
