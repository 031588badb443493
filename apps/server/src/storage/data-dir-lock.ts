import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Name of the lock file inside DATA_DIR. */
export const LOCK_FILE = 'server.lock';
/** A lock file still empty after this long was left by a process that died while creating it. */
const EMPTY_LOCK_GRACE_MS = 10_000;

export interface DataDirLock {
  readonly path: string;
  /** Removes the lock file if it is still ours; safe to call twice. */
  release(): void;
}

/** Lock files this process holds, so a second opener in the same process is refused too. */
const held = new Set<string>();

/**
 * Takes the single-writer lock on DATA_DIR (PGlite has no lock of its own, and two writers would
 * corrupt its files). The lock is a file created exclusively and holding the owner's pid; a lock
 * whose pid is no longer alive was left by a crash and is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const path = resolve(join(dataDir, LOCK_FILE));
  // A takeover can race another starting process; a few attempts settle who wins.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (tryCreate(path)) return holdLock(path);
    const owner = readOwner(path);
    if (owner === 'gone') continue;
    if (owner === 'unknown' || isAlive(owner)) throw inUseError(dataDir, path, owner);
    removeIfOwner(path, owner);
  }
  throw inUseError(dataDir, path, readOwner(path));
}

function tryCreate(path: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${process.pid}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

type Owner = number | 'gone' | 'unknown' | 'stale';

function readOwner(path: string): Owner {
  let text: string;
  try {
    text = readFileSync(path, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw error;
  }
  if (/^\d+$/.test(text)) {
    const pid = Number(text);
    // Our own pid in a lock we do not hold: a previous life of this pid (containers reuse pid 1).
    if (pid === process.pid && !held.has(path)) return 'stale';
    return pid;
  }
  const age = Date.now() - statSync(path).mtimeMs;
  return age > EMPTY_LOCK_GRACE_MS ? 'stale' : 'unknown';
}

function isAlive(owner: number | 'stale'): boolean {
  if (owner === 'stale') return false;
  try {
    process.kill(owner, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user — still alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes a stale lock only if it still names the same dead owner (another process may have replaced it). */
function removeIfOwner(path: string, owner: number | 'stale'): void {
  const now = readOwner(path);
  if (now !== owner) return;
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

function holdLock(path: string): DataDirLock {
  held.add(path);
  const release = (): void => {
    if (!held.delete(path)) return;
    process.removeListener('exit', release);
    try {
      if (readFileSync(path, 'utf8').trim() === String(process.pid)) unlinkSync(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  };
  // A process that exits without closing the database still leaves DATA_DIR free.
  process.once('exit', release);
  return { path, release };
}

function inUseError(dataDir: string, path: string, owner: Owner): Error {
  const who = typeof owner === 'number' ? `process ${owner}` : 'another process';
  const self = owner === process.pid ? ' (this process: close the first database handle before opening another)' : '';
  return new Error(
    `DATA_DIR ${dataDir} is in use by ${who}${self}; stop it or set DATA_DIR elsewhere. ` +
      `If no server is running, delete ${path}.`,
  );
}
