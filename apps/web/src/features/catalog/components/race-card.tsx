import type { Market, SportEvent } from '@sportsbook/protocol';
import { useTranslation } from 'react-i18next';
import { OddsButton } from '../../../components/odds-button';

/** Each-way terms of a market, e.g. 'EW 1/5 3 places'; null for a win-only market. */
export function useEachWayTerms(market: Pick<Market, 'ew_price' | 'ew_place'>): string | null {
  const { t } = useTranslation('catalog');
  if (!market.ew_price || !market.ew_place || market.ew_place <= 1) return null;
  return t('racing.ewTerms', { price: market.ew_price, places: market.ew_place });
}

/**
 * A race card (spec 001 §2): the runners of the win market in card order, each with its fixed
 * price and, where the race offers it, a starting-price (SP) button; the each-way terms above.
 */
export function RaceCard({ event, market }: { readonly event: SportEvent; readonly market: Market }) {
  const { t } = useTranslation('catalog');
  const terms = useEachWayTerms(market);
  const offersSp = market.outcomes.some((outcome) => outcome.is_starting_price);
  return (
    <div className="race-card">
      <p className="race-card__terms">
        <span className="race-card__market">{market.name}</span>
        <span className={terms ? 'race-card__ew' : 'race-card__win-only'}>{terms ?? t('racing.winOnly')}</span>
      </p>
      <ol className="race-card__runners" aria-label={t('racing.runners')}>
        {market.outcomes.map((outcome, index) => (
          <li className="runner" key={outcome.id}>
            <span className="runner__number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="runner__name">{outcome.name}</span>
            <span className="runner__prices">
              <OddsButton event={event} market={market} outcome={outcome} hideLabel className="runner__price" />
              {offersSp ? (
                <OddsButton
                  event={event}
                  market={market}
                  outcome={outcome}
                  hideLabel
                  startingPrice
                  className="runner__price runner__price--sp"
                />
              ) : null}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
