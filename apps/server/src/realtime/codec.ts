import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * The most a payload may inflate to when decoded. The feed's largest answer (every event of a
 * bookmaker with its default markets) is well under a megabyte, so anything near this is a
 * zip bomb or a bug, and refusing it keeps one frame from taking the process's memory.
 */
export const MAX_DECODED_PAYLOAD_BYTES = 4 * 1024 * 1024;

/** Why a payload could not be encoded or decoded. */
export type PayloadErrorCode = 'NOT_JSON_SERIALIZABLE' | 'NOT_BASE64' | 'NOT_GZIP' | 'TOO_LARGE' | 'NOT_JSON';

/** Thrown by `encodePayload` / `decodePayload`; `code` says which step refused. */
export class PayloadError extends Error {
  override readonly name = 'PayloadError';
  constructor(
    readonly code: PayloadErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * Encodes a JSON value as the wire's payload: base64 of gzip of its JSON text.
 * @example decodePayload(encodePayload({ events: [] })) // { events: [] }
 */
export function encodePayload(value: unknown): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch (error) {
    throw new PayloadError('NOT_JSON_SERIALIZABLE', `The payload cannot be written as JSON: ${describe(error)}`, {
      cause: error,
    });
  }
  if (text === undefined) {
    throw new PayloadError(
      'NOT_JSON_SERIALIZABLE',
      'The payload cannot be written as JSON: pass an object, array, string, number, boolean or null.',
    );
  }
  return gzipSync(text).toString('base64');
}

// Canonical base64 (RFC 4648 §4, padded): Buffer.from(…, 'base64') silently skips anything else.
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Decodes a wire payload back to its JSON value, refusing anything that inflates past `maxBytes`. */
export function decodePayload(text: string, maxBytes: number = MAX_DECODED_PAYLOAD_BYTES): unknown {
  // gzip output is never much larger than its input, so a longer text cannot hold a legal payload.
  if (text.length > Math.ceil((maxBytes * 1.01 + 1024) / 3) * 4) {
    throw new PayloadError('TOO_LARGE', `The payload is longer than a ${maxBytes}-byte JSON value can compress to.`);
  }
  if (text.length === 0 || !BASE64.test(text)) {
    throw new PayloadError('NOT_BASE64', 'The payload is not base64 text.');
  }
  let json: Buffer;
  try {
    json = gunzipSync(Buffer.from(text, 'base64'), { maxOutputLength: maxBytes });
  } catch (error) {
    if (error instanceof RangeError) {
      throw new PayloadError('TOO_LARGE', `The payload inflates past ${maxBytes} bytes.`, { cause: error });
    }
    throw new PayloadError('NOT_GZIP', `The payload is not gzip data: ${describe(error)}`, { cause: error });
  }
  try {
    return JSON.parse(json.toString('utf8')) as unknown;
  } catch (error) {
    throw new PayloadError('NOT_JSON', `The payload's gzip content is not JSON: ${describe(error)}`, { cause: error });
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
