import webpush from 'web-push';
import type { Database } from '../storage/index';
import { insertVapidKeys, readVapidKeys } from './push-store';
import type { VapidKeys } from './push-store';

/**
 * The server's VAPID key pair (decision 106): the stored one, or one generated now and stored.
 * Several instances starting together each generate one, the first insert wins and everybody reads
 * the winner back, so a cluster signs with one key.
 */
export async function loadVapidKeys(db: Database): Promise<VapidKeys> {
  const stored = await readVapidKeys(db);
  if (stored) return stored;
  await insertVapidKeys(db, webpush.generateVAPIDKeys());
  const written = await readVapidKeys(db);
  if (!written) throw new Error('The VAPID key pair was stored but cannot be read back.');
  return written;
}
