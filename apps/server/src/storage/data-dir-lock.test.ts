import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, LOCK_FILE } from './data-dir-lock';
import type { DataDirLock } from './data-dir-lock';

/** A real other process: alive while the test runs, or already exited (its pid then stale). */
function startProcess(): ChildProcess {
  return spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
}

async function pidOfExitedProcess(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  if (child.pid === undefined) throw new Error('could not start a child process');
  return child.pid;
}

describe('acquireDataDirLock', () => {
  const cleanups: (() => void)[] = [];
  const makeDataDir = (): string => {
    const dir = mkdtempSync(join(tmpdir(), 'data-dir-lock-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  };
  const hold = (dir: string): DataDirLock => {
    const lock = acquireDataDirLock(dir);
    cleanups.unshift(() => lock.release());
    return lock;
  };
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  });

  it('writes this process id into DATA_DIR/server.lock and removes it on release', () => {
    const dir = makeDataDir();
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));

    lock.release();
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('refuses a second opener while another live process holds the lock, naming that process', () => {
    const dir = makeDataDir();
    const other = startProcess();
    cleanups.push(() => other.kill());
    writeFileSync(join(dir, LOCK_FILE), `${other.pid}\n`);

    expect(() => acquireDataDirLock(dir)).toThrow(
      `DATA_DIR ${dir} is in use by process ${other.pid}; stop it or set DATA_DIR elsewhere.`,
    );
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(other.pid));
  });

  it('refuses a second opener in the same process until the first releases', () => {
    const dir = makeDataDir();
    const first = hold(dir);

    expect(() => acquireDataDirLock(dir)).toThrow(/in use by process \d+ \(this process: close the first database/);
    first.release();
    expect(() => hold(dir)).not.toThrow();
  });

  it('takes over a lock left by a process that is no longer alive', async () => {
    const dir = makeDataDir();
    writeFileSync(join(dir, LOCK_FILE), `${await pidOfExitedProcess()}\n`);

    hold(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
  });

  it('takes over a lock naming this pid that this process does not hold, as after a container restart', () => {
    const dir = makeDataDir();
    writeFileSync(join(dir, LOCK_FILE), `${process.pid}\n`);

    expect(() => hold(dir)).not.toThrow();
  });

  it('takes over an empty lock file only once it is too old to be a lock being written', () => {
    const dir = makeDataDir();
    const path = join(dir, LOCK_FILE);
    writeFileSync(path, '');
    expect(() => acquireDataDirLock(dir)).toThrow('is in use by another process');

    const old = new Date(Date.now() - 60_000);
    utimesSync(path, old, old);
    expect(() => hold(dir)).not.toThrow();
  });

  it('leaves a lock alone on release once another process has taken it over', () => {
    const dir = makeDataDir();
    const lock = acquireDataDirLock(dir);
    writeFileSync(join(dir, LOCK_FILE), '1\n');

    lock.release();
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe('1\n');
  });
});
