import type { EventsResponse, SportEvent } from '@sportsbook/protocol';
import type { UseQueryResult } from '@tanstack/react-query';
import { EventListing } from './event-listing';
import { MarketTabs } from './market-tabs';
import { QueryState } from './page-status';

/** Props of `MarketListing`. */
export interface MarketListingProps {
  /** Prefix of the tab and panel ids; unique on the page. */
  readonly id: string;
  /** The events query: its market filters, its state and its retry. */
  readonly listing: UseQueryResult<EventsResponse>;
  /** The events to show: the listing's, or the first of them. */
  readonly events: readonly SportEvent[];
  /** The market type chosen in the tabs; undefined means the listing's default. */
  readonly marketKey: string | undefined;
  onSelectMarket(marketType: string): void;
  readonly headingLevel?: 'h2' | 'h3';
}

/** An events listing under its market filter tabs, with the loading, error and empty states. */
export function MarketListing({ id, listing, events, marketKey, onSelectMarket, headingLevel }: MarketListingProps) {
  return (
    <MarketTabs
      id={id}
      filters={listing.data?.market_filters ?? []}
      selected={marketKey ?? listing.data?.default_market_type ?? ''}
      onSelect={onSelectMarket}
    >
      <QueryState
        isPending={listing.isPending}
        isError={listing.isError && !listing.data}
        isEmpty={events.length === 0}
        onRetry={() => void listing.refetch()}
      >
        <EventListing events={events} headingLevel={headingLevel} />
      </QueryState>
    </MarketTabs>
  );
}
