import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * Test support: a push service on 127.0.0.1 (https, a self-signed certificate) with browser-like
 * devices. Each device holds a P-256 key pair and an auth secret as a browser does, and decrypts
 * what it is sent per RFC 8291 (aes128gcm, RFC 8188), so a test reads the message the player would.
 */

const tls = (name: string) => readFileSync(new URL(`./test-tls/${name}`, import.meta.url));

/** One message as the push service received it, and its payload decrypted by the device. */
export interface ReceivedPush {
  readonly headers: IncomingHttpHeaders;
  readonly payload: unknown;
}

/** A subscribed browser: its subscription (what `PushSubscription.toJSON()` gives) and its inbox. */
export interface TestDevice {
  readonly subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  readonly received: ReceivedPush[];
  /** From now on the push service answers 410 Gone for this device. */
  unsubscribeAtService(): void;
}

export interface LocalPushService {
  /** Trusts the service's certificate: pass it to the sender. */
  readonly agent: Agent;
  /** The host to allow (`PUSH_ENDPOINT_HOSTS`). */
  readonly host: string;
  newDevice(): TestDevice;
  close(): Promise<void>;
}

/**
 * Decrypts an aes128gcm push message body (RFC 8291 §3.4, RFC 8188 §2) with the receiving
 * device's private key and auth secret.
 */
export function decryptPushBody(body: Buffer, device: { ecdh: ReturnType<typeof createECDH>; auth: Buffer }): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + keyIdLength);
  const records = body.subarray(21 + keyIdLength);
  if (records.length > recordSize) throw new Error('a push message of one record was expected');
  const shared = device.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and any zero padding (RFC 8188 §2).
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('the push message does not end with the last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** Starts the local push service. */
export async function startLocalPushService(): Promise<LocalPushService> {
  const devices = new Map<
    string,
    { ecdh: ReturnType<typeof createECDH>; auth: Buffer; received: ReceivedPush[]; gone: boolean }
  >();
  const server = createServer({ key: tls('key.pem'), cert: tls('cert.pem') }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const device = devices.get(request.url ?? '');
      if (!device || device.gone) {
        response.writeHead(410).end();
        return;
      }
      const payload: unknown = JSON.parse(decryptPushBody(Buffer.concat(chunks), device));
      device.received.push({ headers: request.headers, payload });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new Agent({ ca: tls('cert.pem') });
  return {
    agent,
    host: '127.0.0.1',
    newDevice() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${randomBytes(12).toString('hex')}`;
      const device = { ecdh, auth, received: [] as ReceivedPush[], gone: false };
      devices.set(path, device);
      return {
        subscription: {
          endpoint: `https://127.0.0.1:${port}${path}`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        },
        received: device.received,
        unsubscribeAtService: () => {
          device.gone = true;
        },
      };
    },
    async close() {
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
