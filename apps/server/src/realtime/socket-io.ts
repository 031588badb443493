import type { Duplex } from 'node:stream';
import { WebSocket, type RawData } from 'ws';
import { ERROR_MESSAGES, isErrorCode } from '@sportsbook/betting';
import { ProtocolParseError, type ErrorCode, type WsErrorFrame } from '@sportsbook/protocol';

/*
 * The socket plumbing under the websocket gateway: closing, refusing, reading raw frames and
 * upgrade URLs. Kept apart so gateway.ts reads as the protocol it serves.
 */

const CLOSE_GOING_AWAY = 1001;
/** RFC 6455 "policy violation": the client broke a limit it was told about in the error frame. */
export const CLOSE_POLICY_VIOLATION = 1008;
const CLOSE_GRACE_MS = 1000;

/** Sends the error frame, then closes with 1008 (the close reason is capped at 123 bytes). */
export function refuseAndClose(socket: WebSocket, frame: WsErrorFrame): void {
  if (socket.readyState !== WebSocket.OPEN) return;
  socket.send(JSON.stringify(frame));
  socket.close(CLOSE_POLICY_VIOLATION, frame.error.code);
}

/** A catalogue refusal keeps its code and text; anything else is our fault and says no more. */
export function toRefusal(error: unknown): { code: ErrorCode; message: string } {
  if (error instanceof ProtocolParseError) return { code: 'VALIDATION_ERROR', message: error.message };
  if (error instanceof Error && 'code' in error && isErrorCode(error.code)) {
    return { code: error.code, message: error.message || ERROR_MESSAGES[error.code] };
  }
  return { code: 'SERVER_ERROR', message: `${ERROR_MESSAGES.SERVER_ERROR}; please try again.` };
}

export function rawDataToText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return (Buffer.isBuffer(data) ? data : Buffer.from(data)).toString('utf8');
}

/** The `jwt` query parameter of the upgrade URL, if any. */
export function readJwtParam(url: string | undefined): string | null {
  try {
    const token = new URL(url ?? '/', 'http://localhost').searchParams.get('jwt');
    return token === null || token === '' ? null : token;
  } catch {
    return null;
  }
}

export function readPathname(url: string | undefined): string | null {
  try {
    return new URL(url ?? '/', 'http://localhost').pathname;
  } catch {
    return null;
  }
}

export function rejectUpgrade(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

export function closeSocket(socket: WebSocket): Promise<void> {
  if (socket.readyState === WebSocket.CLOSED) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => socket.terminate(), CLOSE_GRACE_MS);
    socket.once('close', () => {
      clearTimeout(force);
      resolve();
    });
    socket.close(CLOSE_GOING_AWAY, 'server shutting down');
  });
}
