import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../storage/testing';
import type { TestDatabase } from '../storage/testing';
import { JWT_SECRET_FILE, loadJwtSecret } from './jwt-secret';
import { createPlayerService } from './players';
import { createSessionVersions, endSessions } from './sessions';
import type { SessionVersions } from './sessions';
import { createTokenService, SESSION_MAX_AGE_SECONDS, TOKEN_TTL_SECONDS } from './tokens';
import { FAST_SCRYPT } from './test-app';

/** The one stored player these suites sign tokens for (the session version is read from storage). */
let player = { id: 0, username: 'tokens-gb', country: 'GB', currency: 'GBP' };
let database: TestDatabase;
let sessions: SessionVersions;

beforeAll(async () => {
  const [pglite] = testDatabaseTargets();
  database = await pglite!.open();
  sessions = createSessionVersions(database.db);
  const created = await createPlayerService({ db: database.db, passwordParams: FAST_SCRYPT }).createPlayer({
    username: player.username,
    email: 'tokens-gb@example.test',
    password: 'tokens-pass-1',
    country: 'GB',
  });
  player = { ...player, id: created.id };
}, 60_000);
afterAll(() => database?.close());

function tokensAt(start: Date, secret: Uint8Array = randomBytes(32)) {
  const clock = { now: start };
  return { clock, tokens: createTokenService({ secret, sessions, now: () => clock.now }) };
}

describe('tokens', () => {
  it('round-trips the sports access token: player id, username, country and currency', async () => {
    const { tokens } = tokensAt(new Date());
    expect(await tokens.verifyAccessToken(await tokens.issueAccessToken(player))).toEqual(player);
  });

  it('never accepts one kind of token as another', async () => {
    const { tokens } = tokensAt(new Date());
    const access = await tokens.issueAccessToken(player);
    const frontend = await tokens.issueFrontendToken(player);
    const temporary = (await tokens.issueTemporaryToken(player, 'gb')).token;
    // Verified once as what it is (its signature is then not checked again), still nothing else.
    expect(await tokens.verifyAccessToken(access)).toEqual(player);
    expect(await tokens.verifyFrontendToken(access)).toBeNull();
    expect(await tokens.verifyTemporaryToken(access)).toBeNull();
    expect(await tokens.verifyAccessToken(frontend)).toBeNull();
    expect(await tokens.verifyAccessToken(temporary)).toBeNull();
    expect(await tokens.verifyFrontendToken(access)).toBeNull();
    expect(await tokens.verifyTemporaryToken(frontend)).toBeNull();
    expect(await tokens.verifyFrontendToken(frontend)).toMatchObject({ playerId: player.id });
    expect(await tokens.verifyTemporaryToken(temporary)).toMatchObject({ playerId: player.id, domain: 'gb' });
  });

  it('refuses a token once its lifetime is over', async () => {
    const { clock, tokens } = tokensAt(new Date('2030-01-01T00:00:00Z'));
    const access = await tokens.issueAccessToken(player);
    const temporary = (await tokens.issueTemporaryToken(player, 'gb')).token;
    clock.now = new Date(clock.now.getTime() + (TOKEN_TTL_SECONDS.temporary + 1) * 1000);
    expect(await tokens.verifyTemporaryToken(temporary)).toBeNull();
    expect(await tokens.verifyAccessToken(access)).toEqual(player);
    clock.now = new Date(Date.parse('2030-01-01T00:00:00Z') + (TOKEN_TTL_SECONDS.access + 1) * 1000);
    expect(await tokens.verifyAccessToken(access)).toBeNull();
  });

  it('refuses tokens signed with another secret, tampered or not JWTs at all', async () => {
    const now = new Date();
    const { tokens } = tokensAt(now);
    const foreign = await tokensAt(now).tokens.issueAccessToken(player);
    const good = await tokens.issueAccessToken(player);
    const [header, , signature] = good.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ sub: '1' })).toString('base64url')}.${signature}`;
    for (const token of [foreign, forged, '', 'abc', 'a.b.c', good.slice(0, -2)]) {
      expect(await tokens.verifyAccessToken(token)).toBeNull();
    }
  });

  it('refuses every kind of token of a session once the stored session version has moved on', async () => {
    const { tokens } = tokensAt(new Date());
    const access = await tokens.issueAccessToken(player);
    const frontend = await tokens.issueFrontendToken(player);
    const temporary = (await tokens.issueTemporaryToken(player, 'gb')).token;
    expect(await tokens.verifyAccessToken(access)).toEqual(player);
    await endSessions(database.db, player.id);
    expect(await tokens.verifyAccessToken(access)).toBeNull();
    expect(await tokens.verifyFrontendToken(frontend)).toBeNull();
    expect(await tokens.verifyTemporaryToken(temporary)).toBeNull();
    // A session opened afterwards carries the new version and is accepted.
    expect(await tokens.verifyAccessToken(await tokens.issueAccessToken(player))).toEqual(player);
  });

  it('keeps the start of a continued session, so no token outlives 30 days from the login', async () => {
    const start = new Date('2030-03-01T00:00:00Z');
    const { clock, tokens } = tokensAt(start);
    const session = await tokens.startSession(player);
    expect(session.startedAt).toEqual(start);
    clock.now = new Date(start.getTime() + (SESSION_MAX_AGE_SECONDS - 60) * 1000);
    const late = await tokens.issueAccessToken(player, session);
    const lateFrontend = await tokens.issueFrontendToken(player, session);
    expect(await tokens.verifyFrontendToken(lateFrontend)).toMatchObject({ session: { startedAt: start } });
    expect(await tokens.verifyAccessToken(late)).toEqual(player);
    clock.now = new Date(start.getTime() + SESSION_MAX_AGE_SECONDS * 1000);
    expect(await tokens.verifyAccessToken(late)).toBeNull();
    expect(await tokens.verifyFrontendToken(lateFrontend)).toBeNull();
  });

  it('refuses a correctly signed token that carries no session claims', async () => {
    const secret = randomBytes(32);
    const { tokens } = tokensAt(new Date(), secret);
    const token = await new SignJWT({ username: player.username, country: 'GB', currency: 'GBP' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('sportsbook')
      .setAudience('sports')
      .setSubject(String(player.id))
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(secret);
    expect(await tokens.verifyAccessToken(token)).toBeNull();
  });
});

describe('JWT secret', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });
  const tempDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'jwt-secret-'));
    dirs.push(dir);
    return dir;
  };

  it('generates a secret once in DATA_DIR (mode 0600) and reuses it across restarts', async () => {
    const dataDir = join(await tempDir(), 'nested');
    const first = await loadJwtSecret({ dataDir });
    const path = join(dataDir, JWT_SECRET_FILE);
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect(first).toHaveLength(32);
    const second = await loadJwtSecret({ dataDir });
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    const token = await createTokenService({ secret: first, sessions }).issueAccessToken(player);
    expect(await createTokenService({ secret: second, sessions }).verifyAccessToken(token)).toEqual(player);
  });

  it('uses JWT_SECRET when set and writes nothing', async () => {
    const dataDir = await tempDir();
    const configured = 'x'.repeat(40);
    expect(Buffer.from(await loadJwtSecret({ configured, dataDir })).toString()).toBe(configured);
    await expect(readFile(join(dataDir, JWT_SECRET_FILE))).rejects.toThrow(/ENOENT/);
  });

  it('refuses a JWT_SECRET shorter than 32 bytes, saying how to make one', async () => {
    await expect(loadJwtSecret({ configured: 'short' })).rejects.toThrow(/at least 32 bytes/);
  });

  it('refuses a damaged secret file instead of silently logging everyone out', async () => {
    const dataDir = await tempDir();
    await writeFile(join(dataDir, JWT_SECRET_FILE), 'abc\n');
    await expect(loadJwtSecret({ dataDir })).rejects.toThrow(/delete it to generate a new one/);
  });

  it('keeps a fresh secret in memory when there is no DATA_DIR', async () => {
    const [a, b] = await Promise.all([loadJwtSecret({}), loadJwtSecret({ dataDir: ':memory:' })]);
    expect(a).toHaveLength(32);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
  });
});
