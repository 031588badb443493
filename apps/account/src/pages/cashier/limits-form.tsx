import { MINOR_PER_MAJOR } from '@sportsbook/betting';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEPOSIT_LIMIT_PERIODS } from '@sportsbook/protocol';
import type { DepositLimitPeriod, DepositLimitsAnswer, DepositLimitsUpdate } from '@sportsbook/protocol';
import { fetchLimits, updateLimits } from '../../api/cashier-api';
import { Field } from '../../components/field';
import { Notice } from '../../components/notice';
import { Loading } from '../../components/spinner';
import { useFrame } from '../../frame/frame-context';
import { useAsync, useAuthErrorEffect } from '../../hooks/use-async';
import { useErrorText } from '../../hooks/use-error-text';
import { useSite } from '../../hooks/use-site';
import { parseAmount, showMoney } from '../../lib/money';

type Limits = DepositLimitsAnswer['data'];

function textOf(minor: number | null): string {
  return minor === null ? '' : (minor / MINOR_PER_MAJOR).toFixed(2);
}

/** Props of `LimitsForm`. */
export interface LimitsFormProps {
  readonly token: string;
  readonly currency: string | null;
  readonly onAuthError: (error: unknown) => boolean;
}

function LimitsEditor({ token, currency, onAuthError, initial }: LimitsFormProps & { readonly initial: Limits }) {
  const { t } = useTranslation('cashier');
  const errorText = useErrorText();
  const bridge = useFrame();
  const { language } = useSite();
  const [limits, setLimits] = useState(initial);
  const [texts, setTexts] = useState(() =>
    Object.fromEntries(DEPOSIT_LIMIT_PERIODS.map((period) => [period, textOf(initial[period].amount)])),
  );
  const [errors, setErrors] = useState<Partial<Record<DepositLimitPeriod, string>>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const money = (minor: number) => (currency ? showMoney(minor, currency, language) : textOf(minor));
  const dateOf = (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setNotice(null);
    const update: { -readonly [Period in DepositLimitPeriod]?: number | null } = {};
    const found: Partial<Record<DepositLimitPeriod, string>> = {};
    for (const period of DEPOSIT_LIMIT_PERIODS) {
      const text = (texts[period] ?? '').trim();
      const parsed = text === '' ? null : parseAmount(text);
      if (parsed && parsed.minor === null) {
        found[period] = t('amountInvalid');
        continue;
      }
      const wanted = parsed ? parsed.minor : null;
      const view = limits[period];
      const alreadyAsked = view.pending !== null && view.pending.amount === wanted;
      if (wanted !== view.amount && !alreadyAsked) update[period] = wanted;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (Object.keys(update).length === 0) {
      setNotice(t('limits.unchanged'));
      return;
    }
    setBusy(true);
    try {
      const answer = await updateLimits(token, update as DepositLimitsUpdate);
      setLimits(answer.data);
      setNotice(t('limits.saved'));
      bridge.post('action_done', { action: 'limits' });
    } catch (error) {
      if (!onAuthError(error)) setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="stack" onSubmit={submit} noValidate aria-labelledby="limits-title">
      <h2 id="limits-title">{t('limits.title')}</h2>
      <p>{t('limits.intro')}</p>
      <Notice tone="info">{t('limits.coolingOff')}</Notice>
      {notice ? <Notice tone="success">{notice}</Notice> : null}
      {failure ? <Notice tone="error">{errorText(failure, currency)}</Notice> : null}
      {DEPOSIT_LIMIT_PERIODS.map((period) => {
        const view = limits[period];
        const hints = [
          view.amount === null ? t('limits.none') : t('limits.current', { amount: money(view.amount) }),
          view.remaining !== null ? t('limits.remaining', { amount: money(view.remaining) }) : null,
          view.pending
            ? view.pending.amount === null
              ? t('limits.pendingRemoval', { date: dateOf(view.pending.effective_at) })
              : t('limits.pending', { amount: money(view.pending.amount), date: dateOf(view.pending.effective_at) })
            : null,
        ].filter(Boolean);
        return (
          <Field
            key={period}
            label={t(`limits.${period}`, { currency: currency ?? '' })}
            name={`limit-${period}`}
            inputMode="decimal"
            hint={hints.join(' · ')}
            error={errors[period]}
            value={texts[period] ?? ''}
            onChange={(event) => setTexts({ ...texts, [period]: event.target.value })}
          />
        );
      })}
      <button type="submit" className="button" disabled={busy}>
        {t('limits.save')}
      </button>
    </form>
  );
}

/** Deposit limits per rolling day, week and month; raising or removing waits the cooling-off. */
export function LimitsForm(props: LimitsFormProps) {
  const errorText = useErrorText();
  const limits = useAsync(props.token, () => fetchLimits(props.token));
  useAuthErrorEffect(limits, props.onAuthError);
  if (limits.status === 'loading') return <Loading />;
  if (limits.status === 'error') return <Notice tone="error">{errorText(limits.error)}</Notice>;
  return <LimitsEditor {...props} initial={limits.value.data} />;
}
