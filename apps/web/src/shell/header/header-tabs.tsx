import { NavLink } from 'react-router';
import { useGlobalContent } from '../../features/content';
import { operatorConfig } from '../../lib/operator';
import { ExternalIcon } from '../icons';
import { classifyLink, openAccountPage } from '../links';
import { useShellTranslation } from '../../i18n/i18n';

const tabClass = ({ isActive }: { isActive: boolean }) => `header-tab${isActive ? ' header-tab--active' : ''}`;

/** The header tabs (spec 001 §2): Sports, In Play, Virtual Sports (not with
 * the operator's `disable_virtual_sports`), then the content service's header links. */
export function HeaderTabs() {
  const { t } = useShellTranslation();
  const { data } = useGlobalContent();
  const links = data?.global.data.attributes.header_links ?? [];
  return (
    <nav className="header-tabs" aria-label={t('header.tabs_label')}>
      <NavLink to="/" end className={tabClass}>
        {t('header.sports')}
      </NavLink>
      <NavLink to="/live" className={tabClass}>
        {t('header.in_play')}
      </NavLink>
      {operatorConfig().disableVirtualSports ? null : (
        <NavLink to="/virtual" className={tabClass}>
          {t('header.virtual_sports')}
        </NavLink>
      )}
      {links.map((link) => {
        const kind = classifyLink(link.url);
        if (kind === 'external') {
          return (
            <a key={link.id} className="header-tab" href={link.url} target="_blank" rel="noopener noreferrer">
              {link.label}
              <ExternalIcon />
              <span className="visually-hidden">{t('opens_new_tab')}</span>
            </a>
          );
        }
        if (kind === 'frame') {
          return (
            <button key={link.id} type="button" className="header-tab" onClick={() => openAccountPage(link.url)}>
              {link.label}
            </button>
          );
        }
        return (
          <NavLink key={link.id} to={link.url} className={tabClass}>
            {link.label}
          </NavLink>
        );
      })}
    </nav>
  );
}
