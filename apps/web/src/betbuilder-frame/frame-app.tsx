import { shownOdds } from '@sportsbook/betting';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/http';
import type { FrameParams } from '../lib/bet-builder-frame-params';
import { calculatePicks, fetchBuilderMarkets } from './frame-api';
import type { BuilderMarkets, FrameTicket } from './frame-api';
import { createFrameMessenger } from './frame-messenger';
import './frame.css';

type Load =
  | { readonly state: 'loading' }
  | { readonly state: 'failed'; readonly unavailable: boolean }
  | { readonly state: 'ready'; readonly data: BuilderMarkets };

/**
 * The Bet Builder page inside the 'Create YourBet' modal: the match's builder
 * markets as outcome buttons (`data-outcome-id`, pressed when picked), the combined price of the
 * picks, live, and the ticket id of every priced pick set posted to the client. Above the
 * markets, the match's 'Popular Bet Builders' with their price: choosing one makes its legs the
 * picks and its `precanned_id` goes with the calculate and the ticket message until a pick changes.
 */
export function FrameApp({
  params,
  parentWindow = window.parent,
}: {
  readonly params: FrameParams;
  /** The window that frames this page (a test passes its own). */
  readonly parentWindow?: Window;
}) {
  const { t } = useTranslation('betbuilder');
  const messenger = useMemo(() => createFrameMessenger(parentWindow, window, window.location.origin), [parentWindow]);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [picks, setPicks] = useState<readonly string[]>(params.picks);
  // The Popular Bet Builder the picks were chosen as; any change of the picks by hand ends it.
  const [precannedId, setPrecannedId] = useState<string | null>(null);
  const [ticket, setTicket] = useState<FrameTicket | null>(null);
  const [pricing, setPricing] = useState(false);
  const [failed, setFailed] = useState(false);
  const inflight = useRef<AbortController | null>(null);
  const first = useRef(true);

  useEffect(() => {
    messenger.post({ type: 'ready' });
    return messenger.listen((message) => {
      setPrecannedId(null);
      if (message.type === 'reset') setPicks([]);
      else setPicks(message.outcome_ids);
    });
  }, [messenger]);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    fetchBuilderMarkets(params, controller.signal)
      .then((data) => setLoad({ state: 'ready', data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad({ state: 'failed', unavailable: error instanceof ApiError && error.status === 404 });
      });
    return () => controller.abort();
  }, [params, attempt]);

  // Every change of the picks is priced; a newer one cancels the one still on its way.
  useEffect(() => {
    const initial = first.current;
    first.current = false;
    inflight.current?.abort();
    setFailed(false);
    if (picks.length === 0) {
      setTicket(null);
      setPricing(false);
      if (!initial) messenger.post({ type: 'cleared', event_id: params.eventId });
      return;
    }
    const controller = new AbortController();
    inflight.current = controller;
    setPricing(true);
    calculatePicks(params, picks, precannedId, controller.signal)
      .then((priced) => {
        if (controller.signal.aborted) return;
        setTicket(priced);
        setPricing(false);
        messenger.post({ type: 'ticket', ticket_id: priced.id, event_id: params.eventId, precanned_id: precannedId });
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        setPricing(false);
        setFailed(true);
      });
  }, [picks, precannedId, params, messenger]);

  const toggle = (id: string) => {
    setPrecannedId(null);
    setPicks((current) => (current.includes(id) ? current.filter((pick) => pick !== id) : [...current, id]));
  };
  const choosePopular = (id: string, legs: readonly string[]) => {
    setPrecannedId(id);
    setPicks(legs);
  };
  const clear = () => {
    setPrecannedId(null);
    setPicks([]);
  };

  if (load.state === 'loading') {
    return (
      <p className="bbf-status" role="status">
        {t('frame.loading')}
      </p>
    );
  }
  if (load.state === 'failed') {
    return (
      <div className="bbf-status" role="alert">
        <p>{load.unavailable ? t('frame.unavailable') : t('frame.failed')}</p>
        {load.unavailable ? null : (
          <button type="button" className="bbf-button" onClick={() => setAttempt((value) => value + 1)}>
            {t('frame.retry')}
          </button>
        )}
      </div>
    );
  }

  const price =
    ticket && ticket.odds > 1 ? shownOdds(ticket.odds, params.oddsFormat, ticket.display_odds ?? null) : null;
  const note = failed
    ? t('frame.failed')
    : picks.length > 1 && ticket && ticket.odds === 0
      ? t('cannotCombine')
      : picks.length === 1
        ? t('frame.noPrice')
        : '';

  return (
    <div className="bbf">
      <main className="bbf-main" aria-labelledby="bbf-title">
        <h1 id="bbf-title" className="bbf-title">
          {load.data.event.name}
        </h1>
        {load.data.popular.length > 0 ? (
          <section className="bbf-market bbf-popular" aria-labelledby="bbf-popular-title">
            <h2 id="bbf-popular-title" className="bbf-market__name">
              {t('frame.popular')}
            </h2>
            <div className="bbf-popular__list">
              {load.data.popular.map((entry) => {
                const ids = entry.selections.map((selection) => String(selection.outcome_id));
                const chosen = ids.length === picks.length && ids.every((id) => picks.includes(id));
                return (
                  <button
                    key={entry.precanned_id}
                    type="button"
                    className={`bbf-outcome bbf-popular__item${chosen ? ' bbf-outcome--picked' : ''}`}
                    data-precanned-id={entry.precanned_id}
                    aria-pressed={chosen}
                    onClick={() => choosePopular(entry.precanned_id, ids)}
                  >
                    <span className="bbf-outcome__name">{entry.name}</span>
                    <span className="bbf-outcome__odds">{shownOdds(entry.odds, params.oddsFormat, null)}</span>
                  </button>
                );
              })}
            </div>
          </section>
        ) : null}
        {load.data.markets.map((market) => (
          <section key={market.id} className="bbf-market" aria-labelledby={`bbf-market-${market.id}`}>
            <h2 id={`bbf-market-${market.id}`} className="bbf-market__name">
              {market.name}
            </h2>
            <div className="bbf-outcomes">
              {market.outcomes.map((outcome) => {
                const id = String(outcome.id);
                const picked = picks.includes(id);
                return (
                  <button
                    key={outcome.id}
                    type="button"
                    className={`bbf-outcome${picked ? ' bbf-outcome--picked' : ''}`}
                    data-outcome-id={outcome.id}
                    aria-pressed={picked}
                    disabled={Boolean(outcome.suspended) && !picked}
                    onClick={() => toggle(id)}
                  >
                    <span className="bbf-outcome__name">{outcome.name}</span>
                    <span className="bbf-outcome__odds">
                      {outcome.suspended ? t('frame.suspended') : shownOdds(outcome.odds, params.oddsFormat, null)}
                    </span>
                  </button>
                );
              })}
            </div>
          </section>
        ))}
      </main>
      <footer className="bbf-bar" aria-label={t('frame.combined')}>
        <div className="bbf-bar__summary" role="status" aria-live="polite">
          <span className="bbf-bar__count">{t('frame.picks', { count: picks.length })}</span>
          <span className="bbf-bar__price">
            {t('frame.combined')}: <strong data-testid="betbuilder-odds">{pricing ? '…' : (price ?? '–')}</strong>
          </span>
          {note ? <span className="bbf-bar__note">{note}</span> : null}
        </div>
        <div className="bbf-bar__actions">
          <button type="button" className="bbf-button bbf-button--ghost" disabled={picks.length === 0} onClick={clear}>
            {t('frame.clear')}
          </button>
          <button
            type="button"
            className="bbf-button"
            disabled={!ticket || pricing || picks.length === 0}
            onClick={() => messenger.post({ type: 'done' })}
          >
            {t('frame.addToSlip')}
          </button>
        </div>
      </footer>
    </div>
  );
}
