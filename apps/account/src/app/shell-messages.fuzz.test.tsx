import { NATIVE_EVENTS, NATIVE_SOURCE, readShellToFrameMessage, SHELL_TO_FRAME_EVENTS } from '@sportsbook/protocol';
import { act, screen } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, startSession } from '../lib/session';
import { accountConfig, dynamicConfig, stubApi } from '../test/fake-api';
import { renderSite, SHELL_ORIGIN } from '../test/render-site';

/*
 * A fuzz of frame messages on the account site's side: whatever a window
 * `message` carries — any data, any origin, any sending window, the shell's envelope or the
 * native app's — the site never throws, never touches its session or storage, never moves, and
 * never posts an answer, unless it is a well-formed shell message from the framing shell itself.
 */

const RUNS = { numRuns: 150 };

const anyOrigin = fc.oneof(
  fc.webUrl().map((url) => new URL(url).origin),
  fc.constantFrom('null', '', 'http://localhost:8081', 'https://localhost:8080', 'http://127.0.0.1:8081'),
  fc.string(),
);

const messageData = fc.oneof(
  fc.anything(),
  fc.string(),
  fc.json(),
  fc
    .record({
      event: fc.oneof(fc.constantFrom(...SHELL_TO_FRAME_EVENTS), fc.string()),
      details: fc.anything(),
      source: fc.oneof(fc.constantFrom('sportsbook', 'account-site', NATIVE_SOURCE), fc.string()),
    })
    .chain((message) => fc.constantFrom(message, JSON.stringify(message))),
  fc
    .record({ source: fc.constant(NATIVE_SOURCE), event: fc.constantFrom(...NATIVE_EVENTS), details: fc.anything() })
    .chain((message) => fc.constantFrom(message, JSON.stringify(message))),
);

describe('window messages reaching the account site (fuzz)', () => {
  let errors: unknown[];
  const onError = (event: ErrorEvent) => errors.push(event.error ?? event.message);

  beforeEach(() => {
    errors = [];
    window.addEventListener('error', onError);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    startSession('frontend-1', 1_700_000_000_000);
    stubApi({
      'GET /api/account-config': () => ({ body: accountConfig() }),
      'GET /api/cashier/reality-check': () => ({ body: { status: 1, data: { interval_minutes: 60 } } }),
      'POST /getMainDynamicConfig': () => ({ body: dynamicConfig() }),
    });
  });
  afterEach(() => {
    window.removeEventListener('error', onError);
  });

  async function openHelp() {
    const site = await renderSite('/sport/help');
    await screen.findByRole('heading', { name: 'Help Center' });
    const snapshot = () => ({
      session: getSession(),
      storage: { ...window.localStorage },
      location: `${site.router.state.location.pathname}${site.router.state.location.search}`,
      posts: site.posts.length,
    });
    const deliver = (data: unknown, origin: string, source: MessageEventSource | null) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
      });
    const shell = document.querySelector('iframe')!.contentWindow!;
    return { snapshot, deliver, shell };
  }

  it('ignores every message from another origin or another window', async () => {
    const { snapshot, deliver, shell } = await openHelp();
    const before = snapshot();
    fc.assert(
      fc.property(
        messageData,
        anyOrigin,
        fc.constantFrom<'shell' | 'self' | 'none'>('shell', 'self', 'none'),
        (data, origin, sender) => {
          fc.pre(!(origin === SHELL_ORIGIN && sender === 'shell'));
          deliver(data, origin, sender === 'shell' ? shell : sender === 'self' ? window : null);
          expect(snapshot()).toEqual(before);
        },
      ),
      RUNS,
    );
    expect(errors).toEqual([]);
  });

  it('ignores a malformed or native message even from the framing shell', async () => {
    const { snapshot, deliver, shell } = await openHelp();
    const before = snapshot();
    fc.assert(
      fc.property(messageData, (data) => {
        fc.pre(!readShellToFrameMessage(data).ok);
        deliver(data, SHELL_ORIGIN, shell);
        expect(snapshot()).toEqual(before);
      }),
      RUNS,
    );
    expect(errors).toEqual([]);
  });
});
