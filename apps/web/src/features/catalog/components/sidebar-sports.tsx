import { useInPlayEvent } from '../hooks/use-live-listing';
import { EsportsMenu } from './esports-menu';
import { LiveWidget } from './live-widget';
import { SportsMenu } from './sports-menu';

/** Where the left sidebar's sports area is: an e-sports route, and the match on screen if any. */
export interface SidebarSportsProps {
  readonly esports: boolean;
  /** The event id of the match route on screen, or null off match routes. */
  readonly matchEventId: number | null;
}

/**
 * The left sidebar's sports area (spec 001 §2): the e-sports menu on e-sports routes; on a match
 * route whose event is in play the live widget; otherwise the sports menu. The in-play check and
 * the widget read the same live listing, so nothing polls beside the widget.
 */
export function SidebarSports({ esports, matchEventId }: SidebarSportsProps) {
  const inPlay = useInPlayEvent(esports ? null : matchEventId);
  if (esports) return <EsportsMenu />;
  return inPlay ? <LiveWidget /> : <SportsMenu />;
}
