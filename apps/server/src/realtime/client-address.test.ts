import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { upgradeAddress } from './client-address';

function upgrade(peer: string, forwardedFor?: string): IncomingMessage {
  return {
    socket: { remoteAddress: peer },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  } as unknown as IncomingMessage;
}

describe('upgradeAddress', () => {
  it.each([
    ['the peer with no trusted proxy, whatever X-Forwarded-For claims', upgrade('10.0.0.9', '1.2.3.4'), 0, '10.0.0.9'],
    ['an IPv4 peer reported in dual-stack form as itself', upgrade('::ffff:10.0.0.9'), 0, '10.0.0.9'],
    ['the right-most forwarded hop behind one proxy', upgrade('10.0.0.1', '6.6.6.6, 203.0.113.7'), 1, '203.0.113.7'],
    [
      'the second hop from the right behind two proxies',
      upgrade('10.0.0.1', '6.6.6.6, 203.0.113.7, 10.0.0.2'),
      2,
      '203.0.113.7',
    ],
    [
      'the left-most known hop when the chain is shorter than the trusted hops',
      upgrade('10.0.0.1', '203.0.113.7'),
      3,
      '203.0.113.7',
    ],
    ['the peer when a trusted proxy sent no header', upgrade('10.0.0.1'), 1, '10.0.0.1'],
  ])('reads %s', (_name, request, hops, expected) => {
    expect(upgradeAddress(request, hops)).toBe(expected);
  });
});
