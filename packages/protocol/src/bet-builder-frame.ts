import { z } from 'zod/mini';
import { precannedIdSchema } from './bet-builder';

/*
 * The Bet Builder frame's messages (decision 035): the frame (our own page under /betbuilder/)
 * and the client that frames it talk only through these, posted to an explicit origin and
 * checked by origin and source on receipt. Only a ticket id crosses the boundary; the client
 * reads the ticket itself (`GET /v1/betbuilder/ticket`).
 */

/** `source` of every message the frame posts. */
export const BET_BUILDER_FRAME_SOURCE = 'betbuilder';
/** `source` of every message the client posts into the frame. */
export const BET_BUILDER_CLIENT_SOURCE = 'sportsbook';

/** An event id as either side writes it: a number or its digits. */
const eventIdSchema = z.union([
  z.number().check(z.int()).check(z.positive()),
  z.string().check(z.regex(/^[1-9]\d{0,14}$/)),
]);

/** Frame → client: the frame is ready; a priced ticket; the bettor asks to go to the slip. */
export const betBuilderFrameMessageSchema = z.discriminatedUnion('type', [
  z.object({ source: z.literal(BET_BUILDER_FRAME_SOURCE), type: z.literal('ready') }),
  z.object({
    source: z.literal(BET_BUILDER_FRAME_SOURCE),
    type: z.literal('ticket'),
    ticket_id: z.string().check(z.minLength(1)).check(z.maxLength(200)),
    event_id: eventIdSchema,
    /** The Popular Bet Builder the ticket's picks were chosen as, else null (or absent). */
    precanned_id: z.optional(z.nullable(precannedIdSchema)),
  }),
  /** The bettor removed every pick in the frame: the slip leaves Bet Builder mode. */
  z.object({ source: z.literal(BET_BUILDER_FRAME_SOURCE), type: z.literal('cleared'), event_id: eventIdSchema }),
  /** 'Add to Bet Slip' in the frame: the client closes the modal and shows the slip. */
  z.object({ source: z.literal(BET_BUILDER_FRAME_SOURCE), type: z.literal('done') }),
]);
/** A message from the Bet Builder frame. */
export type BetBuilderFrameMessage = z.infer<typeof betBuilderFrameMessageSchema>;

/** Client → frame: start over (the slip was cleared), or show these picks (a line was removed in the slip). */
export const betBuilderClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ source: z.literal(BET_BUILDER_CLIENT_SOURCE), type: z.literal('reset') }),
  z.object({
    source: z.literal(BET_BUILDER_CLIENT_SOURCE),
    type: z.literal('select'),
    outcome_ids: z.array(z.string().check(z.minLength(1)).check(z.maxLength(40))).check(z.maxLength(40)),
  }),
]);
/** A message from the client to the Bet Builder frame. */
export type BetBuilderClientMessage = z.infer<typeof betBuilderClientMessageSchema>;

/** Reads a posted value as a frame message, or null when it is not one (never throws). */
export function readBetBuilderFrameMessage(data: unknown): BetBuilderFrameMessage | null {
  const parsed = betBuilderFrameMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** Reads a posted value as a client message, or null when it is not one (never throws). */
export function readBetBuilderClientMessage(data: unknown): BetBuilderClientMessage | null {
  const parsed = betBuilderClientMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
