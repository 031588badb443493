// Child process of the bet-acceptance bench: submits the tickets it is given over real HTTP,
// `concurrency` at a time, each of the concurrent clients on its own keep-alive connection,
// and sends back each submit's latency and whether it was accepted. It runs in its own process
// for the reasons betbuilder-client.mjs gives: the server's CPU per bet is then the server's,
// and the clients' HTTP work is not taken from the server's event loop.
import { Agent } from 'node:http';
import { performance } from 'node:perf_hooks';
import { post } from './http-post.mjs';

process.on('message', async (message) => {
  if (message === 'done') {
    process.disconnect();
    return;
  }
  const { origin, concurrency, submits } = message;
  const url = new URL('/v1/betslip/submit', origin);
  const latencies = [];
  let accepted = 0;
  let refused = 0;
  let next = 0;
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  try {
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        while (next < submits.length) {
          const { headers, body } = submits[next++];
          const sent = performance.now();
          const { status, answer } = await post(url, agent, headers, body);
          latencies.push(performance.now() - sent);
          if (status >= 500) throw new Error(`submit answered ${status}: ${JSON.stringify(answer)}`);
          if (answer.status === 1) accepted += 1;
          else refused += 1;
        }
        agent.destroy();
      }),
    );
  } catch (error) {
    process.send({ error: error.message });
    return;
  }
  const cpu = process.cpuUsage(cpuStarted);
  process.send({
    latencies,
    accepted,
    refused,
    seconds: (performance.now() - started) / 1000,
    cpuMicros: cpu.user + cpu.system,
  });
});
process.send('ready');
