import { Redis } from 'ioredis';

/** Receives one message published on a channel; the payload is a fresh JSON value. */
export type BusHandler = (payload: unknown) => void;

/**
 * Publish/subscribe between the feed and the websocket gateway. Payloads travel as JSON, so a
 * subscriber always gets a plain copy (a Date arrives as its ISO string) whichever bus runs.
 */
export interface Bus {
  /** Sends a JSON value to every subscriber of the channel, in this process or any other. */
  publish(channel: string, payload: unknown): Promise<void>;
  /** Calls `handler` for each message on the channel until the returned function is called. */
  subscribe(channel: string, handler: BusHandler): () => void;
  /** Stops delivery and releases connections; publishing or subscribing afterwards throws. */
  close(): Promise<void>;
}

/** Told about a handler that threw or a message that could not be read; delivery goes on. */
export type BusErrorReporter = (error: unknown, context: { channel: string | null }) => void;

/** Options shared by both buses. */
export interface BusOptions {
  /** Defaults to `console.error`, so a failing subscriber is never silent. */
  readonly onError?: BusErrorReporter;
}

/** Thrown when a closed bus is used. */
export class BusClosedError extends Error {
  override readonly name = 'BusClosedError';
  constructor() {
    super('The bus is closed; create a new one (createBus) instead of reusing it after close().');
  }
}

const reportToConsole: BusErrorReporter = (error, { channel }) => {
  console.error(`[bus] subscriber of ${channel ?? '(unknown channel)'} failed:`, error);
};

/** One entry per subscribe call, so the same function subscribed twice counts twice. */
interface Subscription {
  readonly handler: BusHandler;
}

/** Subscriptions by channel; tells the caller when a channel gains its first or loses its last one. */
class ChannelSubscriptions {
  private readonly byChannel = new Map<string, Set<Subscription>>();

  constructor(private readonly onError: BusErrorReporter) {}

  /** Returns true when this is the channel's first subscription. */
  add(channel: string, subscription: Subscription): boolean {
    const existing = this.byChannel.get(channel);
    if (existing) {
      existing.add(subscription);
      return false;
    }
    this.byChannel.set(channel, new Set([subscription]));
    return true;
  }

  /** Returns true when this was the channel's last subscription. */
  remove(channel: string, subscription: Subscription): boolean {
    const existing = this.byChannel.get(channel);
    if (!existing?.delete(subscription) || existing.size > 0) return false;
    this.byChannel.delete(channel);
    return true;
  }

  /** Calls every handler of the channel; one that throws is reported and the rest still run. */
  deliver(channel: string, payload: unknown): void {
    const subscriptions = this.byChannel.get(channel);
    if (!subscriptions) return;
    // A copy, so handlers may unsubscribe (or subscribe) while we iterate.
    for (const { handler } of [...subscriptions]) {
      try {
        handler(payload);
      } catch (error) {
        this.onError(error, { channel });
      }
    }
  }

  clear(): void {
    this.byChannel.clear();
  }
}

function toJson(payload: unknown): string {
  const text = JSON.stringify(payload);
  if (text === undefined) {
    throw new TypeError('A bus payload must be a JSON value (object, array, string, number, boolean or null).');
  }
  return text;
}

/** The default bus: delivery inside this process, asynchronously, as Redis would. */
export function createInProcessBus(options: BusOptions = {}): Bus {
  const subscriptions = new ChannelSubscriptions(options.onError ?? reportToConsole);
  let closed = false;
  return {
    async publish(channel, payload) {
      if (closed) throw new BusClosedError();
      const text = toJson(payload);
      await Promise.resolve();
      // One parse per publish, shared by every handler: the same plain copy Redis would give.
      subscriptions.deliver(channel, JSON.parse(text));
    },
    subscribe(channel, handler) {
      if (closed) throw new BusClosedError();
      const subscription: Subscription = { handler };
      subscriptions.add(channel, subscription);
      return () => void subscriptions.remove(channel, subscription);
    },
    async close() {
      closed = true;
      subscriptions.clear();
    },
  };
}

/** A bus over Redis pub/sub; `ready()` resolves once every (un)subscribe sent so far is acknowledged. */
export interface RedisBus extends Bus {
  ready(): Promise<void>;
}

/**
 * Redis pub/sub with one publishing and one subscribing connection per process. Each channel
 * is SUBSCRIBEd once however many local handlers it has, and UNSUBSCRIBEd with the last one.
 */
export function createRedisBus(url: string, options: BusOptions = {}): RedisBus {
  const onError = options.onError ?? reportToConsole;
  const publisher = new Redis(url, { connectionName: 'sportsbook-bus-pub' });
  // No INFO ready check nor client info on the subscribing connection: ioredis 5.8.2+ can send a
  // SUBSCRIBE issued during the connect before its handshake's INFO, which Redis then refuses in
  // subscriber mode ('only subscriber commands may be used', ioredis #2037) — and that process
  // silently received nothing (a scale-out test found it: no pushes on the feed leader's bus).
  const subscriber = new Redis(url, {
    connectionName: 'sportsbook-bus-sub',
    enableReadyCheck: false,
    disableClientInfo: true,
  });
  // Without listeners ioredis prints connection errors itself; route them to the reporter instead.
  publisher.on('error', (error: unknown) => onError(error, { channel: null }));
  subscriber.on('error', (error: unknown) => onError(error, { channel: null }));
  const subscriptions = new ChannelSubscriptions(onError);
  const pending = new Set<Promise<unknown>>();
  let closed = false;

  subscriber.on('message', (channel: string, message: string) => {
    let payload: unknown;
    try {
      payload = JSON.parse(message);
    } catch (error) {
      onError(error, { channel });
      return;
    }
    subscriptions.deliver(channel, payload);
  });

  function track(command: Promise<unknown>, channel: string): void {
    const settled = command.catch((error: unknown) => onError(error, { channel }));
    pending.add(settled);
    void settled.finally(() => pending.delete(settled));
  }

  return {
    async publish(channel, payload) {
      if (closed) throw new BusClosedError();
      await publisher.publish(channel, toJson(payload));
    },
    subscribe(channel, handler) {
      if (closed) throw new BusClosedError();
      const subscription: Subscription = { handler };
      if (subscriptions.add(channel, subscription)) track(subscriber.subscribe(channel), channel);
      let active = true;
      return () => {
        if (!active || closed) return;
        active = false;
        if (subscriptions.remove(channel, subscription)) track(subscriber.unsubscribe(channel), channel);
      };
    },
    async ready() {
      await Promise.all([...pending]);
    },
    async close() {
      if (closed) return;
      closed = true;
      subscriptions.clear();
      await Promise.all([disconnect(publisher), disconnect(subscriber)]);
    },
  };
}

async function disconnect(client: Redis): Promise<void> {
  // QUIT waits for queued replies; a connection that never came up is simply dropped.
  if (client.status === 'ready') {
    try {
      await client.quit();
      return;
    } catch {
      // Fall through: the connection failed while quitting.
    }
  }
  client.disconnect();
}

/** Redis pub/sub when a URL is configured (several server instances), in-process otherwise. */
export function createBus(config: { readonly redisUrl: string | null }, options: BusOptions = {}): Bus {
  return config.redisUrl ? createRedisBus(config.redisUrl, options) : createInProcessBus(options);
}
