import { formatMoney, formatOdds, toMoney } from '@sportsbook/betting';
import { useOddsFormat } from '../../hooks/use-preferences';
import { useSessionStore } from '../../stores/session-store';
import { useSiteStore } from '../../stores/site-store';
import { useActiveFreeBets } from '../use-free-bets';
import { useShellTranslation } from '../../i18n/i18n';
import './pages.css';

/** `/account-freebets`: the player's active free bets (amounts in minor units, minimum odds). */
export function FreeBetsPage() {
  const { t } = useShellTranslation();
  const { freeBets, loading } = useActiveFreeBets();
  const currency = useSessionStore((state) => state.currency) ?? useSiteStore.getState().config.currency;
  const language = useSiteStore((state) => state.language);
  const oddsFormat = useOddsFormat();
  const money = (minor: number) => formatMoney(toMoney(minor), currency, language);
  return (
    <section className="info-page" aria-labelledby="free-bets-title">
      <h1 id="free-bets-title" className="info-page__title">
        {t('account.free_bets')}
      </h1>
      {loading ? <p>{t('loading')}</p> : null}
      {!loading && freeBets.length === 0 ? <p>{t('free_bets.none')}</p> : null}
      <ul className="free-bets">
        {freeBets.map((freeBet) => (
          <li key={freeBet.id} className="free-bet card">
            <p className="free-bet__name">{freeBet.name}</p>
            <p className="free-bet__amount">{money(freeBet.amount_remaining)}</p>
            <p className="free-bet__terms">
              {freeBet.conditions.min_odds !== null
                ? t('free_bets.min_odds', { odds: formatOdds(freeBet.conditions.min_odds, oddsFormat) })
                : t('free_bets.any_odds')}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
