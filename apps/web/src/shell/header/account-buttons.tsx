import { operatorConfig, showsPayAndPlay } from '../../lib/operator';
import { useAccountFrameStore } from '../../stores/account-frame-store';
import { selectLoggedIn, useSessionStore } from '../../stores/session-store';
import { useSiteStore } from '../../stores/site-store';
import { useSlipStore } from '../../stores/slip-store';
import { useUiStore } from '../../stores/ui-store';
import { UserIcon } from '../icons';
import { ACCOUNT_PAGES, openAccountPage } from '../links';
import { openDeposit } from '../quick-deposit';
import { InboxBadge } from './inbox-badge';
import { useBalanceText } from './use-balance-text';
import { useShellTranslation } from '../../i18n/i18n';

/** Opens the right sidebar (account menu); opening a sidebar closes the slip (spec 001 §4). */
export function openAccountMenu(): void {
  useSlipStore.getState().dispatch({ type: 'closed' });
  useUiStore.getState().setSidebar('right', true);
}

/**
 * Join, or PNP (pay and play) on the Finnish site of a bookmaker the operator lists (spec 001 §2).
 * Both open the account site's registration; its pay-and-play return logs in with `pnptoken`.
 */
function JoinButton({ small }: { readonly small?: boolean }) {
  const { t } = useShellTranslation();
  const pnp = useSiteStore((state) => showsPayAndPlay(operatorConfig(), state.config.bookmaker, state.language));
  return (
    <button
      type="button"
      className={`btn btn-primary${small ? ' btn-small' : ''}`}
      aria-label={pnp ? t('header.pnp_label') : undefined}
      onClick={() => openAccountPage(ACCOUNT_PAGES.registration)}
    >
      {pnp ? t('header.pnp') : t('header.join')}
    </button>
  );
}

/** Desktop header, right side: Join and Login for a guest; name, balance and Deposit for a player. */
export function DesktopAccountButtons() {
  const { t } = useShellTranslation();
  const loggedIn = useSessionStore(selectLoggedIn);
  const username = useSessionStore((state) => state.user?.name ?? state.user?.username ?? '');
  const balance = useBalanceText();
  if (!loggedIn) {
    return (
      <div className="header-account">
        <JoinButton />
        <button
          type="button"
          className="btn btn-outline header-login"
          onClick={() => openAccountPage(ACCOUNT_PAGES.login)}
        >
          {t('header.login')}
        </button>
      </div>
    );
  }
  return (
    <div className="header-account">
      <button type="button" className="header-user" aria-haspopup="dialog" onClick={openAccountMenu}>
        <span className="header-user__avatar" aria-hidden="true">
          <UserIcon size={18} />
        </span>
        <InboxBadge className="inbox-badge--desktop" />
        <span className="header-user__text">
          <span className="header-user__name">{username}</span>
          <span className="header-user__balance" data-testid="balance">
            {balance ?? '…'}
          </span>
        </span>
      </button>
      <button type="button" className="btn btn-primary" onClick={() => void openDeposit()}>
        {t('header.deposit')}
      </button>
    </div>
  );
}

/** Mobile header, right side: Join and LOG IN (the login overlay, the mobile web login path) for a guest; deposit-plus-balance and the avatar for a player. */
export function MobileAccountButtons() {
  const { t } = useShellTranslation();
  const loggedIn = useSessionStore(selectLoggedIn);
  const balance = useBalanceText();
  if (!loggedIn) {
    return (
      <div className="header-account header-account--mobile">
        <JoinButton small />
        <button
          type="button"
          className="btn btn-outline btn-small header-login"
          onClick={() => useAccountFrameStore.getState().openLoginOverlay()}
        >
          {t('header.login_mobile')}
        </button>
      </div>
    );
  }
  return (
    <div className="header-account header-account--mobile">
      <button
        type="button"
        className="btn btn-primary btn-small header-deposit-balance"
        aria-label={t('header.deposit_with_balance', { balance: balance ?? '' })}
        onClick={() => void openDeposit()}
      >
        <span aria-hidden="true">+</span>
        <span data-testid="balance">{balance ?? '…'}</span>
      </button>
      <button
        type="button"
        className="icon-button header-avatar"
        aria-haspopup="dialog"
        aria-label={t('header.account_menu')}
        onClick={openAccountMenu}
      >
        <UserIcon />
      </button>
      <InboxBadge className="inbox-badge--mobile" />
    </div>
  );
}
