import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { withdraw } from '../../api/cashier-api';
import { Notice } from '../../components/notice';
import { useFormGeneration } from '../../frame/form-reset';
import { useSite } from '../../hooks/use-site';
import { parseAmount, showMoney } from '../../lib/money';
import type { CashierSectionProps } from './cashier-types';
import { AmountField, MoneyNotices, useMoneyForm } from './money-form';

function WithdrawForm({ token, balance, ...section }: CashierSectionProps) {
  const { t } = useTranslation('cashier');
  const { language } = useSite();
  const { amount, setAmount, amountError, setAmountError, failure, success, busy, clearOutcome, move } = useMoneyForm(
    'withdraw',
    section,
  );
  const available = balance?.minor ?? null;
  const currency = balance?.currency ?? null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    clearOutcome();
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
    await move(parsed.minor, (minor) => withdraw(token, minor));
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
      <MoneyNotices success={success} failure={failure} currency={currency} />
      {available === 0 ? <Notice tone="info">{t('withdraw.nothing')}</Notice> : null}
      <AmountField currency={currency} error={amountError} value={amount} onChange={setAmount} />
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
