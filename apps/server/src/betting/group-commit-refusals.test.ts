import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../storage/testing';
import { createGroupCommit } from './group-commit';
import type { GroupCommit } from './group-commit';
import { slipBody, startBettingTestApp } from './test-app';
import type { BettingTestApp, TestPlayer } from './test-app';

/*
 * One player's stream of submits the balance cannot pay must not cost everyone else the
 * set-based write (decision 083): such a submit is refused before it joins a batch, so the
 * batches of the others stay clean and are written together.
 */
describe.each(testDatabaseTargets())('group commit beside a player spamming refusable submits on $name', (target) => {
  let t: BettingTestApp;
  let commit: GroupCommit;
  beforeAll(async () => {
    t = await startBettingTestApp(target, {
      commit: (handle) => {
        commit = createGroupCommit(handle);
        return commit;
      },
    });
  }, 60_000);
  afterAll(() => t?.close());

  async function ticketFor(player: TestPlayer, stake: number) {
    const selection = await t.selection('Sinner');
    const response = await t.calculate(slipBody([{ ...selection, stake }], { stake }), player);
    return response.json().tickets[0];
  }

  it('writes the others in batches together while the spammer is refused BALANCE_INSUFFICIENT', async () => {
    const spammer = await t.newPlayer({ deposit: 100 });
    const bettors = await Promise.all(Array.from({ length: 6 }, () => t.newPlayer({ deposit: 10_000 })));
    const spam = await Promise.all(Array.from({ length: 12 }, () => ticketFor(spammer, 500)));
    const bets = await Promise.all(bettors.flatMap((bettor) => [ticketFor(bettor, 200), ticketFor(bettor, 300)]));
    const before = commit.batches();

    const answers = await Promise.all([
      ...spam.map((ticket) => t.submit(ticket, spammer)),
      ...bets.map((ticket, index) => t.submit(ticket, bettors[Math.floor(index / 2)]!)),
    ]);

    const [spamAnswers, betAnswers] = [answers.slice(0, spam.length), answers.slice(spam.length)];
    for (const answer of spamAnswers)
      expect(answer.json()).toMatchObject({ status: 0, message: 'BALANCE_INSUFFICIENT' });
    for (const answer of betAnswers) expect(answer.json()).toMatchObject({ status: 1 });
    const after = commit.batches();
    expect(after.together).toBeGreaterThan(before.together);
    expect(after.oneByOne - before.oneByOne).toBe(0);
    expect((await t.wallet.balanceOf(spammer.id)).balance).toBe(100);
    for (const bettor of bettors) expect((await t.wallet.balanceOf(bettor.id)).balance).toBe(9_500);
  });

  it('takes what the balance covers of a concurrent stream, refuses the rest, and keeps the others together', async () => {
    const spammer = await t.newPlayer({ deposit: 1_000 });
    const bettors = await Promise.all(Array.from({ length: 4 }, () => t.newPlayer({ deposit: 10_000 })));
    const spam = await Promise.all(Array.from({ length: 12 }, () => ticketFor(spammer, 500)));
    const bets = await Promise.all(bettors.map((bettor) => ticketFor(bettor, 700)));
    const before = commit.batches();

    const answers = await Promise.all([
      ...spam.map((ticket) => t.submit(ticket, spammer)),
      ...bets.map((ticket, index) => t.submit(ticket, bettors[index]!)),
    ]);

    const spamAnswers = answers.slice(0, spam.length).map((answer) => answer.json());
    expect(spamAnswers.filter((answer) => answer.status === 1)).toHaveLength(2);
    expect(spamAnswers.filter((answer) => answer.message === 'BALANCE_INSUFFICIENT')).toHaveLength(10);
    for (const answer of answers.slice(spam.length)) expect(answer.json()).toMatchObject({ status: 1 });
    expect(commit.batches().oneByOne - before.oneByOne).toBe(0);
    expect((await t.wallet.balanceOf(spammer.id)).balance).toBe(0);
    for (const bettor of bettors) expect((await t.wallet.balanceOf(bettor.id)).balance).toBe(9_300);
  });

  it('still answers a resubmitted uuid with its bet, even once the balance no longer covers it', async () => {
    const player = await t.newPlayer({ deposit: 1_000 });
    const ticket = await ticketFor(player, 1_000);
    const first = (await t.submit(ticket, player)).json();
    expect(first).toMatchObject({ status: 1 });
    expect((await t.submit(ticket, player)).json()).toEqual(first);
  });
});
