import { benchBetAcceptance } from './bets.bench';
import { benchSystemOptions } from './system-options.bench';
import { benchWebsocketFanout } from './ws-fanout.bench';
import { benchWebClient } from './web.bench';
import { benchBetBuilder } from './betbuilder.bench';
import { benchStartup } from './startup.bench';
import { benchLiveRendering } from './live-render.bench';

/**
 * `npm run bench`: every benchmark of the repo, printed as medians and ratios.
 * `npm run bench -- bets start` runs only the named ones (for profiling one of them).
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
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(name in benches));
if (unknown.length > 0)
  throw new Error(`Unknown bench ${unknown.join(', ')}; choose from ${Object.keys(benches).join(', ')}.`);
console.log(`Benchmarks on Node ${process.version}, ${new Date().toISOString()}`);
for (const [name, bench] of Object.entries(benches)) if (chosen.length === 0 || chosen.includes(name)) await bench();
