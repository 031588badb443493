import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAccountFrameStore } from '../../../stores/account-frame-store';
import { selectLoggedIn, useSessionStore } from '../../../stores/session-store';
import type { MyBetsTab } from '../api/get-my-bets';
import { BetList } from './bet-list';
import { MyBetsTabs, tabIds } from './my-bets-tabs';
import '../my-bets.css';

/** The route of My Bets (spec 001 §2). */
export const MY_BETS_PATH = '/account-bets';

/**
 * My Bets (`/account-bets`): the player's open and settled bets from `GET /v1/bets`, with legs,
 * results, returns and cash out. The chosen tab is kept in the address (`?tab=settled`).
 */
export default function MyBetsPage() {
  const { t } = useTranslation('mybets');
  const base = useId();
  const loggedIn = useSessionStore(selectLoggedIn);
  const player = useSessionStore((state) => state.user?.username ?? '');
  const [search, setSearch] = useSearchParams();
  const tab: MyBetsTab = search.get('tab') === 'settled' ? 'settled' : 'open';
  const ids = tabIds(base, tab);

  const select = (next: MyBetsTab) =>
    setSearch(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next === 'open') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );

  return (
    <section className="my-bets" aria-labelledby={`${base}-title`}>
      <h1 id={`${base}-title`} className="my-bets__title">
        {t('title')}
      </h1>
      {loggedIn ? (
        <>
          <MyBetsTabs base={base} current={tab} onSelect={select} />
          <div className="my-bets__panel" role="tabpanel" id={ids.panel} aria-labelledby={ids.tab}>
            <BetList key={tab} tab={tab} player={player} />
          </div>
        </>
      ) : (
        <div className="my-bets__message">
          <p>{t('guest')}</p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => useAccountFrameStore.getState().openPage('/login', { returnPath: MY_BETS_PATH })}
          >
            {t('login')}
          </button>
        </div>
      )}
    </section>
  );
}
