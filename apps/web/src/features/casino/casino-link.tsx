import { NavLink } from 'react-router';
import { selectLoggedIn, useSessionStore } from '../../stores/session-store';
import { useSiteStore } from '../../stores/site-store';
import { useUiStore } from '../../stores/ui-store';
import { useCasinoStore } from './casino-store';
import { casinoText } from './casino-texts';

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `side-menu__item${isActive ? ' side-menu__item--active' : ''}`;

/** The sidebar's `Mini Games Casino` link: only for a logged-in player whose casino config has loaded (spec 001 §2). */
export function CasinoSidebarLink() {
  const loggedIn = useSessionStore(selectLoggedIn);
  const config = useCasinoStore((state) => state.config);
  const language = useSiteStore((state) => state.language);
  if (!loggedIn || !config) return null;
  return (
    <li>
      <NavLink className={itemClass} to="/casino" onClick={() => useUiStore.getState().setSidebar('left', false)}>
        <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <rect x="4" y="4" width="16" height="16" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="9" cy="9" r="1.5" fill="currentColor" />
          <circle cx="15" cy="15" r="1.5" fill="currentColor" />
          <circle cx="15" cy="9" r="1.5" fill="currentColor" />
          <circle cx="9" cy="15" r="1.5" fill="currentColor" />
        </svg>
        {casinoText(language, 'link')}
      </NavLink>
    </li>
  );
}
