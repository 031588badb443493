import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { deposit } from '../../api/cashier-api';
import { Field } from '../../components/field';
import { Notice } from '../../components/notice';
import { useFrame } from '../../frame/frame-context';
import { useFormGeneration } from '../../frame/form-reset';
import { useErrorText } from '../../hooks/use-error-text';
import { useSite } from '../../hooks/use-site';
import { cardDigits, checkCard, formatCardNumber, formatExpiry } from '../../lib/card';
import type { CardErrors } from '../../lib/card';
import { readEnv } from '../../lib/env';
import { MAX_CASHIER_AMOUNT, parseAmount, showMajor, showMoney } from '../../lib/money';
import type { CashierSectionProps } from './cashier-types';

const QUICK_AMOUNTS = [1_000, 2_500, 5_000, 10_000];

function DepositForm({ token, balance, onMoneyMoved, onAuthError }: CashierSectionProps) {
  const { t } = useTranslation('cashier');
  const errorText = useErrorText();
  const bridge = useFrame();
  const { language } = useSite();
  const [amount, setAmount] = useState('');
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '', holder: '' });
  const [amountError, setAmountError] = useState<string | null>(null);
  const [cardErrors, setCardErrors] = useState<CardErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const currency = balance?.currency ?? null;
  const parsed = parseAmount(amount);

  const cardError = (field: keyof CardErrors) => {
    const problem = cardErrors[field];
    return problem ? t(`deposit.errors.${field}.${problem}`) : null;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setSuccess(null);
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
    setBusy(true);
    try {
      const answer = await deposit(token, parsed.minor, {
        number: cardDigits(card.number),
        expiry: card.expiry.trim(),
        cvc: card.cvc.trim(),
        holder: card.holder.trim(),
      });
      setSuccess(
        t('deposit.success', {
          amount: showMoney(parsed.minor, answer.currency, language),
          balance: showMajor(answer.balance, answer.currency, language),
        }),
      );
      setCard((current) => ({ ...current, number: '', cvc: '' }));
      setAmount('');
      bridge.post('action_done', { action: 'deposit' });
      await onMoneyMoved();
    } catch (error) {
      if (!onAuthError(error)) setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      {success ? <Notice tone="success">{success}</Notice> : null}
      {failure ? <Notice tone="error">{errorText(failure, currency)}</Notice> : null}
      <Field
        label={t('amount', { currency: currency ?? '' })}
        name="amount"
        inputMode="decimal"
        autoComplete="transaction-amount"
        required
        error={amountError}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      {currency ? (
        <div className="chips" role="group" aria-label={t('deposit.quick')}>
          {QUICK_AMOUNTS.map((minor) => (
            <button key={minor} type="button" className="chip" onClick={() => setAmount(String(minor / 100))}>
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
