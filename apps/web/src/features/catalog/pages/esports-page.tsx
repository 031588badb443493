import { useTranslation } from 'react-i18next';
import { useBlockedSlugs } from '../../../hooks/use-sports-config';
import { Link, useParams } from 'react-router';
import { useEvents } from '../api/get-events';
import { useSports } from '../api/get-sports';
import { MarketListing } from '../components/market-listing';
import { useEventsChannel } from '../hooks/use-events-channel';
import { useMarketKey } from '../hooks/use-market-key';
import { esportsListPath } from '../lib/event-path';
import { selectMenuEsports } from '../lib/visible-sports';
import { useSiteStore } from '../../../stores/site-store';
import '../catalog.css';

/** The e-sports parent sport's base slug: listing it lists every game. */
const ESPORTS_PARENT = 'esports';

/** `/esports` (every game) and `/e-sports/{game}` in the language's prefix: e-sports events by competition. */
export function EsportsPage() {
  const { t } = useTranslation('catalog');
  // The router names the game `slug` (`/e-sports/:slug`); `sportSlug` is accepted too.
  const params = useParams();
  const sportSlug = params.slug ?? params.sportSlug;
  const language = useSiteStore((state) => state.language);
  const sports = useSports();
  const blocked = useBlockedSlugs();
  const games = selectMenuEsports(sports.data?.data ?? [], blocked);
  const game = games.find((entry) => entry.translated_slug === sportSlug || entry.slug === sportSlug);
  const [key, setKey] = useMarketKey(sportSlug ?? '');
  useEventsChannel();
  const listing = useEvents({ sport: sportSlug ?? ESPORTS_PARENT, ...(key ? { key } : {}) });
  const events = listing.data?.events ?? [];
  return (
    <div className="catalog-page">
      <h1 className="catalog-page__title">{game?.translated_name ?? t('esports.title')}</h1>
      {games.length > 0 ? (
        <nav className="chip-row" aria-label={t('esports.games')}>
          <Link className="chip" to="/esports" aria-current={sportSlug ? undefined : 'page'}>
            {t('esports.all')}
          </Link>
          {games.map((entry) => (
            <Link
              key={entry.slug}
              className="chip"
              to={esportsListPath(entry.translated_slug, language)}
              aria-current={entry === game ? 'page' : undefined}
            >
              {entry.translated_name}
            </Link>
          ))}
        </nav>
      ) : null}
      <MarketListing id="esports-markets" listing={listing} events={events} marketKey={key} onSelectMarket={setKey} />
    </div>
  );
}
