// Child process of the Bet Builder bench: sends sequential calculates over real HTTP (one
// keep-alive connection, as a bettor's browser would) and sends back each call's latency. It
// runs in its own process so the server's figures are the server's: the client's allocations
// and garbage collections are not in the server's heap, and its CPU is not taken from the
// server's event loop (a bettor's client never runs on the server). It speaks HTTP with
// node:http rather than fetch: fetch's own overhead per call (streams, promises) is a client's
// cost that a browser's native stack does not have, and it showed in the tail.
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

const [origin, eventIdText, countText] = process.argv.slice(2);
const eventId = Number(eventIdText);
const count = Number(countText);
const WARM_UP = 10;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const url = new URL('/v1/betbuilder/calculate', origin);

/** One POST: its status and parsed body. */
function post(body) {
  return new Promise((resolve, reject) => {
    const call = request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), bookmaker: 'gb' },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode, answer: JSON.parse(Buffer.concat(chunks)) }));
        response.on('error', reject);
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

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
    const { status, answer } = await post(body);
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
