import { isSuccessful } from '@sportsbook/betting';
import type { LiveSelection } from '@sportsbook/betting';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSlipStore } from '../../../stores/slip-store';
import { liveSelectionsQueryOptions } from '../api/live-selections';
import { checkRestoredSlip } from '../api/validate-selections';
import { usePlaceBet } from '../hooks/use-place-bet';
import { useSlipEventChannels } from '../hooks/use-slip-event-channels';
import { useSlipView } from '../hooks/use-slip-view';
import { SlipBody } from './slip-body';
import { SlipHeader } from './slip-header';
import { InsufficientFunds, SlipError } from './slip-messages';
import { SlipResults } from './slip-results';

interface SlipPanelProps {
  /** Mini mode: the mobile floating slip. */
  readonly mini?: boolean;
  readonly titleId?: string;
  readonly onClose?: () => void;
}

/**
 * The bet slip (spec 000 §2–§5), the same on desktop and in the mobile floating slip: header,
 * banners, then either the results of placing or the slip itself. While it is on screen it
 * keeps its selections live (5 s refresh); its frame keeps the free bets fresh (`useSlipUpkeep`).
 * One slip is mounted at a time (the desktop column or the mobile floating slip).
 */
export function SlipPanel({ mini = false, titleId, onClose }: SlipPanelProps) {
  const { t } = useTranslation('betslip');
  const ownTitleId = useId();
  const headingId = titleId ?? ownTitleId;
  const idPrefix = useId().replace(/:/g, '');
  const view = useSlipView();
  const { place, calculating } = usePlaceBet(view);
  const dispatch = useSlipStore((store) => store.dispatch);
  const summaries = useSlipStore((store) => store.ticketSummaries);
  const { slip } = view;
  const ids = useMemo(() => slip.selections.map((selection) => selection.outcomeId), [slip.selections]);
  useQuery(liveSelectionsQueryOptions(ids));
  useSlipEventChannels(slip.selections);
  useEffect(() => {
    void checkRestoredSlip();
  }, []);

  const processing = slip.processingStatus === 'processing';
  const insufficient =
    slip.error === 'BALANCE_INSUFFICIENT' || slip.tickets.some((ticket) => ticket.status === 'BALANCE_INSUFFICIENT');

  function acceptOffered(odds: Readonly<Record<string, number>>) {
    const { slip: current } = useSlipStore.getState();
    const updates: Record<string, LiveSelection> = {};
    for (const selection of current.selections) {
      const offered = odds[selection.outcomeId];
      if (offered === undefined) continue;
      updates[selection.outcomeId] = {
        odds: offered,
        displayOdds: null,
        isSuspended: selection.isSuspended,
        comboBoost: Boolean(selection.comboBoost),
      };
    }
    dispatch({ type: 'resultsClosed' });
    // Recorded as live prices the slip does not follow on its own, then taken by the bettor.
    dispatch({ type: 'liveUpdated', updates, acceptOdds: 'none' });
    dispatch({ type: 'oddsChangesAccepted', now: Date.now() });
  }

  return (
    <section data-testid="betslip" className={`slip${mini ? ' slip--mini' : ''}`} aria-labelledby={headingId}>
      <SlipHeader
        titleId={headingId}
        count={slip.selections.length}
        processing={processing}
        onClear={() => dispatch({ type: 'cleared', now: Date.now() })}
        {...(onClose ? { onClose } : {})}
      />
      {insufficient ? <InsufficientFunds /> : null}
      {slip.error && slip.error !== 'BALANCE_INSUFFICIENT' ? <SlipError error={slip.error} /> : null}
      {slip.processingStatus !== false ? (
        <SlipResults
          tickets={slip.tickets}
          summaries={summaries}
          processing={processing}
          successful={isSuccessful(slip)}
          currency={view.currency}
          locale={view.locale}
          format={view.oddsFormat}
          onRetain={() => dispatch({ type: 'resultsClosed' })}
          onClear={() => {
            dispatch({ type: 'cleared', now: Date.now() });
            dispatch({ type: 'closed' });
          }}
          onAcceptOffered={acceptOffered}
        />
      ) : slip.selections.length === 0 ? (
        <div className="slip-empty">
          <p className="slip-empty__title">{t('empty.title')}</p>
          <p className="slip-empty__hint">{t('empty.hint')}</p>
        </div>
      ) : (
        <SlipBody view={view} mini={mini} idPrefix={idPrefix} calculating={calculating} onPlace={() => void place()} />
      )}
    </section>
  );
}
