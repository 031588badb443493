/**
 * The push services the browsers subscribe at (decision 106): a subscription's endpoint must be on
 * one of these hosts or under it, so the server never posts to an address a player made up (an
 * internal service, say). `PUSH_ENDPOINT_HOSTS` replaces the list.
 */
export const DEFAULT_PUSH_ENDPOINT_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
] as const;

/** `mailto:` contact the push services may write to about this server's messages (RFC 8292 `sub`). */
export const DEFAULT_VAPID_SUBJECT = 'mailto:push@sportsbook.invalid';

/** Web-push settings. */
export interface PushConfig {
  /** VAPID_SUBJECT: a `mailto:` or `https:` contact for the push services. */
  readonly subject: string;
  /** PUSH_ENDPOINT_HOSTS: hosts (and their sub-domains) a subscription may point at. */
  readonly endpointHosts: readonly string[];
}

/** Reads VAPID_SUBJECT and PUSH_ENDPOINT_HOSTS (comma-separated); malformed values stop the start. */
export function readPushConfig(env: NodeJS.ProcessEnv): PushConfig {
  const subject = env.VAPID_SUBJECT?.trim() || DEFAULT_VAPID_SUBJECT;
  if (!/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(subject)) {
    throw new Error(`VAPID_SUBJECT must be a mailto: address or an https: URL, not "${subject}".`);
  }
  const hosts = env.PUSH_ENDPOINT_HOSTS?.split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  if (hosts?.some((host) => !/^[a-z0-9.-]+$/.test(host))) {
    throw new Error(`PUSH_ENDPOINT_HOSTS must be host names separated by commas, not "${env.PUSH_ENDPOINT_HOSTS}".`);
  }
  return { subject, endpointHosts: hosts?.length ? hosts : DEFAULT_PUSH_ENDPOINT_HOSTS };
}

/** True when `endpoint` is an https address on one of `hosts` or under it. */
export function isAllowedEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  try {
    const url = new URL(endpoint);
    const host = url.hostname.toLowerCase();
    return url.protocol === 'https:' && hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
  } catch {
    return false;
  }
}
