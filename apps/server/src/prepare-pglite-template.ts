import { resolve } from 'node:path';
import { preparePgliteTemplate } from './storage/index';

/** `node dist/prepare-pglite-template.js <dir>` (apps/server/build.mjs): the first-start template in <dir>. */
const target = process.argv[2];
if (!target) throw new Error('Usage: prepare-pglite-template <dir>');
await preparePgliteTemplate(resolve(target));
