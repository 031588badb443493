import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { benchBetAcceptance } from './bets.bench';
import { benchSystemOptions } from './system-options.bench';
import { benchWebsocketFanout } from './ws-fanout.bench';
import { benchWebClient } from './web.bench';
import { benchBetBuilder } from './betbuilder.bench';
import { benchStartup } from './startup.bench';
import { benchLiveRendering } from './live-render.bench';
import { recordedFigures } from './figures';
import { writeBenchmarks } from './markdown';

/**
 * `npm run bench`: every benchmark of the repo, printed as medians and ratios.
 * `npm run bench -- bets start` runs only the named ones (for profiling one of them);
 * `--markdown` also writes docs/benchmarks.md from the run's figures.
 */
const benches: Record<string, () => unknown> = {
  'system-options': benchSystemOptions,
  fanout: benchWebsocketFanout,
  bets: benchBetAcceptance,
  start: benchStartup,
  web: benchWebClient,
  'live-render': benchLiveRendering,
  betbuilder: benchBetBuilder,
};
const DOCUMENT = fileURLToPath(new URL('../docs/benchmarks.md', import.meta.url));
const args = process.argv.slice(2);
const markdown = args.includes('--markdown');
const chosen = args.filter((arg) => arg !== '--markdown');
const unknown = chosen.filter((name) => !(name in benches));
if (unknown.length > 0)
  throw new Error(`Unknown bench ${unknown.join(', ')}; choose from ${Object.keys(benches).join(', ')}.`);
const startedAt = new Date().toISOString();
const [one = 0, five = 0, fifteen = 0] = loadavg();
const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
console.log(`Benchmarks on Node ${process.version}, ${startedAt}, ${cpu} × ${cpus().length}, load ${one.toFixed(2)}`);
const ran = Object.keys(benches).filter((name) => chosen.length === 0 || chosen.includes(name));
for (const name of ran) await benches[name]!();
if (markdown) {
  await writeBenchmarks(DOCUMENT, {
    startedAt,
    node: process.version,
    cpuModel: cpu,
    cores: cpus().length,
    loadAtStart: [one, five, fifteen],
    benches: ran,
    figures: recordedFigures(),
  });
  console.log(`\nWrote ${DOCUMENT}`);
}
