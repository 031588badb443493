import type { FinalScore } from '@sportsbook/protocol';
import { useTranslation } from 'react-i18next';

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
            <li key={`${place.position}-${place.name}`}>
              <span className="result-row__position">{place.position}.</span> {place.name}
            </li>
          ))}
        </ol>
      );
  }
}
