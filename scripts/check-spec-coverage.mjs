// Fails when docs/spec-coverage.md cites a file or test that does not exist or lies outside the
// repository, calls a row done without a test, leaves a partial row without what is missing, puts a
// row outside its summarised section, or miscounts (scripts/test.mjs). Reads only the repository.
// Usage: node scripts/check-spec-coverage.mjs [document, default docs/spec-coverage.md]
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { checkCoverage } from './spec-coverage/check.mjs';

const started = performance.now();
const document = process.argv[2] ?? 'docs/spec-coverage.md';
const root = process.cwd();
const files = {
  exists: (path) => existsSync(resolve(root, path)),
  read: (path) => readFileSync(resolve(root, path), 'utf8'),
};
const { errors, rows, counts } = checkCoverage(readFileSync(document, 'utf8'), files);
for (const error of errors) console.error(`${document}: ${error}`);
const summary = Object.entries(counts)
  .map(
    ([spec, [done, partly, notDone, total]]) =>
      `spec ${spec}: ${done} done, ${partly} partly, ${notDone} not done of ${total}`,
  )
  .join('; ');
const seconds = ((performance.now() - started) / 1000).toFixed(2);
console.log(`${rows} rows checked in ${seconds} s (${summary}); ${errors.length} problem(s)`);
process.exit(errors.length === 0 ? 0 : 1);
