// Checks docs/spec-coverage.md against the repository: every cited file exists inside it, every cited
// test is declared in its file, a 'done' row cites a test, a 'partly' or 'not done' row says what is
// missing, every spec row sits under the summarised `### <spec> §<n>` section its id names (so that a
// source comment's 'spec 000 §5' resolves in the document), and the counts table agrees with the rows.
// Pure: the file system comes in as `files`; nothing outside the repository is read.
import { citesTest, testNames } from './test-names.mjs';

export const STATES = ['done', 'partly', 'not done'];
const ROW = /^\|\s*((?:\d{3}-\d+\.\d+)|(?:[A-Z]{1,3}-\d+))\s*\|/;
const COUNTS_ROW = /^\|\s*(spec \d{3})\s*\|/;
const TEST_FILE = /\.test\.(?:ts|tsx|mjs|js)$/;
const SECTION = /^###\s+(\d{3})\s+§(\d+)\b/;

/** A path a clone has: relative, and with no `..` segment that would leave the repository. */
const insideRepository = (path) => !/^(?:\/|[A-Za-z]:|~)/.test(path) && !path.split(/[\\/]/).includes('..');

/** The cells of a table line, split on `|` that are not escaped as `\|`. */
export function cells(line) {
  const parts = line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/);
  return parts.map((part) => part.trim().replace(/\\\|/g, '|'));
}

/** The paths of a code cell: every `backticked` text. */
const codePaths = (cell) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]);

/** The citations of a tests cell: `path` › name, separated by <br>. */
export function testCitations(cell) {
  if (cell === '' || cell === '—') return [];
  return cell.split(/\s*<br>\s*/).map((entry) => {
    const match = /^`([^`]+)`\s*›\s*(.+)$/.exec(entry);
    return match ? { path: match[1], name: match[2].trim() } : { malformed: entry };
  });
}

/**
 * Every row of the document: `{ line, id, requirement, state, code, tests, missing, section }`, where
 * `section` is the `### <spec> §<n>` heading the row sits under (`{ spec, number, summarised }`) or null.
 * A heading is summarised when a paragraph of text comes between it and its table.
 */
export function parseRows(markdown) {
  const rows = [];
  let section = null;
  markdown.split('\n').forEach((text, index) => {
    const heading = SECTION.exec(text);
    if (heading) section = { spec: heading[1], number: heading[2], summarised: false };
    else if (/^#{1,3}\s/.test(text)) section = null;
    else if (section && !section.summarised && /^[^|<\s]/.test(text)) section.summarised = true;
    if (!ROW.test(text)) return;
    const [id, requirement, state, code, tests, missing, ...extra] = cells(text);
    rows.push({ line: index + 1, id, requirement, state, code, tests, missing, section, extra: extra.length });
  });
  return rows;
}

/** The counts table: `| spec 000 | done | partly | not done | total |` rows of numbers. */
export function parseCounts(markdown) {
  const counts = {};
  for (const text of markdown.split('\n')) {
    if (!COUNTS_ROW.test(text)) continue;
    const [name, ...numbers] = cells(text);
    counts[name.slice('spec '.length)] = numbers.map(Number);
  }
  return counts;
}

/** `files.exists(path)` and `files.read(path)` answer for paths relative to the repository root. */
export function checkCoverage(markdown, files) {
  const errors = [];
  const fail = (row, message) => errors.push(`line ${row.line} (${row.id}): ${message}`);
  const namesOf = new Map();
  const testsIn = (path) => {
    if (!namesOf.has(path)) namesOf.set(path, testNames(files.read(path)));
    return namesOf.get(path);
  };
  const rows = parseRows(markdown);
  const seen = new Set();
  const counts = {};
  for (const row of rows) {
    if (row.extra !== 0 || row.missing === undefined) {
      fail(row, 'a row has six cells: id, requirement, state, code, tests, missing');
      continue;
    }
    if (seen.has(row.id)) fail(row, 'the id is used twice');
    seen.add(row.id);
    if (!STATES.includes(row.state)) fail(row, `state "${row.state}" is not one of ${STATES.join(', ')}`);
    if (row.requirement === '') fail(row, 'the requirement is empty');
    const place = /^(\d{3})-(\d+)\./.exec(row.id);
    if (place && (row.section?.spec !== place[1] || row.section.number !== place[2]))
      fail(row, `the row is not under its section's heading "### ${place[1]} §${place[2]}"`);
    else if (place && !row.section.summarised)
      fail(row, `section ${place[1]} §${place[2]} does not open with a summary before its table`);
    for (const path of codePaths(row.code)) {
      if (!insideRepository(path)) fail(row, `cited file ${path} lies outside the repository`);
      else if (!files.exists(path)) fail(row, `cited file ${path} does not exist`);
    }
    const citations = testCitations(row.tests);
    for (const citation of citations) {
      if (citation.malformed !== undefined) {
        fail(row, `a test is cited as \`path\` › name, not "${citation.malformed}"`);
      } else if (!insideRepository(citation.path)) {
        fail(row, `cited test file ${citation.path} lies outside the repository`);
      } else if (!TEST_FILE.test(citation.path)) {
        fail(row, `${citation.path} is not a test file`);
      } else if (!files.exists(citation.path)) {
        fail(row, `cited test file ${citation.path} does not exist`);
      } else if (!citesTest(testsIn(citation.path), citation.name)) {
        fail(row, `${citation.path} declares no test named "${citation.name}"`);
      }
    }
    if (row.state === 'done' && citations.length === 0) fail(row, "a 'done' row cites no test");
    if (row.state !== 'done' && row.missing.replace(/[—-]/g, '').trim() === '')
      fail(row, `a '${row.state}' row says nothing about what is missing`);
    const spec = /^\d{3}/.exec(row.id)?.[0];
    if (spec && STATES.includes(row.state)) {
      counts[spec] ??= [0, 0, 0, 0];
      counts[spec][STATES.indexOf(row.state)] += 1;
      counts[spec][3] += 1;
    }
  }
  const stated = parseCounts(markdown);
  for (const spec of Object.keys(counts)) {
    const want = counts[spec].join(' / ');
    const got = stated[spec]?.join(' / ');
    if (got !== want) errors.push(`counts of spec ${spec}: the table says ${got ?? 'nothing'}, the rows give ${want}`);
  }
  for (const spec of Object.keys(stated))
    if (!counts[spec]) errors.push(`counts of spec ${spec}: the table names a spec with no rows`);
  if (rows.length === 0) errors.push('no requirement rows found');
  return { errors, rows: rows.length, counts };
}
