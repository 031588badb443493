// Types of kit.mjs for the TypeScript that uses it (bench/chaos.ts).
import type { ChildProcess } from 'node:child_process';

export interface Exit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}
export interface Instance {
  readonly name: string;
  readonly sports: number;
  readonly account: number;
  readonly child: ChildProcess;
  readonly exited: Promise<Exit>;
  output(): string;
}
export const ROOT: string;
export const CHECK_INTER_MS: number;
export const CHECK_FALL: number;
export const CHECK_RISE: number;
export const CHECK_TIMEOUT_MS: number;
export const DRAIN_DELAY_MS: number;
export const HAPROXY_MISSING: string;
export function findHaproxy(): string | null;
export function freePorts(count: number): Promise<number[]>;
export function haproxyConfig(options: {
  sportsPort: number;
  accountPort: number;
  statsPort: number;
  instances: readonly Pick<Instance, 'name' | 'sports' | 'account'>[];
  host?: string;
}): string;
export function startInstance(options: {
  name: string;
  sports: number;
  account: number;
  env: Record<string, string>;
  log?: (name: string, text: string) => void;
}): Instance;
export function waitForOk(
  url: string,
  options?: { timeoutMs?: number; exited?: Promise<Exit>; what?: string },
): Promise<void>;
export function startHaproxy(
  binary: string,
  dir: string,
  config: string,
): { child: ChildProcess; file: string; exited: Promise<Exit> };
export function haproxyStats(statsPort: number): Promise<Record<string, Record<string, string>>>;
