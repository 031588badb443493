import { TOAST_DURATION_MS } from '../config/ui-timings';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useShellTranslation } from '../i18n/i18n';
import { useBetBuilderStore } from '../stores/bet-builder-store';
import './bet-builder-notice.css';

/** What the notice says: the match whose Bet Builder closed ('' when the builder had no name). */
interface ClosedBuilder {
  readonly eventName: string;
}

/** The builder on screen now, if it holds picks that were not placed; else null. */
function unplacedBuilder(): ClosedBuilder | null {
  const { ticket, processingStatus, eventName } = useBetBuilderStore.getState();
  if (!ticket || ticket.selections.length === 0 || processingStatus === 'completed') return null;
  return { eventName: eventName || ticket.name };
}

/**
 * The Bet Builder notice of the default layout (spec 001 §2, decision 113). Leaving a match ends
 * Bet Builder mode (spec 000 §2); when the builder held picks that were not placed, this says so
 * for 7 s (dismissable), so the picks do not vanish unexplained. It must sit below the layout that
 * resets the builder: a child's effect runs before its parent's, so it reads the builder first.
 */
export function BetBuilderNotice() {
  const { t } = useShellTranslation();
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  const [closed, setClosed] = useState<ClosedBuilder | null>(null);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const builder = unplacedBuilder();
    if (builder) setClosed(builder);
  }, [pathname]);

  useEffect(() => {
    if (!closed) return;
    const timer = setTimeout(() => setClosed(null), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [closed]);

  return (
    <div className="betbuilder-notice" role="status" aria-live="polite">
      {closed ? (
        <p className="betbuilder-notice__box">
          <span className="betbuilder-notice__text">
            {closed.eventName
              ? t('betbuilder_notice.closed', { event: closed.eventName })
              : t('betbuilder_notice.closed_unnamed')}
          </span>
          <button
            type="button"
            className="betbuilder-notice__close"
            aria-label={t('modals.dismiss')}
            onClick={() => setClosed(null)}
          >
            ×
          </button>
        </p>
      ) : null}
    </div>
  );
}
