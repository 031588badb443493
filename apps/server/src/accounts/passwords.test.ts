import { describe, expect, it } from 'vitest';
import { createDummyVerifier, DEFAULT_SCRYPT_PARAMS, hashPassword, verifyPassword } from './passwords';
import { FAST_SCRYPT } from './test-app';

describe('password hashes', () => {
  it('stores scrypt$N$r$p$salt$hash with the default cost', async () => {
    const hash = await hashPassword('demo-pass-1');
    const [scheme, N, r, p, salt, key] = hash.split('$');
    expect([scheme, Number(N), Number(r), Number(p)]).toEqual([
      'scrypt',
      DEFAULT_SCRYPT_PARAMS.N,
      DEFAULT_SCRYPT_PARAMS.r,
      DEFAULT_SCRYPT_PARAMS.p,
    ]);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64')).toHaveLength(32);
    expect(await verifyPassword('demo-pass-1', hash)).toBe(true);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct horse', FAST_SCRYPT);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsf', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('gives the same password a different hash each time (random salt)', async () => {
    const [first, second] = await Promise.all([hashPassword('same', FAST_SCRYPT), hashPassword('same', FAST_SCRYPT)]);
    expect(first).not.toBe(second);
    expect(first.split('$')[4]).not.toBe(second.split('$')[4]);
    expect(await verifyPassword('same', first)).toBe(true);
    expect(await verifyPassword('same', second)).toBe(true);
  });

  it('treats text that is not one of its hashes as no match', async () => {
    for (const stored of [
      '',
      'x',
      'scrypt$3$8$1$c2FsdHNhbHQ=$a2V5a2V5a2V5a2V5a2V5',
      'bcrypt$1$2$3$4$5',
      `scrypt$${2 ** 30}$8$1$AAAAAAAAAAA=$AAAAAAAAAAAAAAAAAAAAAA==`,
    ]) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });

  it('answers false from the dummy verifier after doing the same work as a real check', async () => {
    const dummyVerify = createDummyVerifier(FAST_SCRYPT);
    expect(await dummyVerify('demo-pass-1')).toBe(false);
    expect(await dummyVerify('')).toBe(false);
  });
});
