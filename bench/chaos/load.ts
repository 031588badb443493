// The chaos run's load: websocket clients following the events list and bettors submitting
// singles, each counting what it saw, until the run stops them.
import { performance } from 'node:perf_hooks';
import { gunzipSync } from 'node:zlib';
import WebSocket from 'ws';
import { calculateTicket, logInDemo, singleSlip, submitTicket } from '../../apps/server/src/test-support/bet-client';
import type { Bettor, Selection } from '../../apps/server/src/test-support/bet-client';
import { sleep } from './kit';

let stopping = false;

/** Clients stop reconnecting and bettors stop after their current submit. */
export function stopLoad(): void {
  stopping = true;
}

// ── Websocket clients ───────────────────────────────────────────────────────────────────────────
interface WsStats {
  pushes: number;
  lastPushAt: number;
  reconnects: number;
  errors: number;
  open: number;
  duplicates: number;
}
export const ws: WsStats = { pushes: 0, lastPushAt: 0, reconnects: 0, errors: 0, open: 0, duplicates: 0 };

export function wsClient(url: string, index: number): void {
  let lastPayload = '';
  const connect = () => {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    let opened = false;
    socket.on('open', () => {
      opened = true;
      ws.open += 1;
      socket.send(JSON.stringify({ type: 'subscribe', channel: 'gb_events' }));
      // A fresh snapshot after every (re)connect: the client never keeps a stale price.
      socket.send(JSON.stringify({ id: `s${index}`, type: 'events-simple', bookmaker: 'gb', params: { live: true } }));
    });
    socket.on('message', (raw) => {
      const frame = JSON.parse(String(raw)) as { channel?: string; data?: string; error?: unknown };
      if (frame.error) ws.errors += 1;
      if (frame.channel !== 'gb_events' || !frame.data) return;
      ws.pushes += 1;
      ws.lastPushAt = performance.now();
      // The same push twice in a row on one socket would be a double publish.
      if (index % 50 === 0) {
        const payload = gunzipSync(Buffer.from(frame.data, 'base64')).toString();
        if (payload === lastPayload) ws.duplicates += 1;
        lastPayload = payload;
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      if (opened) ws.open -= 1;
      else ws.errors += 1;
      if (stopping) return;
      ws.reconnects += 1;
      setTimeout(connect, 200 + Math.random() * 800);
    });
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  connect();
}
export const sockets = new Set<WebSocket>();

// ── Betting clients ─────────────────────────────────────────────────────────────────────────────
interface BetStats {
  accepted: number;
  refused: number;
  errors: number;
  latencies: number[];
  errorLog: string[];
}
export const bets: BetStats = { accepted: 0, refused: 0, errors: 0, latencies: [], errorLog: [] };
/** Ticket uuid → bet id of every accepted submit, for the ledger audit. */
export const acceptedUuids = new Map<string, number>();

export async function bettor(sports: string, player: Bettor, selections: Selection[], index: number): Promise<void> {
  for (let round = 0; !stopping; round += 1) {
    const selection = selections[(index * 7 + round) % selections.length]!;
    const started = performance.now();
    try {
      const ticket = await calculateTicket(sports, player, singleSlip(selection, 10));
      const answer = await submitTicket(sports, player, ticket);
      bets.latencies.push(performance.now() - started);
      if (answer.status === 1) {
        bets.accepted += 1;
        acceptedUuids.set(String(ticket.uuid), answer.bet!.id);
      } else bets.refused += 1;
    } catch (error) {
      bets.errors += 1;
      if (bets.errorLog.length < 20)
        bets.errorLog.push(`${new Date().toISOString().slice(11, 19)} ${String(error).slice(0, 200)}`);
      await sleep(200);
    }
  }
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
}

/** Logs in as a client would: a 503 (no instance ready) is retried after its Retry-After. */
export async function logIn(account: string, country: string, device: string): Promise<Bettor> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return { bookmaker: country, token: await logInDemo(account, `demo-${country}`, device) };
    } catch (error) {
      if (attempt >= 30 || !String(error).includes('503')) throw error;
      await sleep(2000);
    }
  }
}
