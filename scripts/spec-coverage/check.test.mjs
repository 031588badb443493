import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCoverage } from './check.mjs';
import { citesTest, testNames } from './test-names.mjs';

const TEST_SOURCE = `
describe('slip', () => {
  it('places a single', () => {});
  it("keeps a stake \\"as typed\\"", () => {});
  it(
    'a long name that prettier ' + 'split in two',
    () => {},
  );
  it.each([1, 2])('refuses %s selections', () => {});
  it.each([{ a: 1 }])('pays $a back', () => {});
  for (const viewport of ['desktop', 'mobile']) {
    test(\`shows the slip (\${viewport})\`, async () => {});
  }
  it.each<[number]>([[3]])('counts %i legs', () => {});
  bus.it('is no test', () => {});
  // the ledger has it ('in a comment'), which is no test either
});
`;

// `../shared/…` exists on this machine but not in a clone: citing it must fail all the same.
const files = (extra = {}) => {
  const all = {
    'src/slip.ts': '',
    'src/slip.test.ts': TEST_SOURCE,
    '../shared/spec/000.txt': '',
    '../shared/slip.test.ts': TEST_SOURCE,
    ...extra,
  };
  return { exists: (path) => path in all, read: (path) => all[path] };
};

const table = (...rows) =>
  [
    '| spec | done | partly | not done | total |',
    '| --- | --- | --- | --- | --- |',
    '| spec 000 | 1 | 1 | 0 | 2 |',
    '',
    '### 000 §1 What it does',
    '',
    'Section 1 covers what the product does.',
    '',
    '| id | requirement | state | code | tests | missing |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
const DONE = '| 000-1.1 | Place a bet. | done | `src/slip.ts` | `src/slip.test.ts` › places a single | — |';
const PARTLY = '| 000-1.2 | Keep it. | partly | `src/slip.ts` | — | no reload test |';

describe('test names', () => {
  it('reads literal, concatenated, table, typed-table and template names, and skips other calls and comments', () => {
    expect(testNames(TEST_SOURCE)).toEqual([
      { name: 'places a single', parametrized: false },
      { name: 'keeps a stake "as typed"', parametrized: false },
      { name: 'a long name that prettier split in two', parametrized: false },
      { name: 'refuses %s selections', parametrized: true },
      { name: 'pays $a back', parametrized: true },
      { name: 'shows the slip (${viewport})', parametrized: true },
      { name: 'counts %i legs', parametrized: true },
    ]);
  });

  it.each([
    ['places a single', true],
    ['places a', false],
    ['refuses %s selections', true],
    ['refuses 2 selections', true],
    ['refuses selections', false],
    ['pays 1 back', true],
    ['shows the slip (mobile)', true],
    ['shows the slip ()', false],
  ])('cites %j: %s', (name, cited) => {
    expect(citesTest(testNames(TEST_SOURCE), name)).toBe(cited);
  });
});

describe('checkCoverage', () => {
  it('passes a document whose files, tests and counts hold', () => {
    const result = checkCoverage(table(DONE, PARTLY), files());
    expect(result.errors).toEqual([]);
    expect(result.counts).toEqual({ '000': [1, 1, 0, 2] });
  });

  it.each([
    ['a missing code file', DONE.replace('src/slip.ts', 'src/gone.ts'), 'cited file src/gone.ts does not exist'],
    ['a missing test file', DONE.replace('src/slip.test.ts', 'src/gone.test.ts'), 'cited test file src/gone.test.ts'],
    ['a test name not in the file', DONE.replace('places a single', 'places a double'), 'declares no test named'],
    ['a done row without a test', DONE.replace(/`src\/slip.test.ts` › places a single/, '—'), 'cites no test'],
    ['a citation without its file', DONE.replace('`src/slip.test.ts` › ', ''), 'is cited as'],
    ['an unknown state', DONE.replace('| done |', '| finished |'), 'is not one of'],
    ['a row of five cells', DONE.replace(' — |', ''), 'six cells'],
    [
      'a code file outside the repository',
      DONE.replace('`src/slip.ts`', '`../shared/spec/000.txt`'),
      'cited file ../shared/spec/000.txt lies outside the repository',
    ],
    [
      'a test file outside the repository',
      DONE.replace('`src/slip.test.ts`', '`../shared/slip.test.ts`'),
      'cited test file ../shared/slip.test.ts lies outside the repository',
    ],
    ['an absolute path', DONE.replace('`src/slip.ts`', '`/etc/hosts`'), 'cited file /etc/hosts lies outside'],
    [
      'a row under another section',
      DONE.replace('000-1.1', '000-2.1'),
      'is not under its section\'s heading "### 000 §2"',
    ],
  ])('fails on %s', (_what, row, message) => {
    const { errors } = checkCoverage(table(row, PARTLY), files());
    expect(errors.join('\n')).toContain(message);
  });

  it('fails a partly or not done row that does not say what is missing', () => {
    const { errors } = checkCoverage(table(DONE, PARTLY.replace('no reload test', '—')), files());
    expect(errors.join('\n')).toContain("a 'partly' row says nothing about what is missing");
  });

  it('fails a section whose heading does not open with a summary, and a spec row under no section', () => {
    const unsummarised = table(DONE, PARTLY).replace('Section 1 covers what the product does.\n\n', '');
    expect(checkCoverage(unsummarised, files()).errors.join('\n')).toContain(
      'section 000 §1 does not open with a summary before its table',
    );
    const outside = table(DONE, PARTLY).replace('### 000 §1 What it does', '## Beyond the specs');
    expect(checkCoverage(outside, files()).errors.join('\n')).toContain("is not under its section's heading");
  });

  it('fails counts that disagree with the rows, and a repeated id', () => {
    const repeated = PARTLY.replace('000-1.2', '000-1.1');
    const { errors } = checkCoverage(table(DONE, repeated, PARTLY), files());
    expect(errors.join('\n')).toContain('the id is used twice');
    expect(errors.join('\n')).toContain(
      'counts of spec 000: the table says 1 / 1 / 0 / 2, the rows give 1 / 2 / 0 / 3',
    );
  });

  it('exits non-zero with the reason on a broken document, and zero on a sound one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'spec-coverage-'));
    const script = join(process.cwd(), 'scripts', 'check-spec-coverage.mjs');
    const sound = join(dir, 'sound.md');
    const broken = join(dir, 'broken.md');
    const row =
      '| 000-1.1 | Check. | done | `scripts/check-spec-coverage.mjs` | `scripts/spec-coverage/check.test.mjs` › ';
    writeFileSync(
      sound,
      table(
        `${row}passes a document whose files, tests and counts hold | — |`,
        PARTLY.replace('src/slip.ts', 'scripts'),
      ),
    );
    writeFileSync(broken, table(`${row}passes nothing | — |`, PARTLY.replace('src/slip.ts', 'scripts')));
    const run = (document) => spawnSync(process.execPath, [script, document], { encoding: 'utf8' });
    expect(run(sound).status).toBe(0);
    const failed = run(broken);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('declares no test named "passes nothing"');
  });
});
