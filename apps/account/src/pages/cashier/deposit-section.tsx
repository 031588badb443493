import { MINOR_PER_MAJOR } from '@sportsbook/betting';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { deposit, fetchSavedCard, removeSavedCard } from '../../api/cashier-api';
import { Field } from '../../components/field';
import { useFormGeneration } from '../../frame/form-reset';
import { useAsync } from '../../hooks/use-async';
import { useSite } from '../../hooks/use-site';
import { cardDigits, checkCard, formatCardNumber, formatExpiry } from '../../lib/card';
import type { CardErrors } from '../../lib/card';
import { readEnv } from '../../lib/env';
import { MAX_CASHIER_AMOUNT, parseAmount, showMoney } from '../../lib/money';
import type { CashierSectionProps } from './cashier-types';
import { AmountField, MoneyNotices, useMoneyForm } from './money-form';

const QUICK_AMOUNTS = [1_000, 2_500, 5_000, 10_000];

/** The card saved for quick deposits (decision 058), with a button to forget it. */
function SavedCardNotice({ token, reloadKey }: { readonly token: string; readonly reloadKey: number }) {
  const { t } = useTranslation('cashier');
  const saved = useAsync(`${token}:${reloadKey}`, () => fetchSavedCard(token));
  const [removed, setRemoved] = useState(false);
  if (removed) return <p role="status">{t('deposit.savedCardRemoved')}</p>;
  if (saved.status !== 'ready' || !saved.value.data) return null;
  const card = saved.value.data;
  return (
    <div className="field">
      <p>{t('deposit.savedCard', { last4: card.last4, expiry: card.expiry })}</p>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => {
          void removeSavedCard(token).then(
            () => setRemoved(true),
            () => saved.reload(),
          );
        }}
      >
        {t('deposit.removeSavedCard')}
      </button>
    </div>
  );
}

function DepositForm({ token, balance, ...section }: CashierSectionProps) {
  const { t } = useTranslation('cashier');
  const { language } = useSite();
  const { amount, setAmount, amountError, setAmountError, failure, success, busy, clearOutcome, move } = useMoneyForm(
    'deposit',
    section,
  );
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '', holder: '' });
  const [cardErrors, setCardErrors] = useState<CardErrors>({});
  const [saveCard, setSaveCard] = useState(false);
  const [savedRound, setSavedRound] = useState(0);
  const currency = balance?.currency ?? null;
  const parsed = parseAmount(amount);

  const cardError = (field: keyof CardErrors) => {
    const problem = cardErrors[field];
    return problem ? t(`deposit.errors.${field}.${problem}`) : null;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    clearOutcome();
    const amountProblem =
      parsed.error === 'AMOUNT_TOO_HIGH'
        ? t('amountTooHigh', { max: currency ? showMoney(MAX_CASHIER_AMOUNT, currency, language) : '1,000,000' })
        : parsed.error
          ? t('amountInvalid')
          : null;
    const problems = checkCard(card, new Date());
    setAmountError(amountProblem);
    setCardErrors(problems);
    if (parsed.minor === null || Object.keys(problems).length > 0) return;
    await move(
      parsed.minor,
      (minor) =>
        deposit(
          token,
          minor,
          {
            number: cardDigits(card.number),
            expiry: card.expiry.trim(),
            cvc: card.cvc.trim(),
            holder: card.holder.trim(),
          },
          saveCard,
        ),
      () => {
        setCard((current) => ({ ...current, number: '', cvc: '' }));
        if (saveCard) setSavedRound((round) => round + 1);
      },
    );
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <MoneyNotices success={success} failure={failure} currency={currency} />
      <AmountField
        currency={currency}
        autoComplete="transaction-amount"
        error={amountError}
        value={amount}
        onChange={setAmount}
      />
      {currency ? (
        <div className="chips" role="group" aria-label={t('deposit.quick')}>
          {QUICK_AMOUNTS.map((minor) => (
            <button
              key={minor}
              type="button"
              className="chip"
              onClick={() => setAmount(String(minor / MINOR_PER_MAJOR))}
            >
              {showMoney(minor, currency, language)}
            </button>
          ))}
        </div>
      ) : null}
      <Field
        label={t('deposit.cardNumber')}
        name="cardnumber"
        inputMode="numeric"
        autoComplete="cc-number"
        required
        error={cardError('number')}
        value={card.number}
        onChange={(event) => setCard({ ...card, number: formatCardNumber(event.target.value) })}
      />
      <div className="field-row">
        <Field
          label={t('deposit.expiry')}
          name="exp-date"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('deposit.expiryPlaceholder')}
          required
          error={cardError('expiry')}
          value={card.expiry}
          onChange={(event) => setCard({ ...card, expiry: formatExpiry(event.target.value) })}
        />
        <Field
          label={t('deposit.cvc')}
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          required
          error={cardError('cvc')}
          value={card.cvc}
          onChange={(event) => setCard({ ...card, cvc: event.target.value.replace(/\D/g, '') })}
        />
      </div>
      <Field
        label={t('deposit.holder')}
        name="ccname"
        autoComplete="cc-name"
        required
        error={cardError('holder')}
        value={card.holder}
        onChange={(event) => setCard({ ...card, holder: event.target.value })}
      />
      <div className="field">
        <div className="checkbox">
          <input
            id="save-card"
            type="checkbox"
            checked={saveCard}
            aria-describedby="save-card-hint"
            onChange={(event) => setSaveCard(event.target.checked)}
          />
          <label htmlFor="save-card">{t('deposit.saveCard')}</label>
        </div>
        <p id="save-card-hint" className="field-hint">
          {t('deposit.saveCardHint')}
        </p>
      </div>
      <SavedCardNotice token={token} reloadKey={savedRound} />
      <button type="submit" className="button button-block" disabled={busy || !currency}>
        {busy
          ? t('processing')
          : parsed.minor !== null && currency
            ? t('deposit.submitAmount', { amount: showMoney(parsed.minor, currency, language) })
            : t('deposit.submit')}
      </button>
      <p className="field-hint">{t('deposit.secure')}</p>
      {readEnv().testBuild ? <p className="field-hint">{t('deposit.testCards')}</p> : null}
    </form>
  );
}

/** `/cashier/deposit`: a card deposit through the test provider (decision 017). */
export function DepositSection(props: CashierSectionProps) {
  const generation = useFormGeneration();
  return <DepositForm key={generation} {...props} />;
}
