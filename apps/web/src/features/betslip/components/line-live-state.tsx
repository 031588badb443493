import { useTranslation } from 'react-i18next';
import { useSlipEventState } from '../lib/slip-event-states';

/**
 * An in-play line's match state: 'Live', the period and clock, and the score
 * (with the current set's score where the sport has sets). Nothing for an event not in play.
 */
export function LineLiveState({ eventId }: { readonly eventId: number }) {
  const { t } = useTranslation('betslip');
  const state = useSlipEventState(eventId);
  if (!state?.isLive) return null;
  const stats = state.stats ?? {};
  const clock = [state.statusDescription, stats.time && stats.time !== state.statusDescription ? stats.time : null]
    .filter(Boolean)
    .join(' · ');
  const hasScore = stats.home_scores !== undefined && stats.away_scores !== undefined;
  const hasSet = stats.home_set !== undefined && stats.away_set !== undefined;
  return (
    <p className="slip-line__live" data-testid="slip-line-live">
      <span className="slip-line__live-badge">{t('line.live')}</span>
      {clock ? <span className="slip-line__clock">{clock}</span> : null}
      {hasScore ? (
        <span
          className="slip-line__score"
          aria-label={t('line.score', { home: stats.home_scores, away: stats.away_scores })}
        >
          {stats.home_scores}–{stats.away_scores}
        </span>
      ) : null}
      {hasSet ? (
        <span
          className="slip-line__set"
          aria-label={t('line.setScore', { home: stats.home_set, away: stats.away_set })}
        >
          ({stats.home_set}–{stats.away_set})
        </span>
      ) : null}
    </p>
  );
}
