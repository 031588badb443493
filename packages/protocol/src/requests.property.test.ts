import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginRequestSchema } from './account';
import { calculateRequestSchema, submitRequestSchema } from './betslip';
import { eventsQuerySchema, marketsQuerySchema, selectionsCurrentQuerySchema } from './catalog-queries';
import { frameToShellMessageSchema, shellToFrameMessageSchema } from './frame-messages';
import { nativeCommandMessageSchema, nativeEventMessageSchema } from './native-bridge';
import { makeCalculateRequest, makeTicket } from './test-fixtures';
import { wsClientFrameSchema, wsFrameHeadSchema } from './websocket';

const requestSchemas = {
  calculateRequestSchema,
  submitRequestSchema,
  loginRequestSchema,
  eventsQuerySchema,
  marketsQuerySchema,
  selectionsCurrentQuerySchema,
  wsClientFrameSchema,
  wsFrameHeadSchema,
  frameToShellMessageSchema,
  shellToFrameMessageSchema,
  nativeCommandMessageSchema,
  nativeEventMessageSchema,
};

describe('request schemas on arbitrary input', () => {
  for (const [name, schema] of Object.entries(requestSchemas)) {
    it(`${name} answers any JSON value with a result instead of throwing`, () => {
      fc.assert(
        fc.property(fc.jsonValue(), (value) => {
          const result = schema.safeParse(value);
          expect(typeof result.success).toBe('boolean');
        }),
      );
    });
  }

  it('never throws when valid bodies have one field replaced by arbitrary JSON', () => {
    const bodies = [
      [calculateRequestSchema, makeCalculateRequest()],
      [submitRequestSchema, { ticket: makeTicket(), accept_odds: 'ACCEPT_ANY', lang: 'en', country: 'ie' }],
    ] as const;
    for (const [schema, body] of bodies) {
      const keys = Object.keys(body);
      fc.assert(
        fc.property(fc.constantFrom(...keys), fc.jsonValue(), (key, value) => {
          const result = schema.safeParse({ ...body, [key]: value });
          expect(typeof result.success).toBe('boolean');
        }),
      );
    }
  });
});
