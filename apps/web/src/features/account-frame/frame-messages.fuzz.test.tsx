import { FRAME_TO_SHELL_EVENTS, NATIVE_EVENTS, NATIVE_SOURCE, readFrameToShellMessage } from '@sportsbook/protocol';
import { act, screen } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { useAccountFrameStore } from '../../stores/account-frame-store';
import { useSessionStore } from '../../stores/session-store';
import { createFrameBridge } from './bridge';
import { handleFrameMessage } from './message-handlers';
import { useNoticeStore } from './stores/notice-store';
import { useTokenLoginStore } from './stores/token-login-store';
import { ACCOUNT_ORIGIN, fakeSocket, playerDetails, resetAccountState, signInDemo, stubNetwork } from './test/fakes';
import { renderAccountHost } from './test/render';

/*
 * A fast-check fuzz of frame messages and native messages: whatever arrives
 * as a window `message` — any data, any origin, any sending window, the account site's envelope or
 * the native app's (`sportify.app`) — the shell never throws, never writes a store, localStorage
 * or the session unless it is a well-formed message of the account frame itself, and never posts
 * anywhere but the account origin. (The web client has no native-bridge listener of its own yet:
 * native messages reach this one, the only `message` listener.)
 */

const RUNS = { numRuns: 150 };

/** What any accepted message could change: every store the frame host writes, storage and the address. */
function snapshot() {
  const { user, jwt, frontendToken, balance, currency } = useSessionStore.getState();
  const { active, pageReady, page, frameUrl, requestId, returnPath, loginOverlayOpen } =
    useAccountFrameStore.getState();
  return {
    session: { user, jwt, frontendToken, balance, currency },
    frame: { active, pageReady, page, frameUrl, requestId, returnPath, loginOverlayOpen },
    notices: useNoticeStore.getState().notices,
    tokenLogin: useTokenLoginStore.getState().pending,
    storage: { ...window.localStorage },
    address: screen.getByTestId('address').textContent,
    dataLayer: window.dataLayer === undefined ? undefined : [...window.dataLayer],
  };
}

const anyOrigin = fc.oneof(
  fc.webUrl().map((url) => new URL(url).origin),
  fc.constantFrom('null', '', 'http://127.0.0.1:8082', 'https://127.0.0.1:8081', 'http://localhost:8081'),
  fc.string(),
);

/** Data shaped like the messages receivers see: the frame's envelope, the native app's, or anything. */
const messageData = fc.oneof(
  fc.anything(),
  fc.string(),
  fc.json(),
  fc
    .record({
      event: fc.oneof(fc.constantFrom(...FRAME_TO_SHELL_EVENTS), fc.string()),
      details: fc.anything(),
      source: fc.oneof(fc.constantFrom('account-site', 'sportsbook', NATIVE_SOURCE), fc.string()),
    })
    .chain((message) => fc.constantFrom(message, JSON.stringify(message))),
  fc
    .record({ source: fc.constant(NATIVE_SOURCE), event: fc.constantFrom(...NATIVE_EVENTS), details: fc.anything() })
    .chain((message) => fc.constantFrom(message, JSON.stringify(message))),
);

describe('window messages reaching the web shell (fuzz)', () => {
  let framePost: MockInstance<Window['postMessage']>;
  let ownPost: MockInstance<Window['postMessage']>;
  let errors: unknown[];
  const onError = (event: ErrorEvent) => errors.push(event.error ?? event.message);

  beforeEach(async () => {
    resetAccountState();
    fakeSocket();
    stubNetwork({ 'GET /player/details': playerDetails(1000), 'GET /v1/player/sync': playerDetails(1000) });
    signInDemo();
    await renderAccountHost('/live?btag=1');
    act(() => useAccountFrameStore.getState().openPage('/login'));
    const frame = screen.getByTitle('Account') as HTMLIFrameElement;
    framePost = vi.spyOn(frame.contentWindow!, 'postMessage');
    ownPost = vi.spyOn(window, 'postMessage');
    errors = [];
    window.addEventListener('error', onError);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    window.removeEventListener('error', onError);
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  function deliver(data: unknown, origin: string, source: MessageEventSource | null): void {
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
    });
  }

  it('changes nothing and answers no one for a message from any other origin or window', () => {
    const frameWindow = (screen.getByTitle('Account') as HTMLIFrameElement).contentWindow!;
    const before = snapshot();
    fc.assert(
      fc.property(
        messageData,
        anyOrigin,
        fc.constantFrom<'frame' | 'self' | 'none'>('frame', 'self', 'none'),
        (data, origin, sender) => {
          const source = sender === 'frame' ? frameWindow : sender === 'self' ? window : null;
          // A message of the account origin from the frame's own window is the next test's case.
          fc.pre(!(origin === ACCOUNT_ORIGIN && sender === 'frame'));
          deliver(data, origin, source);
          expect(snapshot()).toEqual(before);
        },
      ),
      RUNS,
    );
    expect(framePost).not.toHaveBeenCalled();
    expect(ownPost).not.toHaveBeenCalled();
    expect(errors).toEqual([]);
  });

  it('changes nothing and answers no one for a malformed or native message from the frame itself', () => {
    const frameWindow = (screen.getByTitle('Account') as HTMLIFrameElement).contentWindow!;
    const before = snapshot();
    fc.assert(
      fc.property(messageData, (data) => {
        fc.pre(!readFrameToShellMessage(data).ok);
        deliver(data, ACCOUNT_ORIGIN, frameWindow);
        expect(snapshot()).toEqual(before);
      }),
      RUNS,
    );
    expect(framePost).not.toHaveBeenCalled();
    expect(ownPost).not.toHaveBeenCalled();
    expect(errors).toEqual([]);
  });
});

/** Details that come close to each event's schema, so well-formed messages of every event get through too. */
const nearDetails = fc.oneof(
  fc.anything(),
  fc.constant({}),
  fc.record({
    url: fc.oneof(
      fc.webUrl(),
      fc.string(),
      fc.constantFrom('javascript:alert(1)', '//evil.example', '/\\evil.example', '/promotions', ACCOUNT_ORIGIN),
    ),
  }),
  fc.record({ page: fc.oneof(fc.string(), fc.constantFrom('/login', '/cashier/deposit', '//evil', '/../x')) }),
  fc.record({ id: fc.string(), message: fc.string() }),
  fc.record({ action: fc.string(), token: fc.string(), event: fc.string() }),
  fc.record({ interval_minutes: fc.double(), elapsed_minutes: fc.double() }),
);

describe('well-formed account-frame messages with arbitrary details (fuzz)', () => {
  beforeEach(() => {
    resetAccountState();
    fakeSocket();
    stubNetwork({ 'GET /player/details': playerDetails(1000), 'GET /v1/player/sync': playerDetails(1000) });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('never throws, posts only to the account origin and navigates only inside the app or to allowed sites', () => {
    vi.useFakeTimers();
    // The frame's window stands in as this window (a MessageEvent's source must be a real one); its posts are caught.
    const target = { postMessage: vi.spyOn(window, 'postMessage').mockImplementation(() => undefined) };
    const logger = { info: vi.fn(), warn: vi.fn() };
    const bridge = createFrameBridge({ origin: ACCOUNT_ORIGIN, getTarget: () => window, logger });
    const navigate = vi.fn();
    const leaveTo = vi.fn();
    let accepted = 0;
    fc.assert(
      fc.property(fc.constantFrom(...FRAME_TO_SHELL_EVENTS), nearDetails, fc.boolean(), (event, details, loggedIn) => {
        if (loggedIn) signInDemo();
        const message = bridge.receive(
          new MessageEvent('message', {
            data: JSON.stringify({ event, details, source: 'account-site' }),
            origin: ACCOUNT_ORIGIN,
            source: window,
          }),
        );
        if (message) {
          accepted += 1;
          handleFrameMessage(message, { bridge, navigate, leaveTo, isMobile: () => false, logger });
        }
        vi.runOnlyPendingTimers();
        resetAccountState();
      }),
      RUNS,
    );
    // The generator reaches the handlers, not only the parser's refusals.
    expect(accepted).toBeGreaterThan(10);
    for (const [, origin] of target.postMessage.mock.calls) expect(origin).toBe(ACCOUNT_ORIGIN);
    for (const [path] of navigate.mock.calls) expect(String(path)).toMatch(/^\/(?![/\\])/);
    for (const [href] of leaveTo.mock.calls) expect(new URL(String(href)).origin).toBe(ACCOUNT_ORIGIN);
  });
});
