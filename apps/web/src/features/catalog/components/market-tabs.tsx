import type { MarketFilter } from '@sportsbook/protocol';
import { useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of `MarketTabs`. */
export interface MarketTabsProps {
  readonly id: string;
  readonly filters: readonly MarketFilter[];
  readonly selected: string;
  onSelect(marketType: string): void;
  /** The listing the tabs filter, rendered as their tab panel. */
  readonly children: ReactNode;
}

/**
 * The market filter tabs above a listing (the response's `market_filters`): ARIA tabs with
 * arrow-key movement; choosing one lists the events offering that market type.
 */
export function MarketTabs({ id, filters, selected, onSelect, children }: MarketTabsProps) {
  const { t } = useTranslation('catalog');
  const list = useRef<HTMLDivElement>(null);
  const tabId = (type: string) => `${id}-tab-${type}`;

  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    const keys = ['ArrowRight', 'ArrowLeft', 'Home', 'End'];
    if (!keys.includes(event.key)) return;
    event.preventDefault();
    const index = filters.findIndex((filter) => filter.id === selected);
    const last = filters.length - 1;
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? last
          : event.key === 'ArrowRight'
            ? (index + 1) % filters.length
            : (index - 1 + filters.length) % filters.length;
    const target = filters[next];
    if (!target) return;
    onSelect(target.id);
    list.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(tabId(target.id))}`)?.focus();
  }

  return (
    <div className="market-tabs">
      {filters.length > 1 ? (
        <div
          className="market-tabs__list"
          role="tablist"
          aria-label={t('marketTabs.label')}
          ref={list}
          onKeyDown={moveFocus}
        >
          {filters.map((filter) => (
            <button
              key={filter.id}
              id={tabId(filter.id)}
              type="button"
              role="tab"
              className="market-tabs__tab"
              aria-selected={filter.id === selected}
              aria-controls={`${id}-panel`}
              tabIndex={filter.id === selected ? 0 : -1}
              onClick={() => onSelect(filter.id)}
            >
              {filter.name ?? filter.id}
            </button>
          ))}
        </div>
      ) : null}
      <div
        id={`${id}-panel`}
        role={filters.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={filters.length > 1 ? tabId(selected) : undefined}
      >
        {children}
      </div>
    </div>
  );
}
