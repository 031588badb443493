/** The caps that keep one client from exhausting the websocket gateway. */
export interface RealtimeLimits {
  /** Sockets one client address may hold open at once. */
  readonly maxConnectionsPerAddress: number;
  /** Channels one socket may follow at once. */
  readonly maxSubscriptionsPerConnection: number;
  /** Frames one socket may send in one second. */
  readonly maxMessagesPerSecond: number;
}

/**
 * Defaults sized for real use: a browser tab holds one socket and follows a handful of channels
 * (the events list, an open event or two, the player's own), and sends a burst of a few frames
 * when a page opens. Many players may share one address behind a carrier's NAT, hence 100.
 */
export const DEFAULT_REALTIME_LIMITS: RealtimeLimits = {
  maxConnectionsPerAddress: 100,
  maxSubscriptionsPerConnection: 100,
  maxMessagesPerSecond: 50,
};

function readCap(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 1 || number > 1_000_000) {
    throw new Error(`${name} must be a whole number between 1 and 1000000, got "${value}".`);
  }
  return number;
}

/**
 * Reads `WS_MAX_CONNECTIONS_PER_IP`, `WS_MAX_SUBSCRIPTIONS` and `WS_MAX_MESSAGES_PER_SECOND`
 * (defaults in DEFAULT_REALTIME_LIMITS); a bad value stops start-up with a message.
 */
export function readRealtimeLimits(env: NodeJS.ProcessEnv = process.env): RealtimeLimits {
  return {
    maxConnectionsPerAddress: readCap(
      env,
      'WS_MAX_CONNECTIONS_PER_IP',
      DEFAULT_REALTIME_LIMITS.maxConnectionsPerAddress,
    ),
    maxSubscriptionsPerConnection: readCap(
      env,
      'WS_MAX_SUBSCRIPTIONS',
      DEFAULT_REALTIME_LIMITS.maxSubscriptionsPerConnection,
    ),
    maxMessagesPerSecond: readCap(env, 'WS_MAX_MESSAGES_PER_SECOND', DEFAULT_REALTIME_LIMITS.maxMessagesPerSecond),
  };
}
