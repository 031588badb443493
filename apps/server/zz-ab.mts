import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, stopServer } from './src/test-support/server-process';
import { copyDataDirTemplate, prepareDataDirTemplate } from './src/test-support/data-dir-template';
const env = (dir: string) => ({ DATA_DIR: dir, WEB_ROOT: join(process.cwd(), 'apps/web/dist'), ACCOUNT_ROOT: join(process.cwd(), 'apps/account/dist'), FEED_SEED: 'e2e' });
let t = Date.now();
const tpl = mkdtempSync(join(tmpdir(), 'zz-tpl-'));
await prepareDataDirTemplate(tpl);
console.log('template', Date.now() - t, 'ms');
for (const round of [1, 2]) {
  for (const mode of ['empty', 'template']) {
    const dir = mkdtempSync(join(tmpdir(), 'zz-dd-'));
    t = Date.now();
    if (mode === 'template') copyDataDirTemplate(tpl, dir);
    const s = await startServer(env(dir), { startTimeoutMs: 400_000 });
    console.log(round, mode, 'start', Date.now() - t, 'ms');
    await stopServer(s);
    rmSync(dir, { recursive: true, force: true });
  }
}
rmSync(tpl, { recursive: true, force: true });
