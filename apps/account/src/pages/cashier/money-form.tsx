import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Money } from '@sportsbook/betting';
import { Field } from '../../components/field';
import { Notice } from '../../components/notice';
import { useFrame } from '../../frame/frame-context';
import { useErrorText } from '../../hooks/use-error-text';
import { useSite } from '../../hooks/use-site';
import { showMajor, showMoney } from '../../lib/money';
import type { CashierSectionProps } from './cashier-types';

/** A form that moves money; also the `action` of its `action_done`. */
type MoneyAction = 'deposit' | 'withdraw';

/** What the cashier answers when money moved: the new balance, in major units. */
interface MovedMoney {
  readonly balance: number;
  readonly currency: string;
}

const SUCCESS_KEYS = { deposit: 'deposit.success', withdraw: 'withdraw.success' } as const;

/**
 * What the deposit and withdraw forms share: the typed amount and its error, the last outcome,
 * and `move`, which sends one request and reports it the same way for both.
 */
export function useMoneyForm(
  action: MoneyAction,
  { onMoneyMoved, onAuthError }: Pick<CashierSectionProps, 'onMoneyMoved' | 'onAuthError'>,
) {
  const { t } = useTranslation('cashier');
  const bridge = useFrame();
  const { language } = useSite();
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** Forgets the last outcome as the player tries again. */
  function clearOutcome() {
    setFailure(null);
    setSuccess(null);
  }

  /**
   * Sends `request` for `minor`. When it goes through: says so with the new balance, runs
   * `onMoved` (clearing what should not stay typed), empties the amount, tells the shell and
   * re-reads the balance. A refusal is shown, unless it ended the session.
   */
  async function move(minor: Money, request: (minor: Money) => Promise<MovedMoney>, onMoved?: () => void) {
    setBusy(true);
    try {
      const answer = await request(minor);
      setSuccess(
        t(SUCCESS_KEYS[action], {
          amount: showMoney(minor, answer.currency, language),
          balance: showMajor(answer.balance, answer.currency, language),
        }),
      );
      onMoved?.();
      setAmount('');
      bridge.post('action_done', { action });
      await onMoneyMoved();
    } catch (error) {
      if (!onAuthError(error)) setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return { amount, setAmount, amountError, setAmountError, failure, success, busy, clearOutcome, move };
}

/** The outcome of the last try: what moved, or why it did not. */
export function MoneyNotices({
  success,
  failure,
  currency,
}: {
  readonly success: string | null;
  readonly failure: unknown;
  readonly currency: string | null;
}) {
  const errorText = useErrorText();
  return (
    <>
      {success ? <Notice tone="success">{success}</Notice> : null}
      {failure ? <Notice tone="error">{errorText(failure, currency)}</Notice> : null}
    </>
  );
}

/** The amount to move, labelled with the currency once the balance says which. */
export function AmountField({
  currency,
  autoComplete,
  error,
  value,
  onChange,
}: {
  readonly currency: string | null;
  readonly autoComplete?: string;
  readonly error: string | null;
  readonly value: string;
  readonly onChange: (value: string) => void;
}) {
  const { t } = useTranslation('cashier');
  return (
    <Field
      label={t('amount', { currency: currency ?? '' })}
      name="amount"
      inputMode="decimal"
      autoComplete={autoComplete}
      required
      error={error}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
