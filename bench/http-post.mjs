// The benches' HTTP clients post with node:http rather than fetch: fetch's own overhead per call
// (streams, promises) is a client's cost that a browser's native stack does not have.
import { request } from 'node:http';

/** One JSON POST of `body` (a string) on `agent`: its status and parsed answer. */
export function post(url, agent, headers, body) {
  return new Promise((resolve, reject) => {
    const call = request(
      url,
      {
        method: 'POST',
        agent,
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
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
