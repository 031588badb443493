import { formatMoney, isErrorCode, isFullCover, parseSystemType, TICKET_PROCESSED } from '@sportsbook/betting';
import type { OddsFormat, SlipTicket } from '@sportsbook/betting';
import { useTranslation } from 'react-i18next';
import type { TicketSummary } from '../../../stores/slip-store';
import { OddsText } from './odds-text';

interface SlipResultsProps {
  readonly tickets: readonly SlipTicket[];
  readonly summaries: Readonly<Record<string, TicketSummary>>;
  readonly processing: boolean;
  readonly successful: boolean;
  readonly currency: string;
  readonly locale: string;
  readonly format: OddsFormat;
  readonly onRetain: () => void;
  readonly onClear: () => void;
  readonly onAcceptOffered: (odds: Readonly<Record<string, number>>) => void;
}

function TicketTitle({
  ticket,
  summary,
}: {
  readonly ticket: SlipTicket;
  readonly summary: TicketSummary | undefined;
}) {
  const { t } = useTranslation('betslip');
  const systemType = ticket.betType === 'system' ? (summary?.systemType ?? null) : null;
  const system = systemType ? parseSystemType(systemType) : null;
  const kind =
    systemType && isFullCover(systemType)
      ? t(`covers.${systemType}`)
      : system
        ? t('results.system', { k: system.k, n: system.n })
        : t(`betType.${ticket.betType}`);
  const first = summary?.legs[0];
  const label = ticket.betType === 'single' && first ? `${first.outcomeName} · ${kind}` : kind;
  return (
    <p className="slip-ticket__title">
      {label}
      {summary?.eachWay ? ` · ${t('results.eachWay')}` : ''}
    </p>
  );
}

/**
 * The results panel (spec 000 §2, §4): one entry per ticket — 'Please wait...' while pending,
 * green with the bet ID and return once PROCESSED, red with the message and the refusal's
 * details otherwise — then 'Retain selections' or 'Clear all', blocked while placing.
 */
export function SlipResults(props: SlipResultsProps) {
  const { tickets, summaries, processing, successful, currency, locale } = props;
  const { t } = useTranslation(['betslip', 'errors']);
  const heading = processing ? t('results.placing') : successful ? t('results.success') : t('results.partial');
  return (
    <section className="slip-results" aria-labelledby="slip-results-heading">
      <h3 id="slip-results-heading" className="slip-results__heading" aria-live="polite">
        {heading}
      </h3>
      <ul className="slip-results__list">
        {tickets.map((ticket) => {
          const summary = summaries[ticket.uuid];
          const state = ticket.status === '' ? 'pending' : ticket.status === TICKET_PROCESSED ? 'ok' : 'error';
          const pairs = Object.entries(ticket.errorMeta).filter(([key]) => key !== 'message');
          return (
            <li
              key={ticket.uuid}
              className={`slip-ticket slip-ticket--${state}`}
              data-status={ticket.status || 'PENDING'}
            >
              <TicketTitle ticket={ticket} summary={summary} />
              {summary ? (
                <p className="slip-ticket__legs">
                  {summary.legs.map((leg) => `${leg.outcomeName} (${leg.eventName})`).join(', ')}
                </p>
              ) : null}
              {state === 'pending' ? (
                <p className="slip-ticket__status slip-ticket__status--pending" role="status">
                  <span className="slip-spinner" aria-hidden="true" />
                  {summary?.checking ? t('results.checking') : t('results.pending')}
                </p>
              ) : null}
              {state === 'ok' ? (
                <div className="slip-ticket__status">
                  <p>
                    <strong>{t('results.processed')}</strong> · {t('results.betId', { id: ticket.betId ?? '' })}
                  </p>
                  <p>
                    {t('results.stake', { amount: formatMoney(ticket.totalStake, currency, locale) })} ·{' '}
                    {t('results.return', { amount: formatMoney(ticket.potentialReturn, currency, locale) })}
                  </p>
                  {summary?.boost ? (
                    <p>{t('results.boost', { amount: formatMoney(summary.boost, currency, locale) })}</p>
                  ) : null}
                  {summary?.tax ? (
                    <p>{t('results.tax', { amount: formatMoney(summary.tax, currency, locale) })}</p>
                  ) : null}
                  {summary?.startingPrice ? <p>{t('results.startingPriceCap')}</p> : null}
                </div>
              ) : null}
              {state === 'error' ? (
                <div className="slip-ticket__status">
                  <p>
                    <strong>
                      {isErrorCode(ticket.status) ? t(`errors:${ticket.status}`) : (ticket.message ?? ticket.status)}
                    </strong>
                  </p>
                  {pairs.length > 0 ? (
                    <dl className="slip-ticket__meta">
                      {pairs.map(([key, value]) => (
                        <div key={key}>
                          <dt>{key}</dt>
                          <dd>{value}</dd>
                        </div>
                      ))}
                    </dl>
                  ) : null}
                  {summary?.offeredOdds ? (
                    <OfferedOdds
                      summary={summary}
                      offered={summary.offeredOdds}
                      format={props.format}
                      onAccept={props.onAcceptOffered}
                    />
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className="slip-results__actions">
        <button type="button" className="btn btn-outline" disabled={processing} onClick={props.onRetain}>
          {t('results.retain')}
        </button>
        <button type="button" className="btn btn-blue" disabled={processing} onClick={props.onClear}>
          {t('results.clearAll')}
        </button>
      </div>
    </section>
  );
}

interface OfferedOddsProps {
  readonly summary: TicketSummary;
  readonly offered: Readonly<Record<string, number>>;
  readonly format: OddsFormat;
  readonly onAccept: (odds: Readonly<Record<string, number>>) => void;
}

/** The new prices of an ODDS_CHANGED refusal, and the button that takes them into the slip. */
function OfferedOdds({ summary, offered, format, onAccept }: OfferedOddsProps) {
  const { t } = useTranslation('betslip');
  return (
    <div className="slip-ticket__offer">
      <ul>
        {summary.legs
          .filter((leg) => offered[leg.outcomeId] !== undefined)
          .map((leg) => (
            <li key={leg.outcomeId}>
              {leg.outcomeName}: {t('line.newOdds')} <OddsText odds={offered[leg.outcomeId]!} format={format} />
            </li>
          ))}
      </ul>
      <button type="button" className="btn btn-blue" onClick={() => onAccept(offered)}>
        {t('results.acceptNewOdds')}
      </button>
    </div>
  );
}
