import { lt } from 'drizzle-orm';
import type { Database } from '../storage/index';
import { consumedTokens } from './tables';

/**
 * Records that a single-use token was exchanged; true the first time, false ever after. One
 * INSERT decides, so two instances racing on one token cannot both win. Rows of tokens that
 * have expired are dropped on the way (an expired token is refused by its signature check).
 */
export async function consumeTokenOnce(
  db: Database,
  token: { readonly jti: string; readonly playerId: number; readonly expiresAt: Date },
  now: Date,
): Promise<boolean> {
  await db.delete(consumedTokens).where(lt(consumedTokens.expiresAt, now));
  const inserted = await db
    .insert(consumedTokens)
    .values({ jti: token.jti, playerId: token.playerId, expiresAt: token.expiresAt })
    .onConflictDoNothing()
    .returning({ jti: consumedTokens.jti });
  return inserted.length === 1;
}
