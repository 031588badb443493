import { Navigate, useLocation, useParams } from 'react-router';
import { useSports } from '../hooks/use-sports';
import { PageLoading } from '../shell/pages/page-loading';
import { eventIdOfSlug } from '../shell/sidebar/use-live-match';
import { MatchPage, NotFoundPage, SportPage } from './pages';

/** Sports whose pages list outrights (spec 001 §2: golf adds ?mode=outrights). */
const OUTRIGHT_SPORTS = new Set(['golf']);

/**
 * Whether a path segment names a sport: its slug or its translated slug in the current
 * language. Undefined while the sports list is loading.
 */
function useIsKnownSport(segment: string | undefined): boolean | undefined {
  const { data, isError } = useSports();
  if (!segment) return false;
  if (isError) return true; // Without the list, let the page itself decide.
  if (!data) return undefined;
  const slug = segment.toLowerCase();
  return data.data.some((sport) => sport.slug === slug || sport.translated_slug === slug);
}

/**
 * `/:sportSlug` and `/:sportSlug/:competitionSlug`: the sport page when the first segment is a
 * sport, the 404 page otherwise; golf goes to its outrights.
 */
export function SportRoute() {
  const { sportSlug } = useParams();
  const { search } = useLocation();
  const known = useIsKnownSport(sportSlug);
  if (known === undefined) return <PageLoading />;
  if (!known) return <NotFoundPage />;
  const params = new URLSearchParams(search);
  if (OUTRIGHT_SPORTS.has(sportSlug!.toLowerCase()) && params.get('mode') === null) {
    params.set('mode', 'outrights');
    return <Navigate to={{ search: `?${params.toString()}` }} replace />;
  }
  return <SportPage />;
}

/** `/:sport/:competition/:slug`: the match screen when the slug ends in an event id, else 404. */
export function MatchRoute() {
  const { slug } = useParams();
  return eventIdOfSlug(slug) === null ? <NotFoundPage /> : <MatchPage />;
}
