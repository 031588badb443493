import { describe, expect, it, vi } from 'vitest';
import { createFrameBridge } from './bridge';
import { ACCOUNT_ORIGIN, frameData } from './test/fakes';

function setUp() {
  const target = { postMessage: vi.fn() } as unknown as Window;
  const logger = { warn: vi.fn() };
  const bridge = createFrameBridge({ origin: ACCOUNT_ORIGIN, getTarget: () => target, logger });
  const message = (data: unknown, init: { origin?: string; source?: unknown } = {}) =>
    new MessageEvent('message', { data, origin: init.origin ?? ACCOUNT_ORIGIN, source: null }) as MessageEvent &
      Record<string, unknown>;
  const fromFrame = (data: unknown, origin = ACCOUNT_ORIGIN) => {
    const event = message(data, { origin });
    Object.defineProperty(event, 'source', { value: target });
    return event;
  };
  return { target, logger, bridge, fromFrame, message, postMessage: vi.mocked(target.postMessage) };
}

describe('the frame bridge', () => {
  it('posts JSON to the explicit account origin, never to every origin', () => {
    const { bridge, postMessage } = setUp();
    bridge.markReady();
    bridge.post('open_page', { page: '/cashier/deposit' });
    expect(postMessage).toHaveBeenCalledTimes(1);
    const [data, origin] = postMessage.mock.calls[0]!;
    expect(origin).toBe(ACCOUNT_ORIGIN);
    expect(origin).not.toBe('*');
    expect(JSON.parse(data as string)).toEqual({
      event: 'open_page',
      details: { page: '/cashier/deposit' },
      source: 'sportsbook',
    });
  });

  it('keeps only the latest message before app_ready and sends it on app_ready', () => {
    const { bridge, postMessage } = setUp();
    bridge.post('open_page', { page: '/login' });
    bridge.post('open_page', { page: '/help' });
    expect(postMessage).not.toHaveBeenCalled();
    bridge.markReady();
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(JSON.parse(postMessage.mock.calls[0]![0] as string).details).toEqual({ page: '/help' });
  });

  it('lets the handshake go before the queued message', () => {
    const { bridge, postMessage } = setUp();
    bridge.post('open_page', { page: '/help' });
    bridge.markReady(() => bridge.post('token', { token: 'frontend-1' }));
    const events = postMessage.mock.calls.map(([data]) => JSON.parse(data as string).event);
    expect(events).toEqual(['token', 'open_page']);
  });

  it('queues again after the frame reloads', () => {
    const { bridge, postMessage } = setUp();
    bridge.markReady();
    bridge.reset();
    bridge.post('logout', {});
    expect(postMessage).not.toHaveBeenCalled();
    bridge.markReady();
    expect(postMessage).toHaveBeenCalledTimes(1);
  });

  it('accepts a well-formed message from the frame with typed details', () => {
    const { bridge, fromFrame } = setUp();
    expect(bridge.receive(fromFrame(frameData('page_ready', { url: 'x/login', page: '/login' })))).toEqual({
      event: 'page_ready',
      details: { url: 'x/login', page: '/login' },
    });
    expect(bridge.receive(fromFrame(frameData('app_ready', {})))).toEqual({ event: 'app_ready', details: {} });
  });

  it('ignores and logs a message from a foreign origin', () => {
    const { bridge, fromFrame, logger } = setUp();
    expect(bridge.receive(fromFrame(frameData('log_out', {}), 'http://evil.example'))).toBeNull();
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('http://evil.example'));
  });

  it('ignores a message of the account origin sent by another window', () => {
    const { bridge, message, logger } = setUp();
    expect(bridge.receive(message(frameData('log_out', {})))).toBeNull();
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['text that is not JSON', 'not json{'],
    ['an unknown event', JSON.stringify({ event: 'steal_tokens', details: {}, source: 'account-site' })],
    ['another source', JSON.stringify({ event: 'log_out', details: {}, source: 'sportsbook' })],
    [
      'details of the wrong shape',
      JSON.stringify({ event: 'sport_token', details: { token: 5 }, source: 'account-site' }),
    ],
    ['a missing page', JSON.stringify({ event: 'show', details: {}, source: 'account-site' })],
    ['no details', JSON.stringify({ event: 'app_ready', source: 'account-site' })],
    ['no data at all', null],
  ])('ignores and logs %s', (_name, data) => {
    const { bridge, fromFrame, logger } = setUp();
    expect(bridge.receive(fromFrame(data))).toBeNull();
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });
});
