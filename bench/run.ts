import { benchBetAcceptance } from './bets.bench';
import { benchSystemOptions } from './system-options.bench';
import { benchWebsocketFanout } from './ws-fanout.bench';
import { benchWebClient } from './web.bench';
import { benchBetBuilder } from './betbuilder.bench';
import { benchLiveRendering } from './live-render.bench';

/** `npm run bench`: every benchmark of the repo, printed as medians and ratios. */
console.log(`Benchmarks on Node ${process.version}, ${new Date().toISOString()}`);
benchSystemOptions();
await benchWebsocketFanout();
await benchBetAcceptance();
await benchWebClient();
await benchLiveRendering();
await benchBetBuilder();
