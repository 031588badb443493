import { formatMoney, formatOdds, toMoney } from '@sportsbook/betting';
import type { OddsFormat } from '@sportsbook/betting';
import type { MyBet } from '@sportsbook/protocol';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../../lib/format-date';
import { describeBetType } from '../lib/bet-summary';
import { BetLeg } from './bet-leg';
import { CashOutControl } from './cash-out-control';
import { useSiteStore } from '../../../stores/site-store';

/**
 * One bet of My Bets: its type and status, when it was placed, its legs, the stake and the
 * potential return (open) or what it paid (settled), and the cash-out offer of an open bet.
 */
export function BetCard({ bet, format, timeZone }: { bet: MyBet; format: OddsFormat; timeZone: string }) {
  // The slip's namespace names the full covers ('Yankee') once for both.
  const { t, i18n } = useTranslation(['mybets', 'betslip']);
  const titleId = useId();
  const money = (minor: number) => formatMoney(toMoney(minor), bet.currency, i18n.language);
  const type = describeBetType(bet);
  const open = bet.status === 'open';
  const cashoutEnabled = useSiteStore((state) => state.cashoutEnabled);
  return (
    <article className={`bet-card card bet-card--${bet.status}`} aria-labelledby={titleId} data-bet-id={bet.id}>
      <header className="bet-card__header">
        <h3 id={titleId} className="bet-card__type">
          {t(type.key, type.values)}
          {bet.each_way && <span className="bet-card__tag">{t('type.eachWay')}</span>}
          {bet.freebet_id !== null && <span className="bet-card__tag">{t('type.freebet')}</span>}
        </h3>
        <span className={`bet-status bet-status--${bet.status}`}>{t(`status.${bet.status}`)}</span>
      </header>
      <p className="bet-card__meta">
        {t('placedAt', { date: formatDisplayDate(bet.placed_at, timeZone, i18n.language) })} ·{' '}
        {t('betId', { id: bet.id })}
      </p>
      <ul className="bet-card__legs">
        {bet.legs.map((leg) => (
          <BetLeg key={leg.position} leg={leg} format={format} betOpen={open} />
        ))}
      </ul>
      <dl className="bet-card__totals">
        {bet.bet_type === 'betbuilder' && bet.odds !== undefined ? (
          <div>
            <dt>{t('type.betBuilderOdds')}</dt>
            <dd>{formatOdds(bet.odds, format)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('stake')}</dt>
          <dd>
            {bet.bets > 1
              ? t('linesStake', { lines: bet.bets, stake: money(bet.stake), total: money(bet.total_stake) })
              : money(bet.total_stake)}
          </dd>
        </div>
        {open ? (
          <div>
            <dt>{t('potentialReturn')}</dt>
            <dd>{bet.potential_return > 0 ? money(bet.potential_return) : t('returnUnknown')}</dd>
          </div>
        ) : (
          <div>
            <dt>{bet.status === 'cashed_out' ? t('cashedOutFor') : t('return')}</dt>
            <dd className="bet-card__paid">{money(bet.payout ?? 0)}</dd>
          </div>
        )}
        {open && (bet.combo_boost ?? 0) > 0 && (
          <div>
            <dt>{t('comboBoost')}</dt>
            <dd>+{money(bet.combo_boost ?? 0)}</dd>
          </div>
        )}
        {!open && (bet.combo_boost_paid ?? 0) > 0 && (
          <div>
            <dt>{t('comboBoostPaid')}</dt>
            <dd>+{money(bet.combo_boost_paid ?? 0)}</dd>
          </div>
        )}
        {/* RO and GR withhold tax: shown on the potential return while open, on the payout once settled. */}
        {bet.tax > 0 && (
          <div>
            <dt>{t('tax')}</dt>
            <dd>{money(bet.tax)}</dd>
          </div>
        )}
      </dl>
      {bet.payout_capped ? <p className="bet-card__note">{t('payoutCapped')}</p> : null}
      {open && cashoutEnabled && bet.cashout && (
        <CashOutControl betId={bet.id} offer={bet.cashout} currency={bet.currency} />
      )}
    </article>
  );
}
