import type { Bus } from '../realtime/index';
import type { Database } from '../storage/index';
import { publishPlayerEvents } from '../wallet/index';
import type { PlayerEventErrorReporter } from '../wallet/index';
import { countUnread } from './inbox-store';

/**
 * Pushes the player's unread count (`{ type: 'inbox', unread }` on `player.<id>`) AFTER the
 * commit that changed their Inbox; never throws, so it cannot fail what caused it.
 */
export async function publishInboxCount(
  bus: Bus,
  db: Database,
  playerId: number,
  onError?: PlayerEventErrorReporter,
): Promise<void> {
  try {
    const unread = await countUnread(db, playerId);
    await publishPlayerEvents(bus, playerId, [{ type: 'inbox', unread }], onError);
  } catch (error) {
    if (onError) onError(error, playerId);
    else console.error(`[inbox] publishing to player ${playerId} failed:`, error);
  }
}
