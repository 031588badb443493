import { formatMoney } from '@sportsbook/betting';
import type { Freebet, FreebetOption } from '@sportsbook/betting';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface FreebetSelectProps {
  readonly options: readonly FreebetOption[];
  readonly active: Freebet | null;
  readonly currency: string;
  readonly locale: string;
  readonly onChoose: (freebetId: string | null) => void;
}

/**
 * The free-bet selector (spec 000 §5): only when the core lists usable offers, each disabled
 * under its minimum odds; choosing one greys the stake fields (the free bet is the stake).
 */
export function FreebetSelect({ options, active, currency, locale, onChoose }: FreebetSelectProps) {
  const { t } = useTranslation('betslip');
  const id = useId();
  if (options.length === 0) return null;
  return (
    <div className="slip-field slip-freebet">
      <label className="slip-field__label" htmlFor={id}>
        {t('freebets.label')}
      </label>
      <select
        id={id}
        className="slip-select"
        value={active?.id ?? ''}
        onChange={(event) => onChoose(event.target.value === '' ? null : event.target.value)}
      >
        <option value="">{t('freebets.none')}</option>
        {options.map(({ freebet, disabled }) => {
          const amount = formatMoney(freebet.amount_remaining, currency, locale);
          const minOdds = freebet.conditions.min_odds;
          return (
            <option key={freebet.id} value={freebet.id} disabled={disabled}>
              {t('freebets.option', { name: freebet.name, amount })}
              {minOdds ? ` · ${t('freebets.minOdds', { odds: minOdds })}` : ''}
            </option>
          );
        })}
      </select>
      {active ? <p className="slip-note">{t('freebets.inUse')}</p> : null}
    </div>
  );
}
