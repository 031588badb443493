// Checks the decision records (docs/decisions/NNN-title.md) as records: each opens with its
// `# NNN — title` line (NNN as in its file name), then `Date: YYYY-MM-DD` and a Status line
// (`Accepted`, or `Superseded by NNN` / `Superseded in part by NNN`, each NNN a record that
// exists), keeps its Context, Decision and Consequences sections, and speaks of the product
// only: no working sessions, helpers, briefs, merges or issue numbers. Pure: the records come in
// as { name, text } pairs.

const REQUIRED_SECTIONS = ['Context', 'Decision', 'Consequences'];

/** Words about how the product was built, not what it is; a player's session is product language. */
const FORBIDDEN = [
  /session \d+/i,
  /this session/i,
  /session's machine/i,
  /other sessions/i,
  /helpers?'s? (run|branch|jobs|builds)/i,
  /other helpers/i,
  /helpers running/i,
  /the brief/i,
  /at merge/i,
  /worktree/i,
  /issue \d+/i,
];

const FILE = /^(\d{3})-[a-z0-9-]+\.md$/;
const TITLE = /^# (\d{3}) — \S/;
const DATE = /^Date: (\d{4})-(\d{2})-(\d{2})$/;
const STATUS = /^Status: (?:Accepted|Superseded (?:in part )?by (\d{3}(?:(?:, | and )\d{3})*)\b.*)$/;

/** The record numbers a Status line names as superseding it. */
export function supersededBy(line) {
  const match = STATUS.exec(line);
  if (!match?.[1]) return [];
  return match[1].split(/, | and /);
}

/** Problems of one record, given the numbers of every record. */
export function checkRecord({ name, text }, numbers) {
  const errors = [];
  const file = FILE.exec(name);
  if (!file) return [`${name}: the file name is not NNN-title.md`];
  const lines = text.split('\n');
  const [title, blank, date, status] = lines;
  const heading = TITLE.exec(title ?? '');
  if (!heading) errors.push(`${name}: the first line is not '# NNN — title'`);
  else if (heading[1] !== file[1]) errors.push(`${name}: the title's number is ${heading[1]}`);
  if (blank !== '') errors.push(`${name}: no blank line under the title`);
  const day = DATE.exec(date ?? '');
  if (!day || Number.isNaN(Date.parse(`${day[1]}-${day[2]}-${day[3]}T00:00:00Z`))) {
    errors.push(`${name}: the third line is not 'Date: YYYY-MM-DD'`);
  }
  if (!STATUS.test(status ?? '')) {
    errors.push(`${name}: the fourth line is not 'Status: Accepted' or 'Status: Superseded by NNN'`);
  } else {
    for (const number of supersededBy(status)) {
      if (!numbers.has(number)) errors.push(`${name}: superseded by ${number}, which does not exist`);
      if (number === file[1]) errors.push(`${name}: superseded by itself`);
    }
  }
  const sections = new Set(lines.filter((line) => line.startsWith('## ')).map((line) => line.slice(3).trim()));
  for (const section of REQUIRED_SECTIONS) {
    if (!sections.has(section)) errors.push(`${name}: no '## ${section}' section`);
  }
  lines.forEach((line, index) => {
    for (const pattern of FORBIDDEN) {
      const found = pattern.exec(line);
      if (found) errors.push(`${name}:${index + 1}: '${found[0]}' is not about the product`);
    }
  });
  return errors;
}

/** Problems of every record; also two records with one number. */
export function checkRecords(records) {
  const numbers = new Map();
  const errors = [];
  for (const { name } of records) {
    const number = FILE.exec(name)?.[1];
    if (!number) continue;
    if (numbers.has(number)) errors.push(`${name}: number ${number} is also ${numbers.get(number)}`);
    else numbers.set(number, name);
  }
  const known = new Set(numbers.keys());
  for (const record of records) errors.push(...checkRecord(record, known));
  return errors;
}
