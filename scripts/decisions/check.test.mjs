import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRecord, checkRecords, supersededBy } from './check.mjs';

const DIRECTORY = join(import.meta.dirname, '../../docs/decisions');

const record = ({
  title = '# 002 — Money',
  date = 'Date: 2026-11-20',
  status = 'Status: Accepted',
  body = 'Stakes are kept in minor units.',
} = {}) => ({
  name: '002-money.md',
  text: [
    title,
    '',
    date,
    status,
    '',
    '## Context',
    '',
    body,
    '',
    '## Decision',
    '',
    'Integers.',
    '',
    '## Consequences',
    '',
    'No rounding drift.',
    '',
  ].join('\n'),
});

const KNOWN = new Set(['002', '078', '094']);

describe('decision records', () => {
  it('every record in docs/decisions has its Date, Status and sections and speaks of the product only', () => {
    const records = readdirSync(DIRECTORY)
      .filter((name) => name.endsWith('.md'))
      .map((name) => ({ name, text: readFileSync(join(DIRECTORY, name), 'utf8') }));
    expect(records.length).toBeGreaterThan(100);
    expect(checkRecords(records)).toEqual([]);
  });

  it('accepts a record with its Date, an accepted or superseded Status and the three sections', () => {
    expect(checkRecord(record(), KNOWN)).toEqual([]);
    expect(checkRecord(record({ status: 'Status: Superseded by 078' }), KNOWN)).toEqual([]);
    const inPart = 'Status: Superseded in part by 078 and 094 (the rounding of returns)';
    expect(checkRecord(record({ status: inPart }), KNOWN)).toEqual([]);
  });

  it('refuses a record without its Date or Status line', () => {
    expect(checkRecord(record({ date: 'Status: Accepted', status: '' }), KNOWN)).toEqual([
      "002-money.md: the third line is not 'Date: YYYY-MM-DD'",
      "002-money.md: the fourth line is not 'Status: Accepted' or 'Status: Superseded by NNN'",
    ]);
    expect(checkRecord(record({ date: 'Date: 28 November 2026' }), KNOWN)).toHaveLength(1);
    expect(checkRecord(record({ status: 'Status: Proposed' }), KNOWN)).toHaveLength(1);
  });

  it('refuses a Status that names a superseding record that does not exist', () => {
    const status = 'Status: Superseded in part by 078 and 130 (a later rule)';
    expect(supersededBy(status)).toEqual(['078', '130']);
    expect(checkRecord(record({ status }), KNOWN)).toEqual(['002-money.md: superseded by 130, which does not exist']);
  });

  it('refuses a title whose number is not the file name', () => {
    expect(checkRecord(record({ title: '# 003 — Money' }), KNOWN)).toEqual(["002-money.md: the title's number is 003"]);
  });

  it('refuses a record without its Context, Decision or Consequences section', () => {
    const { name, text } = record();
    const withoutContext = text.replace('## Context', '## Background');
    expect(checkRecord({ name, text: withoutContext }, KNOWN)).toEqual(["002-money.md: no '## Context' section"]);
  });

  it.each([
    ['Measured in session 11 on a slower machine.', 'session 11'],
    ['This session found the cause.', 'This session'],
    ["On the session's machine it took longer.", "session's machine"],
    ["The helper's run failed twice.", "helper's run"],
    ['As the brief asks.', 'the brief'],
    ['Keep one entry at merge.', 'at merge'],
    [`Issue ${34} item 1 asks for an oracle.`, `Issue ${34}`],
    ['The machine was shared with other sessions.', 'other sessions'],
    ['Run from a worktree of the same commit.', 'worktree'],
  ])('refuses words about how the product was built: %s', (body, found) => {
    expect(checkRecord(record({ body }), KNOWN)).toEqual([`002-money.md:8: '${found}' is not about the product`]);
  });

  it("keeps a player's session, which is product language", () => {
    const body = 'A reset ends every open session; the login session of the app is renewed.';
    expect(checkRecord(record({ body }), KNOWN)).toEqual([]);
  });

  it('refuses two records with one number', () => {
    const one = record();
    const two = { ...record(), name: '002-money-again.md' };
    expect(checkRecords([one, two])).toEqual(['002-money-again.md: number 002 is also 002-money.md']);
  });
});
