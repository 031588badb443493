import { whole } from './types';
import type { Invariant } from './types';

/** A ticket uuid is at most one bet, and every bet has exactly one stake debit. */
export const oneBetPerTicket: Invariant = {
  name: 'every ticket uuid is at most one bet',
  async check({ handle }) {
    const twice = await handle.execute<{ uuid: string; count: number }>(`
      SELECT uuid::text, count(*)::int AS count FROM bets GROUP BY uuid HAVING count(*) > 1`);
    const debits = await handle.execute<{ uuid: string; debits: number }>(`
      SELECT b.uuid::text, (SELECT count(*) FROM ledger_entries l
        WHERE l.reference = 'bet:' || b.uuid::text AND l.kind IN ('stake', 'freebet_stake'))::int AS debits
      FROM bets b`);
    const orphans = await handle.execute<{ reference: string }>(`
      SELECT l.reference FROM ledger_entries l WHERE l.kind IN ('stake', 'freebet_stake')
        AND NOT EXISTS (SELECT 1 FROM bets b WHERE 'bet:' || b.uuid::text = l.reference)`);
    return [
      ...twice.map((row) => `ticket ${row.uuid} is ${row.count} bets`),
      ...debits.filter((row) => row.debits !== 1).map((row) => `bet ${row.uuid} has ${row.debits} stake debits`),
      ...orphans.map((row) => `stake debit ${row.reference} has no bet`),
    ];
  },
};

/** Every bet the harness saw accepted was debited exactly the total stake its calculate answer showed. */
export const debitEqualsShownStake: Invariant = {
  name: "every accepted bet's debit equals its shown total stake",
  async check({ handle, record }) {
    const accepted = [...record.submits.values()].filter((submit) => submit.state === 'accepted');
    if (accepted.length === 0) return [];
    const rows = await handle.execute<{ reference: string; cash: unknown; freebet: unknown }>(`
      SELECT reference, -SUM(amount) AS cash, -SUM(freebet_amount) AS freebet FROM ledger_entries
      WHERE kind IN ('stake', 'freebet_stake') AND reference LIKE 'bet:%' GROUP BY reference`);
    const debited = new Map(rows.map((row) => [row.reference, whole(row.cash) + whole(row.freebet)]));
    return accepted
      .filter((submit) => debited.get(`bet:${submit.uuid}`) !== BigInt(submit.shownTotalStake))
      .map(
        (submit) =>
          `ticket ${submit.alias} showed ${submit.shownTotalStake}, debited ${debited.get(`bet:${submit.uuid}`) ?? 'nothing'}`,
      );
  },
};

/** Nothing the harness saw accepted is missing (or another bet) after any crash. */
export const acceptedNeverLost: Invariant = {
  name: 'nothing accepted is lost across a crash',
  async check({ handle, record }) {
    const accepted = [...record.submits.values()].filter((submit) => submit.state === 'accepted');
    if (accepted.length === 0) return [];
    const rows = await handle.execute<{ id: unknown; uuid: string }>(`
      SELECT id, uuid::text FROM bets`);
    const byUuid = new Map(rows.map((row) => [row.uuid, Number(row.id)]));
    return accepted
      .filter((submit) => byUuid.get(submit.uuid) !== submit.betId)
      .map((submit) => `accepted ${submit.alias} (bet ${submit.betId}) is ${byUuid.get(submit.uuid) ?? 'gone'}`);
  },
};
