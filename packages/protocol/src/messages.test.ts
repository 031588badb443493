import { describe, expect, it } from 'vitest';
import { frameToShellMessageSchema, shellToFrameMessageSchema } from './frame-messages';
import { nativeCommandMessageSchema, nativeEventMessageSchema } from './native-bridge';
import { parseMessageData } from './parse';

describe('account frame messages', () => {
  it('reads a posted balance_update message from its JSON text', () => {
    const text = JSON.stringify({ event: 'balance_update', details: { total: 10 }, source: 'account' });
    expect(parseMessageData(frameToShellMessageSchema, text)).toEqual({
      event: 'balance_update',
      details: { total: 10 },
      source: 'account',
    });
  });

  it('ignores an event the shell does not handle', () => {
    const text = JSON.stringify({ event: 'format_disk', details: null, source: 'account' });
    expect(parseMessageData(frameToShellMessageSchema, text)).toBeNull();
  });

  it('parses a message the shell posts into the frame', () => {
    const message = { event: 'open_page', details: { page: '/login' }, source: 'sport' };
    expect(shellToFrameMessageSchema.parse(message)).toEqual(message);
  });
});

describe('native bridge messages', () => {
  it('parses a command for the native host', () => {
    const command = { command: 'login', details: { username: 'demo-ie' } };
    expect(nativeCommandMessageSchema.parse(command)).toEqual(command);
  });

  it('accepts native events only from sportify.app', () => {
    const event = { source: 'sportify.app', event: 'login_result', details: { status: true } };
    expect(nativeEventMessageSchema.safeParse(event).success).toBe(true);
    expect(nativeEventMessageSchema.safeParse({ ...event, source: 'evil.example' }).success).toBe(false);
  });

  it('rejects an unknown command', () => {
    expect(nativeCommandMessageSchema.safeParse({ command: 'format_disk', details: {} }).success).toBe(false);
  });
});
