// `npm start`: build what is missing or out of date, then run the server, which prints the address to open.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Workspaces with a build step, built only when their output is missing. */
const builds = [
  { workspace: 'apps/web', output: 'apps/web/dist/index.html' },
  { workspace: 'apps/account', output: 'apps/account/dist/index.html' },
];

function build(workspace, reason) {
  console.log(`Building ${workspace} (${reason})…`);
  const result = spawnSync('npm', ['run', 'build', '--workspace', workspace], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

for (const { workspace, output } of builds) {
  const manifest = JSON.parse(readFileSync(join(workspace, 'package.json'), 'utf8'));
  if (!manifest.scripts?.build || existsSync(output)) continue;
  build(workspace, `its ${output} is missing`);
}

/** Newest modification time of the files under `path` (0 when it does not exist). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/*
 * The server runs from its bundle (`apps/server/dist/main.js`, decision 051): plain JavaScript,
 * no TypeScript compiled at each start. It is rebuilt (a second or so) whenever a file it is made
 * of is newer than it, so `npm start` never runs code older than the checkout.
 */
const SERVER_BUNDLE = 'apps/server/dist/main.js';
const SERVER_SOURCES = [
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/server/package.json',
  'packages/betting/src',
  'packages/protocol/src',
  'package-lock.json',
];
const bundled = newest(SERVER_BUNDLE);
if (bundled === 0) build('apps/server', `its ${SERVER_BUNDLE} is missing`);
else if (!existsSync('apps/server/dist/pglite-template/build-stamp')) build('apps/server', 'its template is missing');
else if (Math.max(...SERVER_SOURCES.map(newest)) > bundled) build('apps/server', 'its sources changed');

// In this process: no second Node to start. The server handles SIGINT and SIGTERM itself.
await import(pathToFileURL(SERVER_BUNDLE).href);
