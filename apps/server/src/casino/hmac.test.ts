import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { KeyedHmac, sha256, toHex } from './hmac';

describe('HMAC-SHA256 with precomputed pads', () => {
  it('equals node:crypto for keys and messages of every length that matters', () => {
    for (const keyLength of [0, 1, 32, 63, 64, 65, 100]) {
      const key = randomBytes(keyLength).toString('hex').slice(0, keyLength);
      const hmac = new KeyedHmac(key);
      for (const messageLength of [0, 1, 54, 55, 56, 63, 64, 65, 119, 120, 200]) {
        const message = 'm'.repeat(messageLength);
        expect(toHex(hmac.digest(message))).toBe(createHmac('sha256', key).update(message).digest('hex'));
      }
    }
    const unicode = new KeyedHmac('sëed');
    expect(toHex(unicode.digest('clïent:7'))).toBe(createHmac('sha256', 'sëed').update('clïent:7').digest('hex'));
  });

  it('hashes like node:crypto', () => {
    for (const length of [0, 3, 55, 56, 64, 1000]) {
      const data = randomBytes(length);
      expect(toHex(sha256(data))).toBe(createHash('sha256').update(data).digest('hex'));
    }
  });
});
