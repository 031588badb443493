import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router';
import { selectVisiblePopularPages, usePopularPagesQuery } from '../../features/content';
import { sportsConfigQueryOptions } from '../../hooks/use-sports-config';
import { useSiteStore } from '../../stores/site-store';
import { ExternalIcon } from '../icons';
import { classifyLink, openAccountPage } from '../links';
import { isKnownContentAction, useContentAction } from '../use-content-action';
import { useShellTranslation } from '../../i18n/i18n';

/** Actions the sidebar offers as fixed items anyway (Live Schedule): not repeated among popular pages. */
const FIXED_ACTIONS = new Set(['open_live_schedule']);

/** The left sidebar's popular pages (spec 001 §2), with the time-window and IP-country rules. */
export function PopularPages({ now }: { readonly now: number }) {
  const { t } = useShellTranslation();
  const ipCountry = useSiteStore((state) => state.ipCountry);
  const { data } = usePopularPagesQuery();
  const sportsConfig = useQuery(sportsConfigQueryOptions()).data?.data ?? [];
  const runAction = useContentAction();
  const pages = selectVisiblePopularPages(data?.data ?? [], { now, ipCountry, sportsConfig }).filter(
    (page) =>
      page.url !== null ||
      (page.action !== null && isKnownContentAction(page.action) && !FIXED_ACTIONS.has(page.action)),
  );
  if (pages.length === 0) return null;
  return (
    <section className="side-section" aria-labelledby="popular-pages-title">
      <h2 id="popular-pages-title" className="side-section__title">
        {t('sidebar.popular_pages')}
      </h2>
      <ul className="side-menu">
        {pages.map((page) => {
          const icon = page.icon ? (
            <img className="side-menu__img" src={page.icon} alt="" width="20" height="20" />
          ) : null;
          if (page.url === null) {
            return (
              <li key={page.id}>
                <button type="button" className="side-menu__item" onClick={() => runAction(page.action!)}>
                  {icon}
                  {page.name}
                </button>
              </li>
            );
          }
          const kind = classifyLink(page.url);
          if (kind === 'external' || page.open_externally) {
            return (
              <li key={page.id}>
                <a className="side-menu__item" href={page.url} target="_blank" rel="noopener noreferrer">
                  {icon}
                  {page.name}
                  <ExternalIcon />
                  <span className="visually-hidden">{t('opens_new_tab')}</span>
                </a>
              </li>
            );
          }
          if (kind === 'frame') {
            return (
              <li key={page.id}>
                <button type="button" className="side-menu__item" onClick={() => openAccountPage(page.url!)}>
                  {icon}
                  {page.name}
                </button>
              </li>
            );
          }
          return (
            <li key={page.id}>
              <NavLink className="side-menu__item" to={page.url}>
                {icon}
                {page.name}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
