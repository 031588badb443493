// `npm start`: build what is missing, then run the server, which prints the address to open.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Workspaces with a build step, built only when their output is missing. */
const builds = [
  { workspace: 'apps/web', output: 'apps/web/dist/index.html' },
  { workspace: 'apps/account', output: 'apps/account/dist/index.html' },
];

for (const { workspace, output } of builds) {
  const manifest = JSON.parse(readFileSync(join(workspace, 'package.json'), 'utf8'));
  if (!manifest.scripts?.build || existsSync(output)) continue;
  console.log(`Building ${workspace} (its ${output} is missing)…`);
  const result = spawnSync('npm', ['run', 'build', '--workspace', workspace], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(join('node_modules', '.bin', 'tsx'), ['apps/server/src/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
