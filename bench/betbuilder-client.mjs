// Child process of the Bet Builder bench: sends sequential calculates over real HTTP (one
// keep-alive connection, as a bettor's browser would) and sends back each call's latency. It
// runs in its own process so the server's figures are the server's: the client's allocations
// and garbage collections are not in the server's heap, and its CPU is not taken from the
// server's event loop (a bettor's client never runs on the server). It speaks HTTP with
// node:http rather than fetch (http-post.mjs): fetch's own overhead showed in the tail.
import { Agent } from 'node:http';
import { performance } from 'node:perf_hooks';
import { post } from './http-post.mjs';

const [origin, eventIdText, countText] = process.argv.slice(2);
const eventId = Number(eventIdText);
const count = Number(countText);
const WARM_UP = 10;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const url = new URL('/v1/betbuilder/calculate', origin);

/** One calculate: its status and parsed body. */
const calculate = (body) => post(url, agent, { bookmaker: 'gb' }, body);

process.on('message', async (message) => {
  if (message === 'done') {
    agent.destroy();
    process.disconnect();
    return;
  }
  const { selections } = message;
  const body = JSON.stringify({ event_id: eventId, selections: selections.map((outcome_id) => ({ outcome_id })) });
  const latencies = [];
  let odds = 0;
  for (let i = 0; i < count + WARM_UP; i += 1) {
    const sent = performance.now();
    const { status, answer } = await calculate(body);
    if (i >= WARM_UP) latencies.push(performance.now() - sent);
    if (status !== 200) {
      process.send({ error: `calculate answered ${status}: ${JSON.stringify(answer)}` });
      return;
    }
    odds = answer.ticket?.odds ?? -1;
  }
  process.send({ latencies, odds });
});
process.send('ready');
