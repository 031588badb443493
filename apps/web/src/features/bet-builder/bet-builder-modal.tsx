import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog';
import { useOddsFormat } from '../../hooks/use-preferences';
import { frameSearch } from '../../lib/bet-builder-frame-params';
import { isMobileNow } from '../../lib/breakpoint';
import { useBetBuilderStore } from '../../stores/bet-builder-store';
import { useSiteStore } from '../../stores/site-store';
import { useUiStore } from '../../stores/ui-store';
import { createBetBuilderBridge } from './frame-bridge';
import './bet-builder-modal.css';

/** Where the frame page lives: the sports API's server serves it under /betbuilder/ (decision 035). */
export function betBuilderFrameUrl(sportsApi: string, search: string): URL {
  return new URL(`${sportsApi}/betbuilder/${search}`, window.location.href);
}

/**
 * The 'Create YourBet' modal (spec 000 §2; sizes from the spec, capped by a phone's width) holding
 * the Bet Builder frame. Tickets the frame posts put the slip in Bet Builder mode; 'Add to Bet
 * Slip' closes the modal and, on a phone, opens the floating slip.
 */
export function BetBuilderModal() {
  const { t } = useTranslation('betbuilder');
  const props = useUiStore((state) => state.modalProps);
  const eventId = Number(props.eventId);
  const eventName = String(props.eventName ?? '');
  const bookmaker = useSiteStore((state) => state.config.bookmaker);
  const sportsApi = useSiteStore((state) => state.config.sportsApi);
  const country = useSiteStore((state) => state.country);
  const lang = useSiteStore((state) => state.language);
  const oddsFormat = useOddsFormat();
  const frame = useRef<HTMLIFrameElement>(null);

  // The address is fixed when the modal opens: the picks the slip holds now start the frame.
  const url = useMemo(() => {
    const { ticket, eventId: builderEvent } = useBetBuilderStore.getState();
    const picks = builderEvent === eventId && ticket ? ticket.selections.map((line) => line.id) : [];
    const search = frameSearch({
      eventId: String(eventId),
      bookmaker,
      country: country.toLowerCase(),
      lang,
      oddsFormat,
      picks,
    });
    return betBuilderFrameUrl(sportsApi, search);
  }, [eventId]);

  const bridge = useMemo(
    () => createBetBuilderBridge({ origin: url.origin, getFrame: () => frame.current?.contentWindow ?? null }),
    [url],
  );

  useEffect(() => {
    useBetBuilderStore.getState().started(eventId, eventName);
  }, [eventId, eventName]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = bridge.receive(event);
      if (!message) return;
      const store = useBetBuilderStore.getState();
      switch (message.type) {
        case 'ticket':
          if (Number(message.event_id) === eventId)
            store.ticketPosted(eventId, message.ticket_id, message.precanned_id ?? null);
          break;
        case 'cleared':
          if (store.eventId === eventId && store.processingStatus !== 'processing') store.reset();
          break;
        case 'done':
          useUiStore.getState().closeModal();
          if (isMobileNow()) store.visibleSet(true);
          break;
        case 'ready':
          break;
      }
    };
    window.addEventListener('message', onMessage);
    // The slip left Bet Builder mode while the frame is open: the frame starts over too.
    const unsubscribe = useBetBuilderStore.subscribe((state, previous) => {
      if (previous.ticketId !== null && state.ticketId === null) bridge.post({ type: 'reset' });
    });
    return () => {
      window.removeEventListener('message', onMessage);
      unsubscribe();
    };
  }, [bridge, eventId]);

  return (
    <Dialog title={t('modalTitle')} onClose={() => useUiStore.getState().closeModal()} className="bb-modal">
      <iframe ref={frame} className="bb-modal__frame" title={t('frameTitle')} src={url.toString()} />
    </Dialog>
  );
}
