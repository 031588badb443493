import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useOddsFormat } from '../../../hooks/use-preferences';
import { useSettingsStore } from '../../../stores/settings-store';
import { myBetsQueryOptions } from '../api/get-my-bets';
import type { MyBetsTab } from '../api/get-my-bets';
import { BetCard } from './bet-card';

/** One tab's bets, newest first, a page at a time. */
export function BetList({ tab, player }: { tab: MyBetsTab; player: string }) {
  const { t } = useTranslation('mybets');
  const format = useOddsFormat();
  const timeZone = useSettingsStore((state) => state.timezone);
  const query = useInfiniteQuery(myBetsQueryOptions(tab, player));

  if (query.isPending) return <p className="my-bets__message">{t('loading')}</p>;
  if (query.isError) {
    return (
      <div className="my-bets__message" role="alert">
        <p>{t('loadError')}</p>
        <button type="button" className="btn btn-outline" onClick={() => void query.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  const bets = query.data.pages.flatMap((page) => page.bets);
  if (bets.length === 0) return <p className="my-bets__message">{t(`empty.${tab}`)}</p>;
  return (
    <>
      <div className="my-bets__list">
        {bets.map((bet) => (
          <BetCard key={bet.id} bet={bet} format={format} timeZone={timeZone} />
        ))}
      </div>
      {query.hasNextPage && (
        <button
          type="button"
          className="btn btn-outline my-bets__more"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? t('loading') : t('loadMore')}
        </button>
      )}
    </>
  );
}
