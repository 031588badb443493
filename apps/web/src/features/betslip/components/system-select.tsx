import type { SystemOption } from '@sportsbook/betting';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface SystemSelectProps {
  readonly options: readonly SystemOption[];
  readonly chosen: SystemOption | null;
  readonly onChoose: (systemType: string) => void;
}

/**
 * The system bet choice (spec 000 §3): 'System k/n (c combinations)' for every size the core
 * offers, then the named full covers the selections fit, as bettors know them ('Yankee (11 bets)').
 */
export function SystemSelect({ options, chosen, onChoose }: SystemSelectProps) {
  const { t } = useTranslation('betslip');
  const id = useId();
  return (
    <div className="slip-field">
      <label className="slip-field__label" htmlFor={id}>
        {t('system.label')}
      </label>
      <select
        id={id}
        className="slip-select"
        value={chosen?.type ?? ''}
        onChange={(event) => onChoose(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.type} value={option.type}>
            {option.cover
              ? t('system.cover', { name: t(`covers.${option.cover}`), bets: option.combinations })
              : t('system.option', { k: option.perm_length, n: option.selections, combinations: option.combinations })}
          </option>
        ))}
      </select>
    </div>
  );
}
