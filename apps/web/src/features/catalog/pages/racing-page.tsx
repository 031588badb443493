import { useTranslation } from 'react-i18next';
import { useEvents } from '../api/get-events';
import { useSports } from '../api/get-sports';
import { QueryState } from '../components/page-status';
import { RaceList } from '../components/race-list';
import { useEventsChannel } from '../hooks/use-events-channel';
import '../catalog.css';

/** Props of `RacingPage`. */
export interface RacingPageProps {
  readonly sport: 'horse-racing' | 'greyhounds';
}

/** `/horse-racing` and `/greyhounds` (spec 001 §2): race cards with runners, each-way terms and SP. */
export function RacingPage({ sport }: RacingPageProps) {
  const { t } = useTranslation('catalog');
  useEventsChannel();
  const sports = useSports();
  const listing = useEvents({ sport });
  const title =
    sports.data?.data.find((entry) => entry.slug === sport)?.translated_name ??
    (sport === 'horse-racing' ? t('racing.horseRacing') : t('racing.greyhounds'));
  const events = listing.data?.events ?? [];
  return (
    <div className="catalog-page">
      <h1 className="catalog-page__title">{title}</h1>
      <QueryState
        isPending={listing.isPending}
        isError={listing.isError && !listing.data}
        isEmpty={events.length === 0}
        onRetry={() => void listing.refetch()}
      >
        <RaceList events={events} />
      </QueryState>
    </div>
  );
}
