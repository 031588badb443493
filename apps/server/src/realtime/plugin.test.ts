import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { wsPushFrameSchema, wsResponseFrameSchema } from '@sportsbook/protocol';
import { createInProcessBus } from './bus';
import { decodePayload } from './codec';
import { websocketGatewayPlugin } from './plugin';
import { TestClient } from './ws-test-client';

describe('websocket gateway plugin', () => {
  it('serves /ws beside the HTTP routes and lets app.close() finish with clients still connected', async () => {
    const bus = createInProcessBus();
    const app = Fastify({ logger: false });
    app.get('/health', async () => ({ status: 'ok' }));
    const handlers = new Map([['events', async () => ({ events: [] })]] as const);
    await app.register(websocketGatewayPlugin, { bus, handlers });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    const client = await TestClient.connect(`ws://127.0.0.1:${port}/ws`);
    client.send({ type: 'subscribe', channel: 'ie_events' });
    const answer = await client.request('events');
    expect(decodePayload(wsResponseFrameSchema.parse(answer).data)).toEqual({ events: [] });
    await bus.publish('ie_events', { events: [{ id: 5 }] });
    expect(decodePayload(wsPushFrameSchema.parse(await client.next()).data)).toEqual({ events: [{ id: 5 }] });
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);

    const closed = client.closed();
    await app.close();
    expect(await closed).toBe(1001);
    await bus.close();
  });
});
