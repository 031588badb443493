import { builderMarketsResponseSchema, builderTicketResponseSchema } from '@sportsbook/protocol';
import type { BuilderMarketsResponse, BuilderTicket } from '@sportsbook/protocol';
import { buildUrl, requestJson } from '../lib/http';
import type { FrameParams } from '../lib/bet-builder-frame-params';

/** The match's builder markets (`GET /v1/betbuilder/markets`). */
export type BuilderMarkets = BuilderMarketsResponse['data'];
/** The part of a priced ticket the frame shows. */
export type FrameTicket = BuilderTicket;

/** Reads the match's builder markets from the server that served the frame. */
export function fetchBuilderMarkets(params: FrameParams, signal?: AbortSignal): Promise<BuilderMarkets> {
  return requestJson(
    buildUrl('', '/v1/betbuilder/markets', {
      event_id: params.eventId,
      bookmaker: params.bookmaker,
      lang: params.lang,
    }),
    { schema: builderMarketsResponseSchema, headers: { bookmaker: params.bookmaker }, ...(signal ? { signal } : {}) },
  ).then((answer) => answer.data);
}

/**
 * Prices the picks together (`POST /v1/betbuilder/calculate`); `precannedId` names the Popular
 * Bet Builder the picks were chosen as (null for picks of the bettor's own); `signal` cancels a
 * superseded one.
 */
export function calculatePicks(
  params: FrameParams,
  picks: readonly string[],
  precannedId: string | null,
  signal: AbortSignal,
): Promise<FrameTicket> {
  return requestJson(buildUrl('', '/v1/betbuilder/calculate'), {
    schema: builderTicketResponseSchema,
    headers: { bookmaker: params.bookmaker },
    body: {
      event_id: Number(params.eventId),
      selections: picks.map((id) => ({ outcome_id: Number(id) })),
      precanned_id: precannedId,
      bookmaker: params.bookmaker,
      lang: params.lang,
      country: params.country,
    },
    signal,
  }).then((answer) => answer.ticket);
}
