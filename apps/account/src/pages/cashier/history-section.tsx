import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CashierTransaction } from '@sportsbook/protocol';
import { fetchHistory } from '../../api/cashier-api';
import { Notice } from '../../components/notice';
import { Loading } from '../../components/spinner';
import { useAsync, useAuthErrorEffect } from '../../hooks/use-async';
import { useErrorText } from '../../hooks/use-error-text';
import { useSite } from '../../hooks/use-site';
import { showMajor } from '../../lib/money';
import type { CashierSectionProps } from './cashier-types';

const KNOWN_KINDS = new Set([
  'deposit',
  'withdrawal',
  'stake',
  'winnings',
  'refund',
  'cash_out',
  'freebet_grant',
  'freebet_stake',
  'freebet_expiry',
  'casino_stake',
  'casino_win',
]);

/** `/cashier/history`: the player's ledger, newest first, 20 at a time. */
export function HistorySection({ token, balance, onAuthError }: CashierSectionProps) {
  const { t } = useTranslation('cashier');
  const errorText = useErrorText();
  const { language } = useSite();
  const first = useAsync(token, () => fetchHistory(token, null));
  useAuthErrorEffect(first, onAuthError);
  const [more, setMore] = useState<{ rows: CashierTransaction[]; cursor: number | null } | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  if (first.status === 'loading') return <Loading />;
  if (first.status === 'error') {
    return <Notice tone="error">{errorText(first.error)}</Notice>;
  }
  const rows = [...first.value.data, ...(more?.rows ?? [])];
  const cursor = more ? more.cursor : first.value.next_cursor;
  const currency = balance?.currency ?? null;
  const dateFormat = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });

  async function loadMore() {
    if (cursor === null) return;
    setBusy(true);
    try {
      const page = await fetchHistory(token, cursor);
      setMore((current) => ({ rows: [...(current?.rows ?? []), ...page.data], cursor: page.next_cursor }));
    } catch (error) {
      if (!onAuthError(error)) setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  if (rows.length === 0) return <Notice tone="info">{t('history.empty')}</Notice>;
  return (
    <div className="stack">
      <div className="table-scroll" role="region" aria-label={t('history.title')} tabIndex={0}>
        <table className="history">
          <caption className="visually-hidden">{t('history.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('history.date')}</th>
              <th scope="col">{t('history.type')}</th>
              <th scope="col" className="numeric">
                {t('history.amount')}
              </th>
              <th scope="col" className="numeric">
                {t('history.balanceAfter')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-testid="history-row" data-kind={row.kind}>
                <td>{dateFormat.format(new Date(row.created_at))}</td>
                <td>{t(`history.kinds.${KNOWN_KINDS.has(row.kind) ? row.kind : 'other'}`)}</td>
                <td className={`numeric ${row.amount < 0 ? 'negative' : 'positive'}`}>
                  {currency ? showMajor(row.amount, currency, language) : row.amount.toFixed(2)}
                </td>
                <td className="numeric">
                  {currency ? showMajor(row.balance_after, currency, language) : row.balance_after.toFixed(2)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {failure ? <Notice tone="error">{errorText(failure)}</Notice> : null}
      {cursor !== null ? (
        <button type="button" className="button button-secondary" onClick={loadMore} disabled={busy}>
          {t('history.more')}
        </button>
      ) : null}
    </div>
  );
}
