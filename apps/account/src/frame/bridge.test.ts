import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mock, MockInstance } from 'vitest';
import { MESSAGE_BUFFER_MAX } from '@sportsbook/betting';
import { createFrameBridge } from './bridge';
import type { FrameBridge, ShellMessage } from './bridge';

const SHELL = 'http://localhost:8080';
const SHELL_ALT = 'http://127.0.0.1:8080';

function shellMessage(event: string, details: unknown = {}, source = 'sportsbook'): string {
  return JSON.stringify({ event, details, source });
}

describe('the account-site frame bridge', () => {
  let frame: HTMLIFrameElement;
  let parent: Window;
  let posted: MockInstance<Window['postMessage']>;
  let logger: { warn: Mock<(...data: unknown[]) => void> };
  let bridge: FrameBridge;
  let received: ShellMessage[];

  function deliver(data: unknown, origin: string, source: Window | null = parent): void {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  }

  beforeEach(() => {
    frame = document.createElement('iframe');
    document.body.append(frame);
    parent = frame.contentWindow!;
    posted = vi.spyOn(parent, 'postMessage').mockImplementation(() => undefined);
    logger = { warn: vi.fn<(...data: unknown[]) => void>() };
    bridge = createFrameBridge({ allowedOrigins: [SHELL, SHELL_ALT], parent, logger });
    received = [];
    bridge.subscribe((message) => received.push(message));
  });

  afterEach(() => {
    bridge.stop();
    frame.remove();
  });

  it('posts each event as JSON with the account-site source to every allowed origin, never "*"', () => {
    bridge.post('sport_token', { token: 'abc' });
    expect(posted).toHaveBeenCalledTimes(2);
    expect(posted.mock.calls.map((call) => call[1])).toEqual([SHELL, SHELL_ALT]);
    for (const call of posted.mock.calls) {
      expect(call[1]).not.toBe('*');
      expect(JSON.parse(call[0] as string)).toEqual({
        event: 'sport_token',
        details: { token: 'abc' },
        source: 'account-site',
      });
    }
  });

  it('posts only to the framing origin when the browser names it and it is allowed', () => {
    const self = {
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      location: { ancestorOrigins: [SHELL_ALT] },
    } as unknown as Window;
    const named = createFrameBridge({ allowedOrigins: [SHELL, SHELL_ALT], self, parent, logger });
    named.post('app_ready', {});
    expect(posted).toHaveBeenCalledTimes(1);
    expect(posted.mock.calls[0]![1]).toBe(SHELL_ALT);
  });

  it('posts nothing when the framing page has an origin outside the allow-list', () => {
    const self = {
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      location: { ancestorOrigins: ['https://evil.example'] },
    } as unknown as Window;
    const framed = createFrameBridge({ allowedOrigins: [SHELL], self, parent, logger });
    framed.post('user_data', {
      user: { id: 1, username: 'demo-gb', email: 'gb@example.test', currency: 'GBP' },
      frontend_token: 'secret',
    });
    expect(posted).not.toHaveBeenCalled();
  });

  it('posts nothing when the page is not framed at all', () => {
    const alone = createFrameBridge({ allowedOrigins: [SHELL], parent: null, logger });
    alone.post('app_ready', {});
    expect(posted).not.toHaveBeenCalled();
  });

  it('refuses to post details of the wrong shape', () => {
    bridge.post('sport_token', { token: '' });
    expect(posted).not.toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalled();
  });

  it('hands on a well-formed message from an allowed origin with its parsed details', () => {
    deliver(shellMessage('open_page', { page: '/cashier/deposit' }), SHELL);
    deliver(shellMessage('request_sport_token'), SHELL_ALT);
    expect(received).toEqual([
      { event: 'open_page', details: { page: '/cashier/deposit' } },
      { event: 'request_sport_token', details: {} },
    ]);
  });

  it('accepts an already decoded object as well as a JSON string', () => {
    deliver({ event: 'token', details: { token: 't-1' }, source: 'sportsbook' }, SHELL);
    expect(received).toEqual([{ event: 'token', details: { token: 't-1' } }]);
  });

  it('ignores messages from an origin outside the allow-list, silently', () => {
    deliver(shellMessage('logout'), 'https://evil.example');
    deliver(shellMessage('logout'), 'http://localhost:9999');
    deliver(shellMessage('logout'), 'null');
    expect(received).toEqual([]);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('ignores messages from another window even with an allowed origin', () => {
    const other = document.createElement('iframe');
    document.body.append(other);
    deliver(shellMessage('logout'), SHELL, other.contentWindow);
    deliver(shellMessage('logout'), SHELL, null);
    expect(received).toEqual([]);
    other.remove();
  });

  it.each([
    ['text that is not JSON', '{not json'],
    ['an unknown event', shellMessage('drop_tables')],
    ['a message without source', JSON.stringify({ event: 'logout', details: {} })],
    ['a message from another source', shellMessage('logout', {}, 'sportify.app')],
    ['an open_page outside the site', shellMessage('open_page', { page: 'https://evil.example/' })],
    ['a token that is empty', shellMessage('token', { token: '' })],
    ['a number', 42],
    ['null', null],
  ])('logs and ignores %s', (_name, data) => {
    deliver(data, SHELL);
    expect(received).toEqual([]);
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it('stops delivering after stop()', () => {
    bridge.stop();
    deliver(shellMessage('logout'), SHELL);
    expect(received).toEqual([]);
  });
});

describe('the bridge before anything listens', () => {
  it('keeps at most a buffer of early messages, the first that came, and hands them on in order', () => {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const parent = frame.contentWindow!;
    const bridge = createFrameBridge({
      allowedOrigins: [SHELL],
      parent,
      logger: { warn: vi.fn<(...data: unknown[]) => void>() },
    });
    const sent = MESSAGE_BUFFER_MAX + 5;
    for (let index = 0; index < sent; index += 1) {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: shellMessage('open_page', { page: `/help/${index}` }),
          origin: SHELL,
          source: parent,
        }),
      );
    }
    const received: ShellMessage[] = [];
    bridge.subscribe((message) => received.push(message));
    expect(received).toHaveLength(MESSAGE_BUFFER_MAX);
    expect(received.map((message) => (message.details as { page: string }).page)).toEqual(
      Array.from({ length: MESSAGE_BUFFER_MAX }, (_, index) => `/help/${index}`),
    );
    // Once something listens, nothing waits: each message goes straight on.
    window.dispatchEvent(new MessageEvent('message', { data: shellMessage('logout'), origin: SHELL, source: parent }));
    expect(received).toHaveLength(MESSAGE_BUFFER_MAX + 1);
    bridge.stop();
    frame.remove();
  });

  it('keeps messages that arrive early and hands them to the first subscriber', () => {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const parent = frame.contentWindow!;
    const bridge = createFrameBridge({
      allowedOrigins: [SHELL],
      parent,
      logger: { warn: vi.fn<(...data: unknown[]) => void>() },
    });
    window.dispatchEvent(
      new MessageEvent('message', {
        data: shellMessage('open_page', { page: '/help' }),
        origin: SHELL,
        source: parent,
      }),
    );
    const received: ShellMessage[] = [];
    bridge.subscribe((message) => received.push(message));
    expect(received).toEqual([{ event: 'open_page', details: { page: '/help' } }]);
    bridge.stop();
    frame.remove();
  });
});
