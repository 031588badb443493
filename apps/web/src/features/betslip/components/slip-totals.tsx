import { formatMoney, toMoney } from '@sportsbook/betting';
import type { Money, Totals } from '@sportsbook/betting';
import { useTranslation } from 'react-i18next';

interface SlipTotalsProps {
  readonly totals: Totals;
  /** The tax withheld if every line wins; null where the country taxes no winnings. */
  readonly tax?: Money | null;
  readonly picks: number;
  /** The hint shows on a combi whose lines earn no combo boost yet. */
  readonly showBoostHint: boolean;
  /** The shortest price a line may have and still count towards the boost (`min_leg_odds`), shown with the hint. */
  readonly boostMinOdds?: number | null;
  readonly currency: string;
  readonly locale: string;
  /** The maximum payout, shown when a bet's return would pass it (before Place Bet). */
  readonly maxPayout?: Money | null;
}

/**
 * Bets, total stake, potential return and the combo boost (spec 000 §5), all from the core's
 * totals; where the country taxes winnings (RO, GR) the tax and the return after it too.
 */
export function SlipTotals({
  totals,
  tax = null,
  picks,
  showBoostHint,
  boostMinOdds = null,
  currency,
  locale,
  maxPayout = null,
}: SlipTotalsProps) {
  const { t } = useTranslation('betslip');
  const money = (minor: number) => formatMoney(toMoney(minor), currency, locale);
  return (
    <div className="slip-totals">
      <dl className="slip-totals__list">
        <div className="slip-totals__row">
          <dt>{t('totals.bets')}</dt>
          <dd>{totals.bets || picks}</dd>
        </div>
        <div className="slip-totals__row">
          <dt>{t('totals.totalStake')}</dt>
          <dd>{money(totals.totalStake)}</dd>
        </div>
        {totals.boost > 0 ? (
          <div className="slip-totals__row slip-totals__row--boost">
            <dt>{t('totals.comboBoost')}</dt>
            <dd>+{money(totals.boost)}</dd>
          </div>
        ) : null}
        <div className="slip-totals__row slip-totals__row--return">
          <dt>{t('totals.potentialReturn')}</dt>
          <dd>{money(totals.potentialReturn + totals.boost)}</dd>
        </div>
        {maxPayout !== null ? (
          <div className="slip-totals__row slip-totals__row--cap">
            <dt>{t('totals.maxPayout')}</dt>
            <dd>{money(maxPayout)}</dd>
          </div>
        ) : null}
        {tax !== null ? (
          <>
            <div className="slip-totals__row slip-totals__row--tax">
              <dt>{t('totals.tax')}</dt>
              <dd>−{money(tax)}</dd>
            </div>
            <div className="slip-totals__row">
              <dt>{t('totals.afterTax')}</dt>
              <dd>{money(Math.max(0, totals.potentialReturn + totals.boost - tax))}</dd>
            </div>
          </>
        ) : null}
      </dl>
      {showBoostHint ? <p className="slip-hint">{t('totals.boostHint')}</p> : null}
      {showBoostHint && boostMinOdds !== null ? (
        <p className="slip-hint">
          {t('totals.boostMinOdds', {
            odds: new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(boostMinOdds),
          })}
        </p>
      ) : null}
    </div>
  );
}
