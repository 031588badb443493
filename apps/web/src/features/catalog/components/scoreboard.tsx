import type { EventHeader } from '@sportsbook/protocol';
import { useTranslation } from 'react-i18next';

/**
 * The live score as a table: one row per side, the current set's score where the sport has
 * sets (tennis games, e-sports rounds) and a marker on the side serving.
 */
export function Scoreboard({ event }: { readonly event: EventHeader }) {
  const { t } = useTranslation('catalog');
  const stats = event.stats ?? {};
  const hasSets = stats.home_set !== undefined || stats.away_set !== undefined;
  const rows = [
    {
      side: event.home_team ?? t('stats.home'),
      score: stats.home_scores,
      set: stats.home_set,
      serving: stats.server === 1,
    },
    {
      side: event.away_team ?? t('stats.away'),
      score: stats.away_scores,
      set: stats.away_set,
      serving: stats.server === 2,
    },
  ];
  return (
    <table className="scoreboard">
      <caption className="visually-hidden">{t('stats.score')}</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">{t('stats.team')}</span>
          </th>
          {hasSets ? <th scope="col">{t('stats.set')}</th> : null}
          <th scope="col">{t('stats.score')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.side}>
            <th scope="row">
              <span className="scoreboard__side">
                {row.serving ? (
                  <span className="server-dot" role="img" aria-label={t('event.serving')} />
                ) : (
                  <span className="server-dot server-dot--none" aria-hidden="true" />
                )}
                {row.side}
              </span>
            </th>
            {hasSets ? <td>{row.set ?? '–'}</td> : null}
            <td className="scoreboard__score">{row.score ?? '–'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
