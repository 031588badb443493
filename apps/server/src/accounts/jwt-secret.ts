import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The file in DATA_DIR that keeps a generated secret across restarts. */
export const JWT_SECRET_FILE = 'jwt-secret';
/** HS256 wants a key at least as long as its hash: 32 bytes. */
const MIN_SECRET_BYTES = 32;

/** Where the signing secret comes from. */
export interface JwtSecretSource {
  /** `JWT_SECRET` from the environment; wins when set (every instance of a cluster must share it). */
  readonly configured?: string | null | undefined;
  /** `DATA_DIR`; absent or ':memory:' keeps a generated secret in memory only (tests). */
  readonly dataDir?: string | null | undefined;
}

function isMissingFile(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

function isExistingFile(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'EEXIST';
}

async function readSecretFile(path: string): Promise<Uint8Array> {
  const secret = Buffer.from((await readFile(path, 'utf8')).trim(), 'base64url');
  if (secret.length < MIN_SECRET_BYTES) {
    throw new Error(
      `${path} holds no usable JWT secret (under ${MIN_SECRET_BYTES} bytes); delete it to generate a new one ` +
        '(everyone is logged out) or set JWT_SECRET.',
    );
  }
  return secret;
}

/**
 * The HS256 secret: `JWT_SECRET` if set, else 32 random bytes generated once and kept in
 * `DATA_DIR/jwt-secret` (mode 0600, base64url) so tokens survive a restart, else (no DATA_DIR)
 * a secret that lives as long as the process.
 */
export async function loadJwtSecret(source: JwtSecretSource): Promise<Uint8Array> {
  const { configured, dataDir } = source;
  if (configured) {
    const secret = new TextEncoder().encode(configured);
    if (secret.length < MIN_SECRET_BYTES) {
      throw new Error(
        `JWT_SECRET must be at least ${MIN_SECRET_BYTES} bytes long; generate one with ` +
          '`node -e "console.log(crypto.randomBytes(32).toString(\'base64url\'))"`, or unset it to keep a generated one in DATA_DIR.',
      );
    }
    return secret;
  }
  if (!dataDir || dataDir === ':memory:') return randomBytes(MIN_SECRET_BYTES);
  const path = join(dataDir, JWT_SECRET_FILE);
  try {
    return await readSecretFile(path);
  } catch (error) {
    if (!isMissingFile(error)) throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(MIN_SECRET_BYTES);
  try {
    // 'wx': if another process wrote the file first, its secret wins and is read back.
    await writeFile(path, `${secret.toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if (isExistingFile(error)) return readSecretFile(path);
    throw error;
  }
}
