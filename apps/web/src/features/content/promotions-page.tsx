import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sportsConfigQueryOptions } from '../../hooks/use-sports-config';
import { useSiteStore } from '../../stores/site-store';
import { useGlobalContent } from './api/global-content';
import { usePopularPagesQuery } from './api/popular-pages';
import { isExternalUrl } from './footer-rules';
import { selectVisiblePopularPages } from './popular-page-rules';
import './promotions-page.css';

/** `/promotions`: the brand's banners and current popular pages from the content service. */
export function PromotionsPage() {
  const { t } = useTranslation('content');
  const ipCountry = useSiteStore((state) => state.ipCountry);
  const global = useGlobalContent();
  const popular = usePopularPagesQuery();
  const sportsConfig = useQuery(sportsConfigQueryOptions()).data?.data ?? [];
  const banners = global.data?.banners ?? [];
  const pages = selectVisiblePopularPages(popular.data?.data ?? [], { now: Date.now(), ipCountry, sportsConfig });
  const featured = pages.filter((page) => page.url !== null);

  return (
    <section className="promotions" aria-labelledby="promotions-title">
      <h1 id="promotions-title" className="promotions__title">
        {t('promotions.title')}
      </h1>
      {global.isPending ? <p className="promotions__note">{t('loading')}</p> : null}
      {global.isError ? <p className="promotions__note">{t('error')}</p> : null}
      {global.isSuccess && banners.length === 0 ? <p className="promotions__note">{t('promotions.empty')}</p> : null}
      <ul className="promotions__banners">
        {banners.map((banner) => (
          <li key={banner.id} className="promo-card">
            <img className="promo-card__image" src={banner.image} alt="" width="640" height="200" />
            <div className="promo-card__body">
              <h2 className="promo-card__title">{banner.title}</h2>
              {banner.url && banner.url !== '/promotions' ? (
                isExternalUrl(banner.url) ? (
                  <a className="btn btn-primary" href={banner.url} target="_blank" rel="noopener noreferrer">
                    {t('promotions.more')}
                  </a>
                ) : (
                  <Link className="btn btn-primary" to={banner.url}>
                    {t('promotions.bet_now')}
                  </Link>
                )
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {featured.length > 0 ? (
        <>
          <h2 className="promotions__subtitle">{t('promotions.popular')}</h2>
          <ul className="promotions__pages">
            {featured.map((page) => (
              <li key={page.id}>
                {isExternalUrl(page.url!) || page.open_externally ? (
                  <a href={page.url!} target="_blank" rel="noopener noreferrer">
                    {page.name}
                  </a>
                ) : (
                  <Link to={page.url!}>{page.name}</Link>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
