import type { FooterLink } from '@sportsbook/protocol';
import { Link } from 'react-router';
import { ExternalIcon } from '../icons';
import { classifyLink, openAccountPage } from '../links';
import { isKnownContentAction, useContentAction } from '../use-content-action';
import { useShellTranslation } from '../../i18n/i18n';

/** The footer menu: each content link goes to a url (route, account page or new tab) or runs an action. */
export function FooterLinks({ links }: { readonly links: readonly FooterLink[] }) {
  const { t } = useShellTranslation();
  const runAction = useContentAction();
  const shown = links.filter((link) => link.url !== undefined || isKnownContentAction(link.action ?? ''));
  if (shown.length === 0) return null;
  return (
    <ul className="footer-links">
      {shown.map((link) => {
        if (link.url === undefined) {
          return (
            <li key={link.id}>
              <button type="button" className="footer-link" onClick={() => runAction(link.action!)}>
                {link.label}
              </button>
            </li>
          );
        }
        const kind = classifyLink(link.url);
        return (
          <li key={link.id}>
            {kind === 'external' ? (
              <a className="footer-link" href={link.url} target="_blank" rel="noopener noreferrer">
                {link.label}
                <ExternalIcon size={12} />
                <span className="visually-hidden">{t('opens_new_tab')}</span>
              </a>
            ) : kind === 'frame' ? (
              <button type="button" className="footer-link" onClick={() => openAccountPage(link.url!)}>
                {link.label}
              </button>
            ) : (
              <Link className="footer-link" to={link.url}>
                {link.label}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
