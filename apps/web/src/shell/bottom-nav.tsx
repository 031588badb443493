import { NavLink } from 'react-router';
import { selectBetBuilderActive, useBetBuilderStore } from '../stores/bet-builder-store';
import { useSlipStore } from '../stores/slip-store';
import { GiftIcon, LiveIcon, MyBetsIcon, SlipIcon, SportsIcon } from './icons';
import { useShellTranslation } from '../i18n/i18n';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `bottom-nav__tab${isActive ? ' bottom-nav__tab--active' : ''}`;

/**
 * The mobile bottom navigation (spec 001 §2): Sports, In-Play, Bet Slip with its selection
 * count (dimmed and inert while the slip is empty), My Bets, Promotions.
 */
export function BottomNav() {
  const { t } = useShellTranslation();
  const slipCount = useSlipStore((state) => state.slip.selections.length);
  const dispatch = useSlipStore((state) => state.dispatch);
  // In Bet Builder mode the tab opens the builder slip and counts its lines (decision 035).
  const builder = useBetBuilderStore(selectBetBuilderActive);
  const builderCount = useBetBuilderStore((state) => state.ticket?.selections.length ?? 1);
  const count = builder ? builderCount : slipCount;
  const empty = count === 0;
  return (
    <nav className="bottom-nav" aria-label={t('nav.bottom_label')}>
      <NavLink to="/" end className={tabClass}>
        <SportsIcon />
        <span>{t('header.sports')}</span>
      </NavLink>
      <NavLink to="/live" className={tabClass}>
        <LiveIcon />
        <span>{t('nav.in_play')}</span>
      </NavLink>
      <button
        type="button"
        className={`bottom-nav__tab bottom-nav__slip${empty ? ' bottom-nav__tab--dimmed' : ''}`}
        disabled={empty}
        aria-label={t('nav.bet_slip_count', { count })}
        onClick={() =>
          builder ? useBetBuilderStore.getState().visibleSet(true) : dispatch({ type: 'opened', now: Date.now() })
        }
      >
        <span className="bottom-nav__icon">
          <SlipIcon />
          <span className="bottom-nav__badge" aria-hidden="true">
            {count}
          </span>
        </span>
        <span aria-hidden="true">{t('nav.bet_slip')}</span>
      </button>
      <NavLink to="/account-bets" className={tabClass}>
        <MyBetsIcon />
        <span>{t('nav.my_bets')}</span>
      </NavLink>
      <NavLink to="/promotions" className={tabClass}>
        <GiftIcon />
        <span>{t('nav.promotions')}</span>
      </NavLink>
    </nav>
  );
}
