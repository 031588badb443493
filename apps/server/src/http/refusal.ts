import type { FastifyRequest } from 'fastify';
import { REFUSAL_STATUS, refusalText } from './catalogue';
import type { RefusalCode } from './catalogue';

/** What a refusal says in `meta.error`: a readable `message` and any details (`field`, `retry_after`…). */
export type RefusalDetail = Readonly<Record<string, unknown>>;

/** A refusal on the wire (docs/api.md conventions): the code in `message`, the bettor's text in `meta.error`. */
export interface RefusalEnvelope<Code extends string = RefusalCode> {
  readonly status: 0;
  readonly message: Code;
  readonly meta: { readonly error: RefusalDetail & { readonly message: string } };
}

/**
 * `{ status: 0, message: CODE, meta: { error: { message, ...detail } } }`. Without a `message` of
 * its own the detail is led by the catalogue's text; with one it is sent as given, keys in its order.
 */
export function refusal<Code extends RefusalCode>(code: Code, detail: RefusalDetail = {}): RefusalEnvelope<Code> {
  const error = typeof detail.message === 'string' ? detail : { message: refusalText(code), ...detail };
  return { status: 0, message: code, meta: { error: error as RefusalEnvelope['meta']['error'] } };
}

/** A 400 VALIDATION_ERROR answer with a readable message. */
export function validationRefusal(message: string): RefusalEnvelope<'VALIDATION_ERROR'> {
  return refusal('VALIDATION_ERROR', { message });
}

/** `{ status: 0, message: CODE }`: the few answers that carry no text (a failed app login, an unknown ticket). */
export function bareRefusal<Code extends RefusalCode>(code: Code): { readonly status: 0; readonly message: Code } {
  return { status: 0, message: code };
}

/** A refusal's text, fixed or in the asker's language. */
export type RefusalMessage = string | ((request: FastifyRequest) => string);

/**
 * Thrown by a route or a service to refuse a request: the error handler answers it with its
 * status (the catalogue's unless named) and the refusal envelope.
 */
export class RefusalError extends Error {
  override readonly name: string = 'RefusalError';
  readonly status: number;
  readonly detail: RefusalDetail;
  constructor(
    readonly code: RefusalCode,
    private readonly text: RefusalMessage = refusalText(code),
    options: { readonly status?: number; readonly detail?: RefusalDetail } = {},
  ) {
    super(typeof text === 'string' ? text : code);
    this.status = options.status ?? REFUSAL_STATUS[code];
    this.detail = options.detail ?? {};
  }

  /** The envelope this refusal answers `request` with. */
  envelope(request: FastifyRequest): RefusalEnvelope {
    const message = typeof this.text === 'string' ? this.text : this.text(request);
    return refusal(this.code, { message, ...this.detail });
  }
}

/** Malformed input found outside a schema: 400 VALIDATION_ERROR with its readable message. */
export class InputRefusal extends RefusalError {
  override readonly name: string = 'InputRefusal';
  constructor(message: string) {
    super('VALIDATION_ERROR', message);
  }
}
