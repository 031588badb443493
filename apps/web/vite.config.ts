import { readFileSync, readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, defineConfig } from 'vite';
import type { Plugin, Rolldown } from 'vite';
// The boot splash's tables, from modules with no runtime imports: Vite bundles this file with
// relative imports only, and the workspace packages are TypeScript that Node cannot load.
import { COUNTRY_DEFAULTS, DEFAULT_COUNTRY, LANGUAGES } from '../../packages/betting/src/constants.ts';
import { DOMAIN_COUNTRIES } from './src/lib/domain-countries.ts';
import { runBootSplash } from './src/shell/splash/boot-splash.ts';
import type { BootSplashData } from './src/shell/splash/boot-splash.ts';
import { COUNTRY_KEY, LANGUAGE_KEY } from './src/stores/device-keys.ts';
import { SERVICE_WORKER_ENTRY, SERVICE_WORKER_URL } from './src/sw/sw-url.ts';

/*
 * Chunking for a phone on a slow network (decision 027): every request a first screen waits for
 * is a round trip, so the code a first screen runs arrives in four files fetched side by side —
 * the libraries (`vendor`), the shell (`boot`: everything `app/mount.tsx` imports), and the features
 * almost every landing route shows (`first-screen`: the catalogue's pages and Top Picks). The
 * other features (slip, account frame, My Bets, settings...) stay lazy chunks of their own.
 */

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const MOUNT = source('./src/app/mount.tsx');
/** Our own modules (the web client's and the workspace packages'); libraries and virtual modules are not grouped. */
const OWN_CODE = /\/(apps\/web\/src|packages\/[^/]+\/src)\//;
/** The two chunks of our own code a first screen needs, named in the page by `preloadFirstScreen`. */
const BOOT_CHUNK = 'boot';
const FIRST_SCREEN_CHUNK = 'first-screen';
const FIRST_SCREEN_FEATURES = [source('./src/features/catalog/index.ts'), source('./src/features/tips/index.ts')];

/** Our own modules a root reaches by static imports. */
function staticClosure(root: string, moduleInfo: (id: string) => Rolldown.ModuleInfo | null): Set<string> {
  const reached = new Set<string>();
  const pending = [root];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id) || !OWN_CODE.test(id)) continue;
    reached.add(id);
    pending.push(...(moduleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

/** The chunk a module of ours belongs to: the mount's closure is `boot`, the first-screen features' rest is `first-screen`. */
function appChunkNamer(): Rolldown.CodeSplittingNameFunction {
  let boot: Set<string> | undefined;
  let firstScreen: Set<string> | undefined;
  return (id, context) => {
    const moduleInfo = (module: string) => context.getModuleInfo(module);
    boot ??= staticClosure(MOUNT, moduleInfo);
    firstScreen ??= new Set(FIRST_SCREEN_FEATURES.flatMap((feature) => [...staticClosure(feature, moduleInfo)]));
    // The workspace packages are reached through their index files, so their whole source is in
    // the closure; the bundler places what the boot code really uses (decision 047).
    if (/\/packages\//.test(id)) return null;
    if (boot.has(id)) return BOOT_CHUNK;
    return firstScreen.has(id) ? FIRST_SCREEN_CHUNK : null;
  };
}

/**
 * Names the `boot` and `first-screen` chunks (and their CSS), and the small lazy chunks every first
 * screen imports, in the page, so the browser fetches them with the entry instead of after the
 * entry has run (they are still imported lazily), and lowers the priority of every script the page
 * names.
 */
function preloadFirstScreen(): Plugin {
  return {
    name: 'sportsbook:preload-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk: entry, path }) {
        // Only the client's own page: the Bet Builder frame page (decision 035) needs no first screen.
        if (!bundle || !entry || path !== '/index.html') return html;
        const chunks = new Map(
          Object.values(bundle).flatMap((output) =>
            output.type === 'chunk' ? [[output.fileName, output] as const] : [],
          ),
        );
        const withImports = (fileName: string, into: Set<string>): Set<string> => {
          if (into.has(fileName)) return into;
          into.add(fileName);
          for (const imported of chunks.get(fileName)?.imports ?? []) withImports(imported, into);
          return into;
        };
        const loaded = withImports(entry.fileName, new Set());
        // Besides the two chunks, the small chunks the start imports lazily on every first screen:
        // the entry's own lazy imports (React, ReactDOM's client, the mount) and the first-screen
        // features' entry points. Each is a few hundred bytes, but unnamed in the page each is a
        // round trip after the script that imports it has run: three in a row before Top Picks.
        const started = [...chunks.values()].filter(
          (chunk) =>
            entry.dynamicImports.includes(chunk.fileName) ||
            (chunk.facadeModuleId !== null && FIRST_SCREEN_FEATURES.includes(chunk.facadeModuleId)),
        );
        const wanted = [...chunks.values()]
          .filter((chunk) => chunk.name === BOOT_CHUNK || chunk.name === FIRST_SCREEN_CHUNK)
          .concat(started)
          .flatMap((chunk) => [...withImports(chunk.fileName, new Set())])
          .filter((fileName) => !loaded.has(fileName));
        const styles = wanted.flatMap((fileName) => [...(chunks.get(fileName)?.viteMetadata?.importedCss ?? [])]);
        // The page's own scripts are fetched at low priority: on a slow network the stylesheet
        // that lets the boot shell paint must not share its bandwidth with 200 KB of script.
        const lowPriority = html.replace(
          /<(script type="module"|link rel="modulepreload")/g,
          (tag) => `${tag} fetchpriority="low"`,
        );
        return {
          html: lowPriority,
          tags: [
            ...[...new Set(wanted)].map((fileName) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', fetchpriority: 'low', crossorigin: true, href: `/${fileName}` },
              injectTo: 'head' as const,
            })),
            ...[...new Set(styles)].map((fileName) => ({
              tag: 'link',
              // `crossorigin` as the stylesheet link Vite's lazy-import helper adds: a preload
              // fetched in another mode is not reused, and the stylesheet is asked again.
              attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${fileName}` },
              injectTo: 'head' as const,
            })),
          ],
        };
      },
    },
  };
}

/** Where the client's page takes the boot splash's script (index.html). */
const BOOT_SPLASH_PLACEHOLDER = '<!--boot-splash-->';

/** Every language's "Checking your location…", from the locale files (`splash.locating` in shell.json). */
function splashTexts(): Record<string, string> {
  const locales = source('./src/locales/');
  return Object.fromEntries(
    readdirSync(locales, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => {
        const shell = JSON.parse(readFileSync(`${locales}${entry.name}/shell.json`, 'utf8')) as {
          splash?: { locating?: string };
        };
        const text = shell.splash?.locating;
        if (!text) throw new Error(`locales/${entry.name}/shell.json has no splash.locating.`);
        return [entry.name, text];
      }),
  );
}

/**
 * Writes the boot splash's script into the client's page (decision 068): it sets the boot shell's
 * text and `<html lang>` to the visitor's language before the first paint. The script is
 * `runBootSplash` itself, with the site's tables as its argument.
 */
function bootSplash(): Plugin {
  return {
    name: 'sportsbook:boot-splash',
    transformIndexHtml(html) {
      if (!html.includes(BOOT_SPLASH_PLACEHOLDER)) return html;
      const data: BootSplashData = {
        languageKey: LANGUAGE_KEY,
        countryKey: COUNTRY_KEY,
        languages: LANGUAGES,
        countryLocales: Object.fromEntries(
          Object.entries(COUNTRY_DEFAULTS).map(([country, defaults]) => [country, defaults.defaultLocale]),
        ),
        domainCountries: DOMAIN_COUNTRIES,
        defaultCountry: DEFAULT_COUNTRY,
        texts: splashTexts(),
        textId: 'boot-text',
      };
      // `<` escaped, so no text can close the script.
      const argument = JSON.stringify(data).replace(/</g, '\\u003c');
      return html.replace(BOOT_SPLASH_PLACEHOLDER, `<script>(${runBootSplash.toString()})(${argument})</script>`);
    },
  };
}

/** The service worker as one self-contained script (a classic worker: no chunks to import). */
async function bundleServiceWorker(): Promise<string> {
  const result = await build({
    configFile: false,
    root: source('.'),
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      lib: { entry: source(`./${SERVICE_WORKER_ENTRY}`), formats: ['iife'], name: 'sportsbookServiceWorker' },
      rolldownOptions: { treeshake: { manualPureFunctions: ['z'] } },
    },
  });
  const [output] = Array.isArray(result) ? result : [result];
  const chunk = output && 'output' in output ? output.output.find((file) => file.type === 'chunk') : undefined;
  if (!chunk) throw new Error(`The service worker (${SERVICE_WORKER_ENTRY}) built no script.`);
  return chunk.code;
}

/**
 * Writes the service worker (decision 106) at the site's root, `/sw.js`, so its scope is the whole
 * site; in development the dev server answers it the same way.
 */
function serviceWorker(): Plugin {
  return {
    name: 'sportsbook:service-worker',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: SERVICE_WORKER_URL.slice(1), source: await bundleServiceWorker() });
    },
    configureServer(server) {
      server.middlewares.use(SERVICE_WORKER_URL, (_request, response, next) => {
        bundleServiceWorker().then((code) => {
          response.setHeader('content-type', 'text/javascript');
          response.end(code);
        }, next);
      });
    },
  };
}

/** Build files worth compressing ahead: scripts and stylesheets of at least 1 KB (the server compresses nothing smaller). */
const PRECOMPRESSED = /\.(?:js|css)$/;
const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Writes a Brotli (quality 11) and a gzip (level 9) copy beside every script and stylesheet of
 * the build, which the server sends as they are (decision 076). Compressed per request the server
 * could only afford Brotli's quality 4: the first screen's scripts were 182 KB on the wire that way,
 * 156 KB at 11, and every first visit cost the server ≈ 18 ms of compression.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  return {
    name: 'sportsbook:precompress',
    apply: 'build',
    async writeBundle(output, bundle) {
      const directory = output.dir ?? source('./dist');
      await Promise.all(
        Object.values(bundle).map(async (file) => {
          if (!PRECOMPRESSED.test(file.fileName)) return;
          const body = Buffer.from(file.type === 'chunk' ? file.code : file.source);
          if (body.length < PRECOMPRESS_MIN_BYTES) return;
          const path = join(directory, file.fileName);
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gzipped(body, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}

/** The web client. In development (`npm run dev -w apps/web`) API calls go to a running server on 8080. */
export default defineConfig({
  plugins: [react(), bootSplash(), preloadFirstScreen(), serviceWorker(), precompress()],
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      // The client, and the Bet Builder frame page the server serves under /betbuilder/ (decision 035).
      input: { index: source('./index.html'), betbuilder: source('./betbuilder/index.html') },
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: {
          minSize: 8_000,
          groups: [
            // What the entry imports itself — Vite's helper for lazy imports and the three modules
            // `src/main.tsx` imports — is a chunk of its own (decision 070). In `boot` or `vendor` it
            // made the entry import them, so the entry's first task evaluated the libraries and the
            // shell together, undoing main.tsx's three tasks. A new import of main.tsx belongs here.
            {
              name: 'start',
              test: /preload-helper|src[\\/]lib[\\/](env|platform|next-task)\.ts$/,
              priority: 4,
              minSize: 0,
            },
            // hls.js (≈ 100 KB gzip) is the stream player's own: fetched when a stream is first played (decision 037).
            { name: 'hls', test: /node_modules[\\/]hls\.js[\\/]/, priority: 3 },
            // The libraries.
            { name: 'vendor', test: /node_modules/, priority: 2 },
            { name: appChunkNamer(), debugName: 'app', priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '^/(v1|echo|api|player|ip|geo|tournaments|games)/': 'http://localhost:8080',
      '/ws': { target: 'ws://localhost:8080', ws: true },
    },
  },
});
