import type { EventHeader, EventStats } from '@sportsbook/protocol';
import { useStrings } from '../../../i18n/i18n';

function hasScore(stats: EventStats | null): stats is EventStats {
  return stats !== null && (stats.home_scores !== undefined || stats.away_scores !== undefined);
}

function hasSets(stats: EventStats | null): boolean {
  return stats !== null && (stats.home_set !== undefined || stats.away_set !== undefined);
}

interface TeamLineProps {
  readonly name: string;
  readonly score: string | number | undefined;
  readonly set: string | number | undefined;
  readonly serving: boolean;
  readonly showScore: boolean;
  readonly showSet: boolean;
}

function TeamLine({ name, score, set, serving, showScore, showSet }: TeamLineProps) {
  const { t } = useStrings('catalog');
  return (
    <span className="event-teams__line">
      <span className="event-teams__server" aria-hidden={!serving}>
        {serving ? (
          <>
            <span className="server-dot" />
            <span className="visually-hidden">{t('event.serving')}</span>
          </>
        ) : null}
      </span>
      <span className="event-teams__name">{name}</span>
      {showSet ? <span className="event-teams__set">{set ?? ''}</span> : null}
      {showScore ? <span className="event-teams__score">{score ?? ''}</span> : null}
    </span>
  );
}

/**
 * The two sides of an event with the live score, the current set's score (tennis, e-sports
 * maps) and a marker on the side serving; events without sides (races, outrights) show their name.
 */
export function EventTeams({ event }: { readonly event: EventHeader }) {
  const { stats } = event;
  if (!event.home_team || !event.away_team) {
    return (
      <span className="event-teams">
        <span className="event-teams__line">
          <span className="event-teams__name">{event.name}</span>
        </span>
      </span>
    );
  }
  const showScore = event.is_live && hasScore(stats);
  const showSet = event.is_live && hasSets(stats);
  return (
    <span className="event-teams">
      <TeamLine
        name={event.home_team}
        score={stats?.home_scores}
        set={stats?.home_set}
        serving={event.is_live && stats?.server === 1}
        showScore={showScore}
        showSet={showSet}
      />
      <TeamLine
        name={event.away_team}
        score={stats?.away_scores}
        set={stats?.away_set}
        serving={event.is_live && stats?.server === 2}
        showScore={showScore}
        showSet={showSet}
      />
    </span>
  );
}
