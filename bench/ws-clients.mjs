// Child process of the websocket fan-out bench: opens N clients, subscribes each to the given
// channels, counts pushes and measures publish-to-receive latency from the bench-only `sent_at`
// stamp (performance.timeOrigin + performance.now(), one clock for both processes). A push is
// only timed and kept on arrival and decoded when the report is asked for: decoding 1,000
// pushes in this one process as they arrive would delay the sockets behind them, which a real
// client (one socket, its own machine) never sees. In `all` mode every push is kept; in
// `sample` mode one in 50 per client.
import { gunzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

const [url, countText, channelsText] = process.argv.slice(2);
const count = Number(countText);
const channels = channelsText.split(',');
let kept = [];
let received = 0;
let ready = 0;
let mode = 'all';
let firstAt = 0;
let lastAt = 0;

const now = () => performance.timeOrigin + performance.now();
const PUSH_PREFIX = Buffer.from('{"channel"');

for (let i = 0; i < count; i += 1) {
  const socket = new WebSocket(url, { perMessageDeflate: false });
  let seen = 0;
  socket.on('open', () => {
    for (const channel of channels) socket.send(JSON.stringify({ type: 'subscribe', channel }));
    // Frames of one socket are handled in order: this answer means the subscriptions are in.
    socket.send(JSON.stringify({ id: `ready-${i}`, type: 'find', bookmaker: 'ie', params: {} }));
  });
  socket.on('message', (raw) => {
    if (raw.subarray(0, PUSH_PREFIX.length).equals(PUSH_PREFIX)) {
      const at = now();
      if (received === 0) firstAt = at;
      lastAt = at;
      received += 1;
      seen += 1;
      if (mode === 'all' || seen % 50 === 0) kept.push(at, raw);
      return;
    }
    const frame = JSON.parse(raw.toString());
    if (frame.id?.startsWith('ready-')) {
      ready += 1;
      if (ready === count) process.send({ type: 'ready' });
    }
  });
}

process.on('message', (message) => {
  if (message.type === 'reset') {
    mode = message.mode;
    kept = [];
    received = 0;
    process.send({ type: 'reset' });
  }
  if (message.type === 'report') {
    const latencies = [];
    for (let i = 0; i < kept.length; i += 2) {
      const frame = JSON.parse(kept[i + 1].toString());
      const payload = JSON.parse(gunzipSync(Buffer.from(frame.data, 'base64')).toString());
      if (typeof payload.sent_at === 'number') latencies.push(kept[i] - payload.sent_at);
    }
    process.send({ type: 'report', received, latencies, firstAt, lastAt });
  }
});
