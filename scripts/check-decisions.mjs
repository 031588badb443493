// Fails when a decision record lacks its Date or Status line or a section, names a superseding
// record that does not exist, or speaks of how the product was built (scripts/test.mjs).
// Usage: node scripts/check-decisions.mjs [directory, default docs/decisions]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkRecords } from './decisions/check.mjs';

const directory = process.argv[2] ?? 'docs/decisions';
const records = readdirSync(directory)
  .filter((name) => name.endsWith('.md'))
  .map((name) => ({ name, text: readFileSync(join(directory, name), 'utf8') }));
const errors = checkRecords(records);
for (const error of errors) console.error(`${directory}/${error}`);
console.log(`${records.length} decision records checked; ${errors.length} problem(s)`);
process.exit(errors.length === 0 ? 0 : 1);
