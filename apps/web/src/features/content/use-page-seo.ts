import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRouteMatches } from '../../lib/route-matches';
import { useSiteStore } from '../../stores/site-store';
import { seoQuery } from './api/seo';
import { useContentScope } from './api/content-scope';

function setMetaDescription(text: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = text;
}

/**
 * Sets the page title and description from the content service's SEO for a path (brand name when
 * it has none). The request carries the matched route's parameters too (spec 001 §7 `params`).
 */
export function usePageSeo(path: string): void {
  const scope = useContentScope();
  const brand = useSiteStore((state) => state.config.brand);
  const params = useRouteMatches().at(-1)?.params ?? {};
  const { data } = useQuery(seoQuery(scope, path, params));
  useEffect(() => {
    const seo = data?.data;
    document.title = seo ? `${seo.title} | ${brand}` : brand;
    if (seo) setMetaDescription(seo.description);
  }, [data, brand]);
}
