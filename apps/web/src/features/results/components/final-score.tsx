import type { FinalScore } from '@sportsbook/protocol';
import { useTranslation } from 'react-i18next';

/** A golf total to par as the game writes it: "-12", "E" (level), "+3". */
function formatToPar(toPar: number): string {
  return toPar === 0 ? 'E' : toPar > 0 ? `+${toPar}` : `${toPar}`;
}

/** A result's final score, shaped by its sport: "2-1", tennis sets, a race's order with SP, a leaderboard. */
export function FinalScoreView({ score }: { readonly score: FinalScore }) {
  const { t } = useTranslation('results');
  switch (score.kind) {
    case 'score':
      return (
        <span className="result-row__score">
          {score.home} - {score.away}
          {score.note ? <abbr title={t(`note.${score.note}`)}> {score.note}</abbr> : null}
        </span>
      );
    case 'sets':
      return (
        <span className="result-row__score">
          {score.home} - {score.away}
          <span className="result-row__sets">({score.sets.map(([a, b]) => `${a}-${b}`).join(', ')})</span>
        </span>
      );
    case 'race':
      return (
        <ol className="result-row__finish" aria-label={t('finishing_order')}>
          {score.finish.map((runner) => (
            <li key={`${runner.position}-${runner.name}`}>
              <span className="result-row__position">{runner.position}.</span> {runner.name}
              {runner.sp ? <span className="result-row__sp"> {t('sp', { price: runner.sp })}</span> : null}
              {runner.dead_heat ? <span className="result-row__dh"> {t('dead_heat')}</span> : null}
            </li>
          ))}
        </ol>
      );
    case 'leaderboard':
      return (
        <ol className="result-row__finish" aria-label={t('leaderboard')}>
          {score.places.map((place) => (
            <li key={`${place.position}-${place.name}`} data-testid="leaderboard-place">
              <span className="result-row__position">
                {place.tied ? <abbr title={t('tied')}>T</abbr> : null}
                {place.position}.
              </span>{' '}
              {place.name}
              {place.to_par === null ? null : (
                <span className="result-row__to-par" title={t('to_par')}>
                  {' '}
                  {formatToPar(place.to_par)}
                </span>
              )}
            </li>
          ))}
        </ol>
      );
  }
}
