import type { BetType } from '@sportsbook/betting';
import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

const BET_TYPES: readonly BetType[] = ['single', 'combi', 'system'];

interface BetTypeTabsProps {
  readonly betType: BetType;
  readonly availability: Readonly<Record<BetType, boolean>>;
  readonly panelId: string;
  readonly idPrefix: string;
  readonly onChoose: (betType: BetType) => void;
}

/**
 * Single / Combi / System as ARIA tabs (docs/api.md hooks): `aria-selected` on the chosen one,
 * disabled (greyed) when the core says the slip cannot be that type; arrow keys move between
 * the enabled tabs and choose them.
 */
export function BetTypeTabs({ betType, availability, panelId, idPrefix, onChoose }: BetTypeTabsProps) {
  const { t } = useTranslation('betslip');
  const refs = useRef<Partial<Record<BetType, HTMLButtonElement | null>>>({});
  const enabled = BET_TYPES.filter((type) => availability[type]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = enabled.indexOf(betType);
    let next: BetType | undefined;
    if (event.key === 'ArrowRight') next = enabled[(index + 1) % enabled.length];
    else if (event.key === 'ArrowLeft') next = enabled[(index - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (!next) return;
    event.preventDefault();
    onChoose(next);
    refs.current[next]?.focus();
  }

  return (
    <div className="slip-tabs" role="tablist" aria-label={t('betType.label')}>
      {BET_TYPES.map((type) => {
        const selected = type === betType;
        return (
          <button
            key={type}
            ref={(element) => {
              refs.current[type] = element;
            }}
            id={`${idPrefix}-${type}`}
            type="button"
            role="tab"
            className="slip-tabs__tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            disabled={!availability[type]}
            onClick={() => onChoose(type)}
            onKeyDown={onKeyDown}
          >
            {t(`betType.${type}`)}
          </button>
        );
      })}
    </div>
  );
}
