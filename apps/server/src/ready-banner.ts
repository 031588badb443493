import { COUNTRY_CODES } from '@sportsbook/betting';
import { DEMO_PASSWORD, demoUsername } from './accounts/index';
import type { ServerConfig } from './config';

/** Where the two origins ended up listening (a port of 0 in the configuration is chosen at listen). */
export interface ListeningPorts {
  readonly sports: number;
  readonly account: number;
}

/** The account origin the banner shows: ACCOUNT_ORIGIN when set, else loopback on the port it listens on. */
function accountOriginOf(config: Pick<ServerConfig, 'accountOrigin' | 'accountPort'>, port: number): string {
  const defaultOrigin = `http://127.0.0.1:${config.accountPort}`;
  return config.accountOrigin === defaultOrigin ? `http://127.0.0.1:${port}` : config.accountOrigin;
}

/**
 * What `npm start` prints once both origins answer: the addresses to open and, where demo players
 * are seeded, their logins — the first thing a newcomer needs, so it comes after the start-up
 * lines rather than among them.
 */
export function describeReady(
  config: Pick<ServerConfig, 'mode' | 'accountOrigin' | 'accountPort' | 'devTools' | 'demoPlayers'>,
  ports: ListeningPorts,
): string {
  const client = `http://localhost:${ports.sports}`;
  const account = accountOriginOf(config, ports.account);
  const rows: Array<readonly [string, string]> = [
    ['Client', `${client}/`],
    ['Account site', `${account}/sport/login`],
    ...(config.devTools ? [['Mail outbox', `${account}/dev/outbox`] as const] : []),
    ['Health', `${client}/health`],
  ];
  const width = Math.max(...rows.map(([name]) => name.length)) + 2;
  const lines = [
    `  Sportsbook is ready (${config.mode} mode):`,
    ...rows.map(([name, url]) => `    ${name.padEnd(width)}${url}`),
  ];
  if (config.demoPlayers) {
    lines.push(
      '',
      `  Demo logins, one per country, password ${DEMO_PASSWORD}:`,
      `    ${COUNTRY_CODES.map(demoUsername).join('  ')}`,
    );
  }
  return `\n${lines.join('\n')}\n`;
}
