import type { ReactNode } from 'react';
import { Suspense, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useGlobalContent } from '../../features/content';
import { selectLoggedIn, useSessionStore } from '../../stores/session-store';
import { useUiStore } from '../../stores/ui-store';
import {
  ArrowRightIcon,
  CalendarIcon,
  ExternalIcon,
  GiftIcon,
  HelpIcon,
  HomeIcon,
  MyBetsIcon,
  SearchIcon,
  SettingsIcon,
  TrophyIcon,
  UserIcon,
  WalletIcon,
} from '../icons';
import { CasinoSidebarLink, SidebarSports } from '../lazy-features';
import { ACCOUNT_PAGES, classifyLink, openAccountPage } from '../links';
import { WebPushCard } from '../web-push-card';
import { PopularPages } from './popular-pages';
import { SidebarClock } from './sidebar-clock';
import { useMatchEventId } from './use-live-match';
import { useNow } from './use-now';
import { useSidebarScroll } from './use-sidebar-scroll';
import { useShellTranslation } from '../../i18n/i18n';

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `side-menu__item${isActive ? ' side-menu__item--active' : ''}`;

/** Routes whose name contains esports get the e-sports menu (spec 001 §2). */
export function isEsportsPath(pathname: string): boolean {
  return /^\/(esports|e-sports|e-sports-fr|e-sporturi|e-urheilu)(\/|$)/.test(pathname);
}

function FrameItem({ page, icon, children }: { page: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <li>
      <button
        type="button"
        className="side-menu__item"
        onClick={() => {
          useUiStore.getState().setSidebar('left', false);
          openAccountPage(page);
        }}
      >
        {icon}
        {children}
      </button>
    </li>
  );
}

function SportsArea() {
  const { pathname } = useLocation();
  const matchEventId = useMatchEventId();
  return (
    <Suspense fallback={null}>
      <SidebarSports esports={isEsportsPath(pathname)} matchEventId={matchEventId} />
    </Suspense>
  );
}

/** Paths the sidebar lists anyway; a header link to one of them is not repeated. */
const SIDEBAR_PATHS = new Set(['/', '/search', '/account-bets', '/promotions', '/live']);

/** Content header links, listed in the sidebar on mobile where the header has no room (spec 001 "quick links"). */
function QuickLinks() {
  const { t } = useShellTranslation();
  const { data } = useGlobalContent();
  const links = (data?.global.data.attributes.header_links ?? []).filter((link) => !SIDEBAR_PATHS.has(link.url));
  return links.map((link) => {
    const kind = classifyLink(link.url);
    if (kind === 'external') {
      return (
        <li key={link.id}>
          <a className="side-menu__item" href={link.url} target="_blank" rel="noopener noreferrer">
            <ArrowRightIcon />
            {link.label}
            <ExternalIcon />
            <span className="visually-hidden">{t('opens_new_tab')}</span>
          </a>
        </li>
      );
    }
    if (kind === 'frame') {
      return (
        <FrameItem key={link.id} page={link.url} icon={<ArrowRightIcon />}>
          {link.label}
        </FrameItem>
      );
    }
    return (
      <li key={link.id}>
        <NavLink className={itemClass} to={link.url}>
          <ArrowRightIcon />
          {link.label}
        </NavLink>
      </li>
    );
  });
}

/**
 * The left sidebar (spec 001 §2): quick menu, popular pages, the sports menu (or the e-sports
 * menu, or the live widget on an in-play match), account and help links, and the clock.
 */
export function LeftSidebar({ mobile = false }: { readonly mobile?: boolean }) {
  const { t } = useShellTranslation();
  const loggedIn = useSessionStore(selectLoggedIn);
  const now = useNow(60_000);
  const navRef = useRef<HTMLElement>(null);
  const scrolled = useSidebarScroll(navRef);
  const openSettings = () => {
    useUiStore.getState().setSidebar('left', false);
    useUiStore.getState().openModal('settings');
  };
  return (
    <nav
      ref={navRef}
      className={`left-sidebar${scrolled ? ' left-sidebar--scrolled' : ''}`}
      aria-label={t('sidebar.label')}
    >
      <WebPushCard />
      <ul className="side-menu">
        <li>
          <NavLink className={itemClass} to="/" end>
            <HomeIcon />
            {t('nav.home')}
          </NavLink>
        </li>
        <li>
          <NavLink className={itemClass} to="/search">
            <SearchIcon />
            {t('nav.search')}
          </NavLink>
        </li>
        <li>
          <NavLink className={itemClass} to="/account-bets">
            <MyBetsIcon />
            {t('nav.my_bets')}
          </NavLink>
        </li>
        {loggedIn ? (
          <Suspense fallback={null}>
            <CasinoSidebarLink />
          </Suspense>
        ) : null}
      </ul>
      <PopularPages now={now} />
      <SportsArea />
      <ul className="side-menu side-menu--divided">
        {loggedIn ? (
          <FrameItem page={ACCOUNT_PAGES.deposit} icon={<WalletIcon />}>
            {t('header.deposit')}
          </FrameItem>
        ) : (
          <FrameItem page={ACCOUNT_PAGES.login} icon={<UserIcon />}>
            {t('sidebar.login_register')}
          </FrameItem>
        )}
        <li>
          <NavLink className={itemClass} to="/promotions">
            <GiftIcon />
            {t('nav.promotions')}
          </NavLink>
        </li>
        <li>
          <NavLink className={itemClass} to="/live">
            <CalendarIcon />
            {t('sidebar.live_schedule')}
          </NavLink>
        </li>
        <li>
          <a className="side-menu__item" href="/results" target="_blank" rel="noopener">
            <TrophyIcon />
            {t('sidebar.results')}
            <ExternalIcon />
            <span className="visually-hidden">{t('opens_new_tab')}</span>
          </a>
        </li>
        {mobile ? <QuickLinks /> : null}
      </ul>
      <ul className="side-menu side-menu--divided side-menu--small">
        <li>
          <button type="button" className="side-menu__item" onClick={openSettings}>
            <SettingsIcon />
            {t('sidebar.settings')}
          </button>
        </li>
        <FrameItem page={ACCOUNT_PAGES.help} icon={<HelpIcon />}>
          {t('sidebar.help_center')}
        </FrameItem>
        <FrameItem page={ACCOUNT_PAGES.contact}>{t('footer.contact_us')}</FrameItem>
        <FrameItem page={ACCOUNT_PAGES.terms}>{t('footer.terms')}</FrameItem>
        <FrameItem page={ACCOUNT_PAGES.bonuses}>{t('sidebar.bonus_conditions')}</FrameItem>
        <FrameItem page={ACCOUNT_PAGES.rules}>{t('sidebar.betting_rules')}</FrameItem>
        <FrameItem page={ACCOUNT_PAGES.about}>{t('footer.about_us')}</FrameItem>
        <FrameItem page={ACCOUNT_PAGES.faq}>{t('sidebar.faqs')}</FrameItem>
      </ul>
      <SidebarClock />
    </nav>
  );
}
