import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { withdraw } from '../../api/cashier-api';
import { Field } from '../../components/field';
import { Notice } from '../../components/notice';
import { useFrame } from '../../frame/frame-context';
import { useFormGeneration } from '../../frame/form-reset';
import { useErrorText } from '../../hooks/use-error-text';
import { useSite } from '../../hooks/use-site';
import { parseAmount, showMajor, showMoney } from '../../lib/money';
import type { CashierSectionProps } from './cashier-types';

function WithdrawForm({ token, balance, onMoneyMoved, onAuthError }: CashierSectionProps) {
  const { t } = useTranslation('cashier');
  const errorText = useErrorText();
  const bridge = useFrame();
  const { language } = useSite();
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const available = balance?.minor ?? null;
  const currency = balance?.currency ?? null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setSuccess(null);
    if (available === null || currency === null) return;
    const parsed = parseAmount(amount);
    const problem =
      parsed.minor === null
        ? t('amountInvalid')
        : parsed.minor > available
          ? t('withdraw.overAvailable', { amount: showMoney(available, currency, language) })
          : null;
    setAmountError(problem);
    if (problem || parsed.minor === null) return;
    setBusy(true);
    try {
      const answer = await withdraw(token, parsed.minor);
      setSuccess(
        t('withdraw.success', {
          amount: showMoney(parsed.minor, answer.currency, language),
          balance: showMajor(answer.balance, answer.currency, language),
        }),
      );
      setAmount('');
      bridge.post('action_done', { action: 'withdraw' });
      await onMoneyMoved();
    } catch (error) {
      if (!onAuthError(error)) setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <p>{t('withdraw.intro')}</p>
      {available !== null && currency ? (
        <p className="balance-line balance-line-soft">
          <span>{t('withdraw.available')}</span>
          <strong data-testid="withdrawable">{showMoney(available, currency, language)}</strong>
        </p>
      ) : null}
      {success ? <Notice tone="success">{success}</Notice> : null}
      {failure ? <Notice tone="error">{errorText(failure, currency)}</Notice> : null}
      {available === 0 ? <Notice tone="info">{t('withdraw.nothing')}</Notice> : null}
      <Field
        label={t('amount', { currency: currency ?? '' })}
        name="amount"
        inputMode="decimal"
        required
        error={amountError}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <button type="submit" className="button button-block" disabled={busy || !available}>
        {busy ? t('processing') : t('withdraw.submit')}
      </button>
    </form>
  );
}

/** `/cashier/withdraw`: never more than the withdrawable balance, which it shows. */
export function WithdrawSection(props: CashierSectionProps) {
  const generation = useFormGeneration();
  return <WithdrawForm key={generation} {...props} />;
}
