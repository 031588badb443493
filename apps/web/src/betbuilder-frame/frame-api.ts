import { z } from 'zod';
import { buildUrl, requestJson } from '../lib/http';
import type { FrameParams } from '../lib/bet-builder-frame-params';

const marketsAnswerSchema = z.object({
  status: z.literal(1),
  data: z.object({
    event: z.object({ id: z.union([z.string(), z.number()]), name: z.string(), live: z.boolean().optional() }),
    markets: z.array(
      z.object({
        id: z.union([z.string(), z.number()]).transform(String),
        name: z.string(),
        type: z.string().optional(),
        outcomes: z.array(
          z.object({
            id: z.union([z.string(), z.number()]).transform(String),
            name: z.string(),
            odds: z.number(),
            suspended: z.boolean().optional(),
          }),
        ),
      }),
    ),
  }),
});
/** The match's builder markets (`GET /v1/betbuilder/markets`). */
export type BuilderMarkets = z.infer<typeof marketsAnswerSchema>['data'];

const ticketAnswerSchema = z.object({
  status: z.literal(1),
  ticket: z.object({
    id: z.union([z.string(), z.number()]).transform(String),
    odds: z.number(),
    display_odds: z
      .object({
        decimal: z.string().optional(),
        fractional: z.string().optional(),
        american: z.string().optional(),
      })
      .nullable(),
  }),
});
/** The part of a priced ticket the frame shows. */
export type FrameTicket = z.infer<typeof ticketAnswerSchema>['ticket'];

/** Reads the match's builder markets from the server that served the frame. */
export function fetchBuilderMarkets(params: FrameParams, signal?: AbortSignal): Promise<BuilderMarkets> {
  return requestJson(
    buildUrl('', '/v1/betbuilder/markets', {
      event_id: params.eventId,
      bookmaker: params.bookmaker,
      lang: params.lang,
    }),
    { schema: marketsAnswerSchema, headers: { bookmaker: params.bookmaker }, ...(signal ? { signal } : {}) },
  ).then((answer) => answer.data);
}

/** Prices the picks together (`POST /v1/betbuilder/calculate`); `signal` cancels a superseded one. */
export function calculatePicks(
  params: FrameParams,
  picks: readonly string[],
  signal: AbortSignal,
): Promise<FrameTicket> {
  return requestJson(buildUrl('', '/v1/betbuilder/calculate'), {
    schema: ticketAnswerSchema,
    headers: { bookmaker: params.bookmaker },
    body: {
      event_id: Number(params.eventId),
      selections: picks.map((id) => ({ outcome_id: Number(id) })),
      precanned_id: null,
      bookmaker: params.bookmaker,
      lang: params.lang,
      country: params.country,
    },
    signal,
  }).then((answer) => answer.ticket);
}
