// `npm run build --workspace apps/server`: the server as one ES module, `dist/main.js`, so `npm start`
// runs plain JavaScript instead of compiling every TypeScript module through tsx at each start, and
// `dist/pglite-template`, the database a first start copies instead of running initdb (issue 16
// target 2, decision 051). Tests and `tsx src/main.ts` keep running the sources.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const outdir = `${here}/dist`;

/**
 * Our workspace packages (`@sportsbook/*`, TypeScript sources) go into the bundle; every other
 * package stays an import of node_modules (PGlite finds its WebAssembly beside its own files).
 */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@sportsbook/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * A module that reads files beside itself (migrations, content seed, stream media, casino pages,
 * the web builds) does so through `import.meta.url`. In the bundle that would be `dist/main.js`,
 * so each such use is rewritten to the module's own source file, relative to the bundle: the
 * files are read where they are in the repository, and the checkout can move.
 */
const sourceRelativeUrls = {
  name: 'source-relative-urls',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = relative(outdir, args.path).split('\\').join('/');
      const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

await build({
  entryPoints: [`${here}/src/main.ts`, `${here}/src/prepare-pglite-template.ts`],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages, sourceRelativeUrls],
});
console.log(`Built ${relative(process.cwd(), `${outdir}/main.js`)}`);

/**
 * The template is rebuilt only when what it is made of changed: the PGlite version and the
 * migration files (a source edit elsewhere rebuilds the bundle, a second or so, not initdb).
 */
const template = join(outdir, 'pglite-template');
const stampFile = join(template, 'build-stamp');
const migrationsDir = join(here, 'src/storage/migrations');
const stamp = createHash('sha256');
// Its package.json is not exported: read it beside the resolved entry (`…/pglite/dist/index.cjs`).
const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
stamp.update(readFileSync(join(dirname(pgliteEntry), '..', 'package.json')));
for (const file of readdirSync(migrationsDir).sort()) {
  stamp.update(`\0${file}\0`).update(readFileSync(join(migrationsDir, file)));
}
const wanted = stamp.digest('hex');
if (!existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== wanted) {
  console.log('Preparing the first-start database template (initdb and the migrations, once)…');
  const made = spawnSync(process.execPath, [join(outdir, 'prepare-pglite-template.js'), template], {
    stdio: 'inherit',
  });
  if (made.status !== 0) process.exit(made.status ?? 1);
  writeFileSync(stampFile, wanted);
  console.log(`Built ${relative(process.cwd(), template)}`);
}
