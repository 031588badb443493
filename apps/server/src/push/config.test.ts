import { describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_ENDPOINT_HOSTS, DEFAULT_VAPID_SUBJECT, isAllowedEndpoint, readPushConfig } from './config';

describe('the web-push configuration', () => {
  it('sends only to https addresses of the known push services, sub-domains included', () => {
    const { endpointHosts } = readPushConfig({});
    expect(endpointHosts).toEqual(DEFAULT_PUSH_ENDPOINT_HOSTS);
    expect(isAllowedEndpoint('https://fcm.googleapis.com/fcm/send/abc', endpointHosts)).toBe(true);
    expect(isAllowedEndpoint('https://updates.push.services.mozilla.com/wpush/v2/abc', endpointHosts)).toBe(true);
    expect(isAllowedEndpoint('https://db5p.notify.windows.com/w/?token=abc', endpointHosts)).toBe(true);
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com.attacker.example/abc',
      'https://evilfcm.googleapis.com/abc',
      'https://127.0.0.1/internal',
      'not a url',
    ]) {
      expect(isAllowedEndpoint(endpoint, endpointHosts), endpoint).toBe(false);
    }
  });

  it('takes the operator’s contact and push hosts, and stops the start on malformed ones', () => {
    expect(
      readPushConfig({ VAPID_SUBJECT: 'https://sportsbook.example/contact', PUSH_ENDPOINT_HOSTS: ' Push.Example ,' }),
    ).toEqual({
      subject: 'https://sportsbook.example/contact',
      endpointHosts: ['push.example'],
    });
    expect(readPushConfig({}).subject).toBe(DEFAULT_VAPID_SUBJECT);
    expect(() => readPushConfig({ VAPID_SUBJECT: 'push@example.com' })).toThrow(/VAPID_SUBJECT must be a mailto:/);
    expect(() => readPushConfig({ PUSH_ENDPOINT_HOSTS: 'https://push.example/' })).toThrow(/PUSH_ENDPOINT_HOSTS/);
  });
});
