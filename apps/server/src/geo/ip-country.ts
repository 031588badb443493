import { isIP } from 'node:net';
import { DEFAULT_COUNTRY } from '@sportsbook/betting';

/**
 * Geolocation settings, read from the environment:
 * - `GEO_IP_MAP`: `address-or-cidr=CC` pairs, comma separated (`127.0.0.1=GB,10.0.0.0/8=RO`); first match wins.
 * - `GEO_DEFAULT_COUNTRY`: the country of every address the map does not name (default US, spec 001 §9).
 * - `GEO_TESTER_IPS`: comma-separated addresses whose `is_tester` is true.
 * - `GEO_BLOCKED_COUNTRIES`: comma-separated countries the restriction check declines.
 * There is no geolocation database: loopback, private and unmapped public addresses all get the default.
 * The client address is the app's `request.ip`: `x-forwarded-for` counts only behind
 * `TRUST_PROXY_HOPS` proxies, read from the right (config.ts, decision 032).
 */
export interface GeoConfig {
  readonly rules: readonly IpRule[];
  readonly defaultCountry: string;
  readonly testerIps: ReadonlySet<string>;
  readonly blockedCountries: ReadonlySet<string>;
}

/** One `GEO_IP_MAP` entry: an exact address, or an IPv4 network. */
export interface IpRule {
  readonly matches: (address: string) => boolean;
  readonly country: string;
}

const COUNTRY = /^[A-Z]{2}$/;

function ipv4ToNumber(address: string): number | null {
  if (isIP(address) !== 4) return null;
  return address.split('.').reduce((value, part) => value * 256 + Number(part), 0);
}

/** Strips the IPv6 form of an IPv4 address (`::ffff:10.1.2.3`), as Node reports on dual-stack sockets. */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return (mapped?.[1] ?? trimmed).toLowerCase();
}

function parseRule(entry: string): IpRule {
  const [target = '', rawCountry = ''] = entry.split('=').map((part) => part.trim());
  const country = rawCountry.toUpperCase();
  const where = `GEO_IP_MAP entry "${entry}"`;
  if (!COUNTRY.test(country)) throw new Error(`${where} needs a two-letter country after =, as in 10.0.0.0/8=RO.`);
  const [network = '', bitsText] = target.split('/');
  if (bitsText === undefined) {
    if (isIP(network) === 0) throw new Error(`${where} names no IP address.`);
    const exact = normaliseAddress(network);
    return { country, matches: (address) => address === exact };
  }
  const base = ipv4ToNumber(network);
  const bits = Number(bitsText);
  if (base === null || !/^\d{1,2}$/.test(bitsText) || bits > 32) {
    throw new Error(`${where} is not an IPv4 network such as 10.0.0.0/8.`);
  }
  const size = 2 ** (32 - bits);
  const start = Math.floor(base / size) * size;
  return {
    country,
    matches: (address) => {
      const value = ipv4ToNumber(address);
      return value !== null && value >= start && value < start + size;
    },
  };
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** Reads the geolocation settings; a malformed value stops start-up with a message naming it. */
export function readGeoConfig(env: NodeJS.ProcessEnv = process.env): GeoConfig {
  if (env.GEO_TRUST_PROXY !== undefined && env.GEO_TRUST_PROXY !== '') {
    // It trusted the left-most x-forwarded-for entry, which the client itself writes.
    throw new Error('GEO_TRUST_PROXY is gone: set TRUST_PROXY_HOPS to the number of proxies in front of the server.');
  }
  const defaultCountry = (env.GEO_DEFAULT_COUNTRY ?? DEFAULT_COUNTRY).trim().toUpperCase();
  if (!COUNTRY.test(defaultCountry)) throw new Error('GEO_DEFAULT_COUNTRY must be a two-letter country such as GB.');
  const blocked = list(env.GEO_BLOCKED_COUNTRIES).map((country) => country.toUpperCase());
  const bad = blocked.find((country) => !COUNTRY.test(country));
  if (bad !== undefined) throw new Error(`GEO_BLOCKED_COUNTRIES holds "${bad}", not a two-letter country.`);
  return {
    rules: list(env.GEO_IP_MAP).map(parseRule),
    defaultCountry,
    testerIps: new Set(list(env.GEO_TESTER_IPS).map(normaliseAddress)),
    blockedCountries: new Set(blocked),
  };
}

/** The client's address as geolocation reads it: the app's `request.ip` (see TRUST_PROXY_HOPS), IPv4 unmapped. */
export function clientAddress(request: { readonly ip: string }): string {
  return normaliseAddress(request.ip);
}

/** The country of an address: the first matching map entry, else the default country. */
export function countryOf(config: GeoConfig, address: string): string {
  return config.rules.find((rule) => rule.matches(address))?.country ?? config.defaultCountry;
}
