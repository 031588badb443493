// Child process of the websocket fan-out bench: opens N clients, subscribes them, counts pushes
// and samples publish-to-receive latency (every 10th push per client is decoded).
import { gunzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

const [url, countText, channel] = process.argv.slice(2);
const count = Number(countText);
const latencies = [];
let received = 0;
let ready = 0;

const now = () => performance.timeOrigin + performance.now();

for (let i = 0; i < count; i += 1) {
  const socket = new WebSocket(url, { perMessageDeflate: false });
  let seen = 0;
  socket.on('open', () => {
    socket.send(JSON.stringify({ type: 'subscribe', channel }));
    // Frames of one socket are handled in order: this answer means the subscription is in.
    socket.send(JSON.stringify({ id: `ready-${i}`, type: 'find', bookmaker: 'ie', params: {} }));
  });
  socket.on('message', (raw) => {
    const frame = JSON.parse(raw.toString());
    if (frame.id?.startsWith('ready-')) {
      ready += 1;
      if (ready === count) process.send({ type: 'ready' });
      return;
    }
    if (!frame.channel) return;
    received += 1;
    seen += 1;
    if (seen % 10 === 0) {
      const payload = JSON.parse(gunzipSync(Buffer.from(frame.data, 'base64')).toString());
      latencies.push(now() - payload.sent_at);
    }
  });
}

process.on('message', (message) => {
  if (message.type === 'report') process.send({ type: 'report', received, latencies });
});
