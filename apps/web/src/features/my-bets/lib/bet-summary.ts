import { isFullCover, parseSystemType } from '@sportsbook/betting';
import type { FullCoverName } from '@sportsbook/betting';
import type { MyBet } from '@sportsbook/protocol';

/**
 * The translation key and values naming a bet's type ('Single', 'Combi', 'System 2/3'); a named
 * full cover is named by the slip's own string for it ('Yankee').
 */
export function describeBetType(bet: Pick<MyBet, 'bet_type' | 'system_type'>): {
  key:
    | 'type.single'
    | 'type.combi'
    | 'type.system'
    | 'type.systemOf'
    | 'type.betBuilder'
    | `betslip:covers.${FullCoverName}`;
  values: { k?: number; n?: number };
} {
  if (bet.bet_type === 'betbuilder') return { key: 'type.betBuilder', values: {} };
  if (bet.bet_type !== 'system') return { key: bet.bet_type === 'single' ? 'type.single' : 'type.combi', values: {} };
  if (bet.system_type && isFullCover(bet.system_type)) return { key: `betslip:covers.${bet.system_type}`, values: {} };
  const system = bet.system_type ? parseSystemType(bet.system_type) : null;
  return system ? { key: 'type.systemOf', values: system } : { key: 'type.system', values: {} };
}
