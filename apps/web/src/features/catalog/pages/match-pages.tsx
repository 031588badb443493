import { useParams, useSearchParams } from 'react-router';
import { EventScreen } from '../components/event-screen';
import { eventIdFromSlug } from '../lib/event-path';
import '../catalog.css';

function idOf(text: string | null | undefined): number | null {
  return text && /^[1-9]\d*$/.test(text) ? Number(text) : null;
}

/** The match screen `/{sport}/{competition}/{slug}`: the event id is the text after the slug's last hyphen. */
export function MatchPage() {
  // The router names it `slug` (`/:sport/:competition/:slug`); `eventSlug` is accepted too.
  const { slug, eventSlug } = useParams();
  return <EventScreen eventId={eventIdFromSlug(slug ?? eventSlug)} />;
}

/** The e-sports match `/esports/match/{id}`. */
export function EsportsMatchPage() {
  const { id } = useParams();
  return <EventScreen eventId={idOf(id)} />;
}

/** The virtual match `/virtual/{slug}/{id}?event_id={id}`: the query's event id, else the route's. */
export function VirtualMatchPage() {
  const { id, slug } = useParams();
  const [search] = useSearchParams();
  return <EventScreen eventId={idOf(search.get('event_id')) ?? idOf(id) ?? eventIdFromSlug(slug)} />;
}
