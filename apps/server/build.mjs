// `npm run build --workspace apps/server`: the server as one ES module, `dist/main.js`, so `npm start`
// runs plain JavaScript instead of compiling every TypeScript module through tsx at each start, and
// `dist/pglite-template`, the database a first start copies instead of running initdb
// (decision 051). Tests and `tsx src/main.ts` keep running the sources.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const outdir = `${here}/dist`;

/**
 * Packages go into the bundle too (decision 065): one file to parse instead of some 600 CommonJS
 * modules to resolve, read and compile one by one at each start. PGlite stays an import of
 * node_modules: it finds its WebAssembly and data files beside its own files.
 */
const UNBUNDLED = ['@electric-sql/pglite'];
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      UNBUNDLED.some((name) => args.path === name || args.path.startsWith(`${name}/`))
        ? { path: args.path, external: true }
        : undefined,
    );
  },
};

/**
 * A bundled CommonJS module that names its own place (`__dirname`, `__filename`: ioredis reads its
 * package.json beside it) gets its own file's path back, relative to the bundle, as the
 * `import.meta.url` rewrite below does for our modules.
 */
const packageDirnames = {
  name: 'package-dirnames',
  setup(builder) {
    builder.onLoad({ filter: /[\\/]node_modules[\\/].*\.c?js$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!/\b__(dirname|filename)\b/.test(source)) return undefined;
      const fromBundle = (path) => relative(outdir, path).split('\\').join('/');
      // Through the banner's `__bundlePath`: `import.meta` here would make esbuild take the file for an ES module.
      const own = (path) => `__bundlePath(${JSON.stringify(fromBundle(path))})`;
      const header = `var __dirname = ${own(dirname(args.path))}, __filename = ${own(args.path)};\n`;
      return { contents: header + source, loader: 'js', resolveDir: dirname(args.path) };
    });
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

// Chunks are named by content: the ones of an earlier build go, so `dist/` holds this build only.
for (const file of existsSync(outdir) ? readdirSync(outdir) : []) {
  if (/^chunk-.*\.js(\.map)?$/.test(file)) rmSync(join(outdir, file));
}
await build({
  entryPoints: [`${here}/src/main.ts`, `${here}/src/prepare-pglite-template.ts`],
  outdir,
  bundle: true,
  // `main.ts` imports the server with `import()` once the database is opening (decision 065): the
  // server's modules go in chunks of their own, read and compiled while PGlite starts.
  splitting: true,
  chunkNames: 'chunk-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  // Bundled CommonJS packages call `require` (Node's own modules among them): an ES module has
  // none, so the bundle makes one; `__bundlePath` serves the `__dirname` rewrite above.
  banner: {
    js: [
      "import { createRequire as __bundleRequire } from 'node:module';",
      "import { fileURLToPath as __bundleFileURLToPath } from 'node:url';",
      'const require = __bundleRequire(import.meta.url);',
      'const __bundlePath = (path) => __bundleFileURLToPath(new URL(path, import.meta.url));',
    ].join(' '),
  },
  plugins: [externalPackages, packageDirnames, sourceRelativeUrls],
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
