import {
  MAX_WS_CLIENT_FRAME_CHARS,
  formatZodError,
  wsClientFrameSchema,
  wsFrameHeadSchema,
  wsRequestTypeSchema,
  wsSubscriptionFrameSchema,
  type ErrorCode,
  type WsAuthFrame,
  type WsErrorFrame,
  type WsRequestFrame,
  type WsSubscriptionFrame,
} from '@sportsbook/protocol';

/** A client frame read from text: a request, a subscription change, an auth, or the error frame to answer. */
export type ReadClientFrame =
  | { readonly kind: 'request'; readonly frame: WsRequestFrame }
  | { readonly kind: 'auth'; readonly frame: WsAuthFrame }
  | { readonly kind: 'subscription'; readonly frame: WsSubscriptionFrame; readonly id: string | null }
  | { readonly kind: 'refused'; readonly error: WsErrorFrame };

const FRAME_TYPES: readonly string[] = [
  ...wsRequestTypeSchema.options,
  ...wsSubscriptionFrameSchema.shape.type.options,
  'auth',
];
const EXAMPLE = '{"id":"1","type":"events","bookmaker":"ie","params":{}}';

/** Builds the error frame answering a frame; id and type are echoed when the frame had them. */
export function errorFrame(id: string | null, type: string | null, code: ErrorCode, message: string): WsErrorFrame {
  return { id, type, error: { code, message } };
}

/** Reads one text frame of the wire contract's protocol; never throws, whatever the text. */
export function readClientFrame(text: string): ReadClientFrame {
  if (text.length > MAX_WS_CLIENT_FRAME_CHARS) {
    return refuse(
      null,
      null,
      `Frames are limited to ${MAX_WS_CLIENT_FRAME_CHARS} characters; this one has ${text.length}.`,
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return refuse(null, null, `This frame is not JSON; send an object such as ${EXAMPLE}.`);
  }
  const head = wsFrameHeadSchema.safeParse(value);
  const id = head.success ? (head.data.id ?? null) : null;
  const type = head.success ? (head.data.type ?? null) : null;
  if (!head.success) return refuse(null, null, `A frame must be a JSON object such as ${EXAMPLE}.`);
  if (type === null) return refuse(id, null, `A frame needs a "type": one of ${FRAME_TYPES.join(', ')}.`);
  if (!FRAME_TYPES.includes(type)) {
    return refuse(id, type, `Unknown frame type "${type}"; use one of ${FRAME_TYPES.join(', ')}.`);
  }
  const parsed = wsClientFrameSchema.safeParse(value);
  if (!parsed.success) return refuse(id, type, `Invalid ${type} frame: ${formatZodError(parsed.error)}`);
  const frame = parsed.data;
  if (frame.type === 'auth') return { kind: 'auth', frame };
  return 'channel' in frame ? { kind: 'subscription', frame, id } : { kind: 'request', frame };
}

function refuse(id: string | null, type: string | null, message: string): ReadClientFrame {
  return { kind: 'refused', error: errorFrame(id, type, 'VALIDATION_ERROR', message) };
}
