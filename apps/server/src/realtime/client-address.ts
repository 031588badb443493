import type { IncomingMessage } from 'node:http';

/**
 * The address an upgrade request came from, for the per-address connection cap. This is the
 * socket's peer: like Fastify's `request.ip` without a trusted proxy, so a client cannot dodge
 * the cap by sending its own X-Forwarded-For. When the server learns to trust proxy hops, this
 * one function is where the gateway should read them.
 */
export function upgradeAddress(request: IncomingMessage): string {
  const address = request.socket.remoteAddress ?? 'unknown';
  // Dual-stack sockets report IPv4 peers as ::ffff:a.b.c.d; the same client must count once.
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
}
