import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BENCH_TARGETS } from './figures';
import { BENCH_DESCRIPTIONS, formatValue, KEPT_MARKER, renderBenchmarks, writeBenchmarks } from './markdown';
import type { BenchRun } from './markdown';

const RUN: BenchRun = {
  startedAt: '2026-11-28T08:30:00.000Z',
  node: 'v20.20.0',
  cpuModel: 'Example CPU @ 2.20GHz',
  cores: 2,
  loadAtStart: [1.5, 2.25, 3],
  benches: ['system-options', 'bets'],
  figures: [
    { bench: 'system-options', measure: 'systemOptions, n = 20, median', value: 14.84, unit: 'µs' },
    { bench: 'system-options', measure: 'naive enumeration, n = 20, median', value: 630_885, unit: 'µs' },
    { bench: 'system-options', measure: 'naive ÷ systemOptions, n = 20', value: 3_412.7, unit: '×' },
    { bench: 'bets', measure: 'accepted bets, PGlite', value: 912.4, unit: '/s' },
    { bench: 'bets', measure: 'submit p99, PGlite', value: 41.26, unit: 'ms' },
  ],
};

/** The table row of a measure, split into its cells. */
function rowOf(markdown: string, measure: string): string[] {
  const line = markdown
    .split('\n')
    .find((candidate) => candidate.startsWith('|') && candidate.includes(` ${measure} `));
  expect(line, measure).toBeDefined();
  return line!
    .split('|')
    .slice(1, -1)
    .map((cell) => cell.trim());
}

describe('renderBenchmarks', () => {
  it('says when, on what CPU and under what load the run was taken', () => {
    const markdown = renderBenchmarks(RUN);
    expect(markdown).toContain('2026-11-28 (2026-11-28T08:30:00.000Z), Node v20.20.0, Example CPU @ 2.20GHz, 2 cores;');
    expect(markdown).toContain(
      'load average at the start 1.50 / 2.25 / 3.00 (1 / 5 / 15 min). Benches run: system-options, bets.',
    );
  });

  it('describes every bench and lists every target once', () => {
    const markdown = renderBenchmarks(RUN);
    for (const bench of Object.keys(BENCH_DESCRIPTIONS)) expect(markdown).toContain(`- **${bench}**: `);
    for (const target of BENCH_TARGETS) expect(rowOf(markdown, target.measure)[0]).toBe(target.bench);
    expect(new Set(BENCH_TARGETS.map((target) => `${target.bench} ${target.measure}`)).size).toBe(BENCH_TARGETS.length);
  });

  it('judges each figure against its target, and shows figures without one as they are', () => {
    const markdown = renderBenchmarks(RUN);
    expect(rowOf(markdown, 'systemOptions, n = 20, median')).toEqual([
      'system-options',
      'systemOptions, n = 20, median',
      '14.8 µs',
      '≤ 20 µs',
      'met',
    ]);
    expect(rowOf(markdown, 'accepted bets, PGlite')).toEqual([
      'bets',
      'accepted bets, PGlite',
      '912 /s',
      '≥ 1,000 /s',
      '**not met**',
    ]);
    expect(rowOf(markdown, 'submit p99, PGlite').slice(2)).toEqual(['41.3 ms', '≤ 50 ms', 'met']);
    expect(rowOf(markdown, 'naive ÷ systemOptions, n = 20').slice(2)).toEqual(['3,413 ×', '', '']);
    expect(rowOf(markdown, 'naive enumeration, n = 20, median').slice(2)).toEqual(['631 ms', '', '']);
  });

  it("marks the targets of a bench that did not run 'not run', and of one that ran without the figure 'not measured'", () => {
    const markdown = renderBenchmarks(RUN);
    expect(rowOf(markdown, 'npm start, restart (same DATA_DIR)').slice(2)).toEqual(['not run', '≤ 2 s', '']);
    expect(rowOf(markdown, 'accepted bets, PostgreSQL').slice(2)).toEqual(['not measured', '≥ 3,000 /s', '']);
  });

  it('ends with the hand-kept part as given, or the marker alone', () => {
    const kept = `${KEPT_MARKER}\n\n## Notes\n\nKept text.\n`;
    expect(renderBenchmarks(RUN, kept).endsWith(`${KEPT_MARKER}\n\n## Notes\n\nKept text.\n`)).toBe(true);
    expect(renderBenchmarks(RUN).endsWith(`${KEPT_MARKER}\n`)).toBe(true);
    expect(renderBenchmarks(RUN, 'no marker here').endsWith(`${KEPT_MARKER}\n`)).toBe(true);
  });
});

describe('formatValue', () => {
  it.each([
    [14.8449, '14.8'],
    [0.000123, '0.000123'],
    [1_904.4, '1,904'],
    [148_512, '148,512'],
    [Number.NaN, '—'],
  ])('writes %s as %s', (value, text) => {
    expect(formatValue(value)).toBe(text);
  });
});

describe('writeBenchmarks', () => {
  it('rewrites the generated part, keeps the hand-kept part and leaves it as Prettier lays it out', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-markdown-'));
    try {
      const path = join(dir, 'benchmarks.md');
      writeFileSync(path, `# Old\n\nold figures\n\n${KEPT_MARKER}\n\n## Earlier runs\n\nKept.\n`);
      await writeBenchmarks(path, RUN);
      const written = readFileSync(path, 'utf8');
      expect(written).not.toContain('old figures');
      expect(written).toContain('# Benchmarks');
      expect(written.endsWith(`${KEPT_MARKER}\n\n## Earlier runs\n\nKept.\n`)).toBe(true);
      // Prettier pads the table's columns: a second write of the same run changes nothing.
      await writeBenchmarks(path, RUN);
      expect(readFileSync(path, 'utf8')).toBe(written);
      expect(written).toMatch(/^\| bench +\| measure +\|/m);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
