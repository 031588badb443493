import { Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from '../components/dialog';
import { isAppMode } from '../lib/platform';
import { selectLoggedIn, useSessionStore } from '../stores/session-store';
import { useUiStore } from '../stores/ui-store';
import { InboxBadge } from './header/inbox-badge';
import { useBalanceText } from './header/use-balance-text';
import { LogoutIcon } from './icons';
import { AppLoginToggles } from './lazy-features';
import { ACCOUNT_PAGES, openAccountPage } from './links';
import { useActiveFreeBets } from './use-free-bets';
import { openDeposit } from './quick-deposit';
import { useShellTranslation } from '../i18n/i18n';

function MenuButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <li>
      <button type="button" className="account-menu__item" onClick={onClick}>
        {children}
      </button>
    </li>
  );
}

/**
 * The right sidebar (spec 001 §2): the player's account menu, opened from the avatar or name.
 * Inbox is left out in app mode; the app-only Auto login and biometric toggles are shown only there
 * (their code is in the app mode's chunk, which the web never loads).
 */
export function RightSidebar() {
  const { t } = useShellTranslation();
  const open = useUiStore((state) => state.rightSidebarOpen);
  const loggedIn = useSessionStore(selectLoggedIn);
  const name = useSessionStore((state) => state.user?.name ?? state.user?.username ?? '');
  const balance = useBalanceText();
  const { freeBets } = useActiveFreeBets();
  const navigate = useNavigate();
  const [appMode] = useState(isAppMode);
  if (!open || !loggedIn) return null;

  const close = () => useUiStore.getState().setSidebar('right', false);
  const frame = (page: string) => () => {
    close();
    openAccountPage(page);
  };
  const go = (path: string) => () => {
    close();
    void navigate(path);
  };
  const logout = () => {
    close();
    useSessionStore.getState().signOut();
    void navigate('/');
  };

  return (
    <Dialog title={t('account.title')} onClose={close} placement="right" className="account-menu">
      <div className="account-menu__profile">
        <span className="account-menu__avatar" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <div>
          <p className="account-menu__name">{name}</p>
          <p className="account-menu__balance">
            <span>{t('account.cash_balance')}</span> <strong>{balance ?? '…'}</strong>
          </p>
        </div>
      </div>
      <button
        type="button"
        className="btn btn-primary account-menu__deposit"
        onClick={() => {
          close();
          void openDeposit();
        }}
      >
        {t('header.deposit')}
      </button>
      <ul className="account-menu__list">
        <MenuButton onClick={go('/account-bets')}>{t('nav.my_bets')}</MenuButton>
        <MenuButton onClick={frame(ACCOUNT_PAGES.myAccount)}>{t('account.my_account')}</MenuButton>
        {/* Spec 001: no Inbox inside the native app. */}
        {!appMode && (
          <MenuButton onClick={go('/inbox')}>
            {t('account.inbox')}
            <InboxBadge className="account-menu__count" />
          </MenuButton>
        )}
        <MenuButton onClick={frame(ACCOUNT_PAGES.cashier)}>{t('account.cashier')}</MenuButton>
        <MenuButton onClick={frame(ACCOUNT_PAGES.history)}>{t('account.history')}</MenuButton>
        <MenuButton onClick={go('/account-freebets')}>
          {t('account.free_bets')}
          <span className="account-menu__count">{freeBets.length}</span>
        </MenuButton>
        <MenuButton onClick={frame(ACCOUNT_PAGES.withdraw)}>{t('account.withdraw')}</MenuButton>
        <MenuButton onClick={frame(ACCOUNT_PAGES.playerProtection)}>{t('account.player_protection')}</MenuButton>
      </ul>
      {appMode ? (
        <Suspense fallback={null}>
          <AppLoginToggles />
        </Suspense>
      ) : null}
      <button type="button" className="btn btn-outline account-menu__logout" onClick={logout}>
        <LogoutIcon />
        {t('account.logout')}
      </button>
    </Dialog>
  );
}
