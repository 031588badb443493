import { shownOdds } from '@sportsbook/betting';
import type { OddsFormat } from '@sportsbook/betting';
import { useTranslation } from 'react-i18next';
import { LockIcon } from './icons';

interface OddsTextProps {
  readonly odds: number;
  readonly display?: Partial<Record<OddsFormat, string>> | null;
  readonly format: OddsFormat;
  readonly startingPrice?: boolean;
}

/**
 * A price in the bettor's format: the trading display string when there is one (spec 000 §5),
 * 'SP' for a starting price not yet known, a lock when the outcome is not priced.
 */
export function OddsText({ odds, display, format, startingPrice }: OddsTextProps) {
  const { t } = useTranslation('betslip');
  const text = shownOdds(odds, format, display);
  if (text) return <span className="slip-odds">{text}</span>;
  if (startingPrice) return <span className="slip-odds">{t('line.startingPrice')}</span>;
  return (
    <span className="slip-odds slip-odds--locked" role="img" aria-label={t('line.locked')}>
      <LockIcon />
    </span>
  );
}
