/*
 * HMAC-SHA256 with the key's pads hashed once (RFC 2104 over FIPS 180-4), so a round costs two
 * SHA-256 block compressions instead of a fresh `createHmac` (decision 036): the simulation of a
 * million rounds runs the very function the server plays with. `hmac.test.ts` checks it against
 * node:crypto byte for byte.
 */

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);
const INITIAL = new Uint32Array([
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
]);

const w = new Uint32Array(64);

/** One SHA-256 block compression of the 64 bytes of `block` at `offset` into `state`. */
function compress(state: Uint32Array, block: Uint8Array, offset: number): void {
  for (let i = 0; i < 16; i++) {
    const j = offset + i * 4;
    w[i] = ((block[j]! << 24) | (block[j + 1]! << 16) | (block[j + 2]! << 8) | block[j + 3]!) >>> 0;
  }
  for (let i = 16; i < 64; i++) {
    const a = w[i - 15]!;
    const b = w[i - 2]!;
    const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
    const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
    w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) >>> 0;
  }
  let a = state[0]!;
  let b = state[1]!;
  let c = state[2]!;
  let d = state[3]!;
  let e = state[4]!;
  let f = state[5]!;
  let g = state[6]!;
  let h = state[7]!;
  for (let i = 0; i < 64; i++) {
    const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const ch = (e & f) ^ (~e & g);
    const t1 = (h + S1 + ch + K[i]! + w[i]!) | 0;
    const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const maj = (a & b) ^ (a & c) ^ (b & c);
    const t2 = (S0 + maj) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] = (state[0]! + a) >>> 0;
  state[1] = (state[1]! + b) >>> 0;
  state[2] = (state[2]! + c) >>> 0;
  state[3] = (state[3]! + d) >>> 0;
  state[4] = (state[4]! + e) >>> 0;
  state[5] = (state[5]! + f) >>> 0;
  state[6] = (state[6]! + g) >>> 0;
  state[7] = (state[7]! + h) >>> 0;
}

/** Hashes `data` (whole) into a copy of `start`, which already covers `prefixBytes` bytes. */
function finish(start: Uint32Array, prefixBytes: number, data: Uint8Array, out: Uint8Array): void {
  const state = start.slice();
  const total = prefixBytes + data.length;
  const padded = new Uint8Array(Math.ceil((data.length + 9) / 64) * 64);
  padded.set(data);
  padded[data.length] = 0x80;
  const bits = total * 8;
  const end = padded.length;
  padded[end - 4] = (bits >>> 24) & 0xff;
  padded[end - 3] = (bits >>> 16) & 0xff;
  padded[end - 2] = (bits >>> 8) & 0xff;
  padded[end - 1] = bits & 0xff;
  padded[end - 5] = Math.floor(bits / 2 ** 32) & 0xff;
  for (let offset = 0; offset < end; offset += 64) compress(state, padded, offset);
  for (let i = 0; i < 8; i++) {
    const word = state[i]!;
    out[i * 4] = word >>> 24;
    out[i * 4 + 1] = (word >>> 16) & 0xff;
    out[i * 4 + 2] = (word >>> 8) & 0xff;
    out[i * 4 + 3] = word & 0xff;
  }
}

const encoder = new TextEncoder();

/** SHA-256 of `data`. */
export function sha256(data: Uint8Array): Uint8Array {
  const out = new Uint8Array(32);
  finish(INITIAL, 0, data, out);
  return out;
}

/** HMAC-SHA256 under one key, its inner and outer pad states computed once. */
export class KeyedHmac {
  private readonly inner = INITIAL.slice();
  private readonly outer = INITIAL.slice();
  private readonly innerDigest = new Uint8Array(32);

  constructor(key: string | Uint8Array) {
    let bytes = typeof key === 'string' ? encoder.encode(key) : key;
    if (bytes.length > 64) bytes = sha256(bytes);
    const pad = new Uint8Array(64);
    pad.set(bytes);
    const ipad = pad.map((byte) => byte ^ 0x36);
    const opad = pad.map((byte) => byte ^ 0x5c);
    compress(this.inner, ipad, 0);
    compress(this.outer, opad, 0);
  }

  /** HMAC-SHA256 of `message` (UTF-8) written into `out` (32 bytes, a new array by default). */
  digest(message: string, out: Uint8Array = new Uint8Array(32)): Uint8Array {
    finish(this.inner, 64, asciiOrUtf8(message), this.innerDigest);
    finish(this.outer, 64, this.innerDigest, out);
    return out;
  }
}

const scratch = new Uint8Array(256);

/** The UTF-8 bytes of `text`; ASCII text (every round message) without allocating. */
function asciiOrUtf8(text: string): Uint8Array {
  if (text.length > scratch.length) return encoder.encode(text);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0x7f) return encoder.encode(text);
    scratch[i] = code;
  }
  return scratch.subarray(0, text.length);
}

/** Lower-case hex of bytes. */
export function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}
