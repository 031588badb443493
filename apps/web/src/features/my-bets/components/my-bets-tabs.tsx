import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyBetsTab } from '../api/get-my-bets';

/** The tabs, in order. */
export const MY_BETS_TABS: readonly MyBetsTab[] = ['open', 'settled'];

/** Id of a tab and of its panel, for the ARIA links between them. */
export function tabIds(base: string, tab: MyBetsTab): { tab: string; panel: string } {
  return { tab: `${base}-tab-${tab}`, panel: `${base}-panel-${tab}` };
}

/** Open / Settled as ARIA tabs: arrow keys, Home and End move between them (roving focus). */
export function MyBetsTabs({
  base,
  current,
  onSelect,
}: {
  base: string;
  current: MyBetsTab;
  onSelect(tab: MyBetsTab): void;
}) {
  const { t } = useTranslation('mybets');
  const buttons = useRef(new Map<MyBetsTab, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    const index = MY_BETS_TABS.indexOf(current);
    const last = MY_BETS_TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % MY_BETS_TABS.length
        : event.key === 'ArrowLeft'
          ? (index + last) % MY_BETS_TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = MY_BETS_TABS[next]!;
    onSelect(tab);
    buttons.current.get(tab)?.focus();
  };

  return (
    <div className="my-bets__tabs" role="tablist" aria-label={t('tabsLabel')} onKeyDown={onKeyDown}>
      {MY_BETS_TABS.map((tab) => {
        const ids = tabIds(base, tab);
        const selected = tab === current;
        return (
          <button
            key={tab}
            ref={(element) => {
              if (element) buttons.current.set(tab, element);
              else buttons.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={ids.tab}
            aria-selected={selected}
            aria-controls={ids.panel}
            tabIndex={selected ? 0 : -1}
            className="my-bets__tab"
            onClick={() => onSelect(tab)}
          >
            {t(`tabs.${tab}`)}
          </button>
        );
      })}
    </div>
  );
}
