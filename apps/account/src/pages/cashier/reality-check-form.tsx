import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchRealityCheck, updateRealityCheck } from '../../api/cashier-api';
import { SelectField } from '../../components/field';
import { Notice } from '../../components/notice';
import { Loading } from '../../components/spinner';
import { useAsync, useAuthErrorEffect } from '../../hooks/use-async';
import { useErrorText } from '../../hooks/use-error-text';
import { setRealityCheckInterval } from '../../lib/reality-check-interval';

/** The intervals offered, in minutes (the server takes 10–600). */
const INTERVALS = [10, 15, 20, 30, 45, 60, 90, 120, 180, 240, 360, 600];

function RealityCheckEditor({
  token,
  initial,
  onAuthError,
}: {
  token: string;
  initial: number;
  onAuthError: (e: unknown) => boolean;
}) {
  const { t } = useTranslation('cashier');
  const errorText = useErrorText();
  const [minutes, setMinutes] = useState(String(initial));
  const [saved, setSaved] = useState<number | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const options = (INTERVALS.includes(initial) ? INTERVALS : [...INTERVALS, initial].sort((a, b) => a - b)).map(
    (value) => ({ value: String(value), label: t('realityCheck.every', { count: value }) }),
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setBusy(true);
    try {
      const stored = await updateRealityCheck(token, Number(minutes));
      setRealityCheckInterval(stored);
      setSaved(stored);
    } catch (error) {
      if (!onAuthError(error)) setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="stack" onSubmit={submit} aria-labelledby="reality-check-title">
      <h2 id="reality-check-title">{t('realityCheck.title')}</h2>
      <p>{t('realityCheck.intro')}</p>
      {saved !== null ? <Notice tone="success">{t('realityCheck.saved', { count: saved })}</Notice> : null}
      {failure ? <Notice tone="error">{errorText(failure)}</Notice> : null}
      <SelectField
        label={t('realityCheck.interval')}
        name="reality-check"
        value={minutes}
        onChange={setMinutes}
        options={options}
      />
      <button type="submit" className="button" disabled={busy}>
        {t('realityCheck.save')}
      </button>
    </form>
  );
}

/** How often the reality-check reminder appears while logged in. */
export function RealityCheckForm({ token, onAuthError }: { token: string; onAuthError: (e: unknown) => boolean }) {
  const errorText = useErrorText();
  const interval = useAsync(token, () => fetchRealityCheck(token));
  useAuthErrorEffect(interval, onAuthError);
  if (interval.status === 'loading') return <Loading />;
  if (interval.status === 'error') return <Notice tone="error">{errorText(interval.error)}</Notice>;
  return <RealityCheckEditor token={token} initial={interval.value} onAuthError={onAuthError} />;
}
