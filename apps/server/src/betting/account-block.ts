import { loginBlockOf } from '../accounts/players';
import { accountStates } from '../accounts/sessions';
import type { DatabaseHandle } from '../storage/index';
import { refusalBody } from './wire';
import type { RefusalBody } from './wire';

/**
 * A token outlives a time-out or self-exclusion taken after it was issued, so every way of
 * placing a bet (the slip, the Bet Builder) re-checks the account: the refusal, or null to go on.
 * An account that no longer exists counts as closed.
 */
export async function bettingBlockRefusal(
  handle: DatabaseHandle,
  playerId: number,
  at: Date,
): Promise<RefusalBody | null> {
  // The row a token's session check reads too (one reader: accounts/sessions.ts).
  const account = await accountStates(handle.db).load(playerId);
  const block = account ? loginBlockOf(account, at) : { status: 'closed', blockedUntil: null };
  if (!block) return null;
  return refusalBody('NOT_AUTHENTICATED', {
    reason: `The account is ${block.status.replace('_', ' ')}; betting is blocked.`,
    blocked_until: block.blockedUntil?.toISOString() ?? null,
  });
}
