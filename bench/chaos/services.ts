// The chaos run's private PostgreSQL and Redis: under a scratch directory in /tmp, on loopback,
// so stopping and restarting them (the faults) disturbs no one else's database.
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PG_BIN = process.env.PG_BIN || '/usr/lib/postgresql/15/bin';

export const scratch = mkdtempSync(join(tmpdir(), 'sportsbook-chaos-'));
const children: ChildProcess[] = [];

/** PostgreSQL refuses to run as root: as root, its tools run as the `postgres` user (runuser). */
const asPostgres = process.getuid?.() === 0;

function run(binary: string, args: string[]): void {
  const [command, rest] = asPostgres ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
  const result = spawnSync(command, rest, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${binary} ${args.join(' ')}:\n${result.stdout}${result.stderr}`);
}

/** A fresh cluster in the scratch directory (trust authentication, user `postgres`). */
export function initPostgres(): void {
  mkdirSync(join(scratch, 'pg'));
  if (asPostgres) {
    chmodSync(scratch, 0o777);
    spawnSync('chown', ['postgres', join(scratch, 'pg')]);
  }
  run(join(PG_BIN, 'initdb'), ['-D', join(scratch, 'pg'), '-U', 'postgres', '-A', 'trust', '--no-sync']);
}

export function startPostgres(port: number): void {
  run(join(PG_BIN, 'pg_ctl'), [
    '-D',
    join(scratch, 'pg'),
    '-l',
    join(scratch, 'pg.log'),
    '-w',
    '-o',
    `-p ${port} -k ${scratch} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off`,
    'start',
  ]);
}
export function stopPostgres(mode: 'fast' | 'immediate'): void {
  run(join(PG_BIN, 'pg_ctl'), ['-D', join(scratch, 'pg'), '-m', mode, '-w', 'stop']);
}
export function startRedis(port: number): ChildProcess {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  children.push(child);
  return child;
}

/** Stops every Redis started and PostgreSQL (if running), and removes the scratch directory. */
export function removeServices(): void {
  for (const child of children) child.kill('SIGTERM');
  try {
    stopPostgres('immediate');
  } catch {
    // Not running.
  }
  rmSync(scratch, { recursive: true, force: true });
}
