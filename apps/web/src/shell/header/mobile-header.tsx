import { Link } from 'react-router';
import { useSlipStore } from '../../stores/slip-store';
import { useUiStore } from '../../stores/ui-store';
import { MenuIcon, SearchIcon } from '../icons';
import { MobileAccountButtons } from './account-buttons';
import { BrandLogo } from './brand-logo';
import { useShellTranslation } from '../../i18n/i18n';

/** The mobile header (spec 001 §2): hamburger, search, logo, then deposit + balance or Join / LOG IN. */
export function MobileHeader() {
  const { t } = useShellTranslation();
  const open = useUiStore((state) => state.leftSidebarOpen);
  const openMenu = () => {
    useSlipStore.getState().dispatch({ type: 'closed' });
    useUiStore.getState().setSidebar('left', true);
  };
  return (
    <header className="site-header site-header--mobile">
      <div className="site-header__inner">
        <button
          type="button"
          className="icon-button"
          aria-label={t('header.menu')}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={openMenu}
        >
          <MenuIcon size={22} />
        </button>
        <Link to="/search" className="icon-button" aria-label={t('nav.search')}>
          <SearchIcon size={22} />
        </Link>
        <BrandLogo />
        <MobileAccountButtons />
      </div>
    </header>
  );
}
