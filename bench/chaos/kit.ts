// The chaos run's shared helpers: its log lines, its checks and the problems they found, and waits.
import { performance } from 'node:perf_hooks';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const log = (line: string) => console.log(`[chaos ${new Date().toISOString().slice(11, 19)}] ${line}`);
/** Every broken promise of the run; a non-empty list makes it exit 1. */
export const problems: string[] = [];
export const check = (ok: boolean, what: string) => {
  if (!ok) problems.push(what);
  log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
};

/** Milliseconds until `condition` holds (polled every 100 ms); throws after `timeoutMs`. */
export async function until(what: string, condition: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (await condition().catch(() => false)) return Math.round(performance.now() - started);
    await sleep(100);
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`);
}
