import { formatMoney, toMoney } from '@sportsbook/betting';
import type { Money } from '@sportsbook/betting';
import type { CashoutOffer } from '@sportsbook/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCashOut } from '../hooks/use-cash-out';

/** Reasons that only pause a cash out; the others never allow one on this bet, so nothing is said. */
const PAUSED_REASONS = new Set(['suspended', 'unpriced']);

/** What the last attempt left to say. */
type Notice = 'changed' | 'unavailable' | 'unconfirmed' | null;

/**
 * The cash-out button of an open bet with its live quote, and a confirm step: the bettor confirms
 * the amount shown, and that exact amount is sent (the server refuses a quote that has moved).
 */
export function CashOutControl({ betId, offer, currency }: { betId: number; offer: CashoutOffer; currency: string }) {
  const { t, i18n } = useTranslation('mybets');
  const cashOut = useCashOut();
  const [confirming, setConfirming] = useState<Money | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const money = (amount: Money) => formatMoney(amount, currency, i18n.language);

  const confirm = (quote: Money) => {
    setNotice(null);
    cashOut.mutate(
      { betId, quote },
      {
        onSuccess: (answer) => {
          if (answer.status === 1) return setConfirming(null);
          const newQuote = answer.message === 'CASHOUT_QUOTE_CHANGED' ? answer.meta.error.quote : null;
          if (typeof newQuote === 'number' && Number.isSafeInteger(newQuote) && newQuote > 0) {
            setConfirming(toMoney(newQuote));
            setNotice('changed');
          } else {
            setConfirming(null);
            setNotice('unavailable');
          }
        },
        onError: () => {
          setConfirming(null);
          setNotice('unconfirmed');
        },
      },
    );
  };

  const message = notice && (
    <p className={`cash-out__notice cash-out__notice--${notice}`} role="status">
      {t(`cashout.${notice}`)}
    </p>
  );

  if (!offer.available) {
    if (notice) return <div className="cash-out">{message}</div>;
    return PAUSED_REASONS.has(offer.reason) ? <p className="cash-out__paused">{t('cashout.paused')}</p> : null;
  }

  if (confirming !== null) {
    return (
      <div className="cash-out cash-out--confirming" role="group" aria-label={t('cashout.confirmGroup')}>
        {message}
        <p className="cash-out__question">{t('cashout.question', { amount: money(confirming) })}</p>
        <div className="cash-out__actions">
          <button
            type="button"
            className="btn btn-primary"
            disabled={cashOut.isPending}
            onClick={() => confirm(confirming)}
          >
            {cashOut.isPending ? t('cashout.pending') : t('cashout.confirm', { amount: money(confirming) })}
          </button>
          <button
            type="button"
            className="btn btn-outline"
            disabled={cashOut.isPending}
            onClick={() => {
              setConfirming(null);
              setNotice(null);
            }}
          >
            {t('cashout.cancel')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="cash-out">
      {message}
      <button
        type="button"
        className="btn btn-blue cash-out__button"
        onClick={() => {
          setNotice(null);
          setConfirming(toMoney(offer.quote));
        }}
      >
        {t('cashout.button', { amount: money(toMoney(offer.quote)) })}
      </button>
    </div>
  );
}
