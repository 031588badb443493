import type { IncomingMessage } from 'node:http';

/** Dual-stack sockets report IPv4 peers as ::ffff:a.b.c.d; the same client must count once. */
function plainAddress(address: string): string {
  return address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
}

/**
 * The address an upgrade request came from, for the per-address connection cap, read the way
 * Fastify's `request.ip` reads it (decision 032): with `trustedHops` = 0 the socket's peer, so a
 * client cannot dodge the cap with its own X-Forwarded-For; behind n trusted proxies the entry n
 * hops from the right of the chain (peer included), never the client-written left-most one.
 */
export function upgradeAddress(request: IncomingMessage, trustedHops = 0): string {
  const chain = [request.socket.remoteAddress ?? 'unknown'];
  if (trustedHops > 0) {
    const header = request.headers['x-forwarded-for'];
    const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .filter((hop) => hop.trim());
    chain.push(...forwarded.reverse());
  }
  return plainAddress(chain[Math.min(trustedHops, chain.length - 1)] ?? 'unknown');
}
