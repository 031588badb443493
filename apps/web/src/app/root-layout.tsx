import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useContentTranslations, usePageSeo } from '../features/content';
import { useUiStore } from '../stores/ui-store';
import { Dialog } from '../components/dialog';
import { BetBuilderNotice } from '../shell/bet-builder-notice';
import { BottomNav } from '../shell/bottom-nav';
import { Footer } from '../shell/footer/footer';
import { DesktopHeader } from '../shell/header/desktop-header';
import { MobileHeader } from '../shell/header/mobile-header';
import {
  AccountFrame,
  BetSlip,
  CasinoBoot,
  CashoutPoller,
  FloatingSlip,
  InboxWatcher,
  LoginOverlay,
  NativeApp,
  SlipUrlEntry,
  TopPicksPanel,
} from '../shell/lazy-features';
import { useCountryBlockedModal } from '../shell/modals/country-blocked';
import { ModalHost } from '../shell/modals/modal-host';
import { NetworkModal, useOnline } from '../shell/modals/network-modal';
import { Toasts } from '../shell/modals/toasts';
import { PageLoading } from '../shell/pages/page-loading';
import { ScrollToTop } from '../shell/scroll-to-top';
import { SportsWidgetSlot } from '../shell/sports-widget-slot';
import { SiteSplash } from '../shell/splash/site-splash';
import { StreamArea, StreamToggle } from '../shell/stream-toggle';
import { useStreamingStore } from '../stores/streaming-store';
import { useSplashStore } from '../shell/splash/splash-store';
import { useIsMobile } from '../lib/breakpoint';
import { WebPushSync } from '../shell/web-push-sync';
import { useSiteSwitch } from '../shell/splash/use-site-switch';
import { isAppMode } from '../lib/platform';
import { KeepAliveOutlet } from './keep-alive-outlet';
import { useBackgroundNeeds } from './use-background-needs';
import { useLanguageSync, useLoadQueryParams } from './use-app-start';
import { useRouteChangeEffects } from './use-route-change-effects';
import { useFreshSnapshotOnReconnect } from './use-fresh-snapshot-on-reconnect';
import { useSlipExpiry } from './use-slip-expiry';
import { useShellTranslation } from '../i18n/i18n';
import './layout.css';

// The sidebar is the drawer on mobile, so it loads on first use there (the home route's budget).
const LeftSidebar = lazy(() => import('../shell/sidebar/left-sidebar').then((m) => ({ default: m.LeftSidebar })));
// The pull-to-refresh listens from just after the first paint; it is no part of it (decision 042).
const Refresher = lazy(() => import('../shell/refresher').then((m) => ({ default: m.Refresher })));
const RightSidebar = lazy(() => import('../shell/right-sidebar').then((m) => ({ default: m.RightSidebar })));

/** The account menu, loaded when first opened. */
function AccountMenu() {
  const open = useUiStore((state) => state.rightSidebarOpen);
  return open ? (
    <Suspense fallback={null}>
      <RightSidebar />
    </Suspense>
  ) : null;
}

/** The left sidebar as a drawer on mobile (opened by the hamburger). */
function MobileMenu() {
  const { t } = useShellTranslation();
  const open = useUiStore((state) => state.leftSidebarOpen);
  if (!open) return null;
  return (
    <Dialog
      title={t('header.menu')}
      onClose={() => useUiStore.getState().setSidebar('left', false)}
      placement="left"
      className="mobile-menu"
    >
      <Suspense fallback={<PageLoading />}>
        <LeftSidebar mobile />
      </Suspense>
    </Dialog>
  );
}

/** The app mode: the native bridge, login overlay and forced logins, given the shell's site switch. */
function NativeShell() {
  const switchSite = useSiteSwitch();
  const switching = useSplashStore((state) => state.status === 'switching');
  return <NativeApp switchSite={switchSite} switching={switching} />;
}

/** One background feature in its own boundary: a chunk still loading holds back only itself. */
function Background({ when, children }: { readonly when: boolean; readonly children: ReactNode }) {
  return when ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * Feature parts that render nothing of their own or float above the page. Each is mounted once
 * it has work to do and then kept, so a guest's first visit loads none of their code
 * (the 200 KB budget of the home route, decision 020).
 *
 * Each feature suspends alone. Under one shared boundary a login mounting the cash-out poller, the
 * inbox and the casino (new chunks) held back the account host's update too: its session timers —
 * the 2 h inactivity clock among them — started only once those chunks had loaded.
 */
function BackgroundFeatures({ mobile }: { readonly mobile: boolean }) {
  const needs = useBackgroundNeeds();
  const [appMode] = useState(isAppMode);
  return (
    <>
      <Background when={needs.slipUrlEntry}>
        <SlipUrlEntry />
      </Background>
      <Background when={needs.cashoutPoller}>
        <CashoutPoller />
      </Background>
      <Background when={needs.cashoutPoller}>
        <InboxWatcher />
      </Background>
      <Background when={needs.cashoutPoller && !appMode}>
        <WebPushSync />
      </Background>
      <Background when={needs.accountFrame}>
        <AccountFrame />
      </Background>
      <Background when={appMode}>
        <NativeShell />
      </Background>
      <Background when={needs.loginOverlay && !appMode}>
        <LoginOverlay />
      </Background>
      <Background when={mobile && needs.floatingSlip}>
        <FloatingSlip />
      </Background>
      <Background when={needs.casino}>
        <CasinoBoot />
      </Background>
    </>
  );
}

/**
 * The content service's translations and the page's SEO title. A component of their own: their
 * answers arriving re-render this, not the whole layout under it (decision 072).
 */
function ContentSync({ pathname }: { readonly pathname: string }) {
  useContentTranslations();
  usePageSeo(pathname);
  return null;
}

/**
 * The default layout (spec 001 §2): header, left sidebar, centre page, right column with the bet
 * slip, footer; on mobile the bottom navigation, the drawer and the floating slip; modals,
 * toasts, the account frame and the country/site splash above everything.
 */
export function RootLayout() {
  const { t } = useShellTranslation();
  const mobile = useIsMobile();
  const { pathname } = useLocation();
  const covered = useSplashStore((state) => state.status !== 'hidden');
  const online = useOnline();
  const streamWide = useStreamingStore((state) => state.visible && state.wide);
  useRouteChangeEffects(mobile);
  useSlipExpiry();
  useFreshSnapshotOnReconnect();
  useLanguageSync();
  useLoadQueryParams();
  useCountryBlockedModal();

  return (
    <div
      className={`app ${mobile ? 'app--mobile' : 'app--desktop'}${streamWide && !mobile ? ' app--stream-wide' : ''}`}
    >
      {/* While the splash or the network modal covers the page, nothing behind takes focus or clicks. */}
      <div className="app-frame" inert={covered || !online}>
        <a className="skip-link" href="#main">
          {t('skip_to_content')}
        </a>
        {mobile ? <MobileHeader /> : <DesktopHeader />}
        <div className="app-body">
          {mobile ? null : (
            <aside className="app-left" aria-label={t('sidebar.label')}>
              <Suspense fallback={null}>
                <LeftSidebar />
              </Suspense>
            </aside>
          )}
          <main id="main" className="app-main" tabIndex={-1}>
            {mobile ? <StreamArea mobile /> : null}
            <Suspense fallback={<PageLoading />}>
              <KeepAliveOutlet />
            </Suspense>
            <SportsWidgetSlot />
          </main>
          {mobile ? null : (
            <aside className="app-right" aria-label={t('right_column')}>
              <StreamToggle />
              <StreamArea mobile={false} />
              <Suspense fallback={null}>
                <BetSlip />
                <TopPicksPanel />
              </Suspense>
            </aside>
          )}
        </div>
        <Footer />
        {mobile ? <BottomNav /> : null}
        {mobile ? <MobileMenu /> : null}
        {mobile ? (
          <Suspense fallback={null}>
            <TopPicksPanel />
          </Suspense>
        ) : null}
        <AccountMenu />
        <ScrollToTop />
        {mobile ? (
          <Suspense fallback={null}>
            <Refresher />
          </Suspense>
        ) : null}
        <ModalHost />
        <Toasts />
        <BetBuilderNotice />
        <BackgroundFeatures mobile={mobile} />
        <ContentSync pathname={pathname} />
      </div>
      <NetworkModal />
      <SiteSplash />
    </div>
  );
}
