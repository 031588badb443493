/**
 * Reads a websocket payload (docs/api.md "Websocket"): base64 of gzip of JSON. The browser's own
 * `DecompressionStream` inflates it, so no zlib library ships with the client.
 * @example await decodeWirePayload(frame.data) // { events: [...] }
 */
export async function decodeWirePayload(base64: string): Promise<unknown> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  const inflated = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
  const text = await new Response(inflated).text();
  return JSON.parse(text) as unknown;
}
