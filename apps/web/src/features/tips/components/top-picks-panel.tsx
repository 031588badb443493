import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useTipsStore } from '../../../stores/tips-store';
import { useHideOnSelectionAdded } from '../hooks/use-hide-on-selection-added';
import { useRouteTips } from '../hooks/use-route-tips';
import { useTipSelections } from '../hooks/use-tip-selections';
import { TipItem } from './tip-item';
import '../tips.css';

/** How many tips the half-open panel shows; the full panel shows them all. */
export const HALF_PANEL_TIPS = 2;

/**
 * The Top Picks panel (spec 000 §4): hidden, half, full or closed. It fetches the route's tips
 * 300 ms after every route change, opens half way when tips arrive, hides when an outcome joins
 * the slip, and the bettor can expand, collapse or close it (the slip header's picks icon reopens it).
 */
export function TopPicksPanel() {
  const { t } = useTranslation('tips');
  const titleId = useId();
  const status = useTipsStore((state) => state.status);
  const dispatch = useTipsStore((state) => state.dispatch);
  const tips = useRouteTips();
  const selections = useTipSelections(tips);
  useHideOnSelectionAdded();

  if (status === 'hidden' || status === 'closed' || tips.length === 0) return null;
  const full = status === 'full';
  const shown = full ? tips : tips.slice(0, HALF_PANEL_TIPS);
  return (
    <section className={`top-picks top-picks--${status}`} aria-labelledby={titleId} data-testid="top-picks">
      <header className="top-picks__header">
        <h2 id={titleId} className="top-picks__title">
          {t('title')} <span className="top-picks__count">({tips.length})</span>
        </h2>
        {tips.length > HALF_PANEL_TIPS && (
          <button
            type="button"
            className="btn btn-ghost top-picks__toggle"
            aria-expanded={full}
            onClick={() => dispatch({ type: full ? 'collapsed' : 'expanded' })}
          >
            {full ? t('showLess') : t('showAll')}
          </button>
        )}
        <button
          type="button"
          className="icon-button top-picks__close"
          aria-label={t('close')}
          onClick={() => dispatch({ type: 'closedByUser' })}
        >
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      </header>
      <ul className="top-picks__list">
        {shown.map((tip) => (
          <TipItem key={tip.outcome_id} tip={tip} selection={selections.get(tip.outcome_id)} />
        ))}
      </ul>
    </section>
  );
}
