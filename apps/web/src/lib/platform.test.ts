import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptDeviceSimulator, appVersionOf, currentPlatform, detectPlatform, isAppMode } from './platform';

const IOS_APP =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 iOS SportifyApp/1.2.0';
const ANDROID_APP =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/124.0 Mobile Safari/537.36 Android SportifyApp/1.2.0';

describe('platform detection', () => {
  afterEach(() => {
    delete window.ReactNativeWebView;
    vi.restoreAllMocks();
  });

  it.each([
    [IOS_APP, true, 'ios'],
    [ANDROID_APP, true, 'android'],
    ['Mozilla/5.0 SportifyApp/3.0', true, 'app'],
    [IOS_APP, false, 'web'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Safari', true, 'web'],
    ['Mozilla/5.0 (X11; Linux x86_64) Chrome/124.0', false, 'web'],
  ])('reads %s with bridge %s as %s', (agent, bridge, platform) => {
    expect(detectPlatform(agent, bridge)).toBe(platform);
  });

  it('reads the app version from the user agent', () => {
    expect(appVersionOf(IOS_APP)).toBe('1.2.0');
    expect(appVersionOf('Mozilla/5.0')).toBeNull();
  });

  it('is in app mode only with both the app user agent and the bridge', () => {
    expect(isAppMode()).toBe(false);
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(ANDROID_APP);
    expect(currentPlatform()).toBe('web');
    window.ReactNativeWebView = { postMessage: () => undefined };
    expect(currentPlatform()).toBe('android');
    expect(isAppMode()).toBe(true);
  });

  it('does not look for a simulator on an unframed page or outside test builds', () => {
    const attach = vi.fn();
    (window as unknown as Record<string, unknown>).__SPORTIFY_DEVICE_SIMULATOR__ = { attach };
    adoptDeviceSimulator(true);
    adoptDeviceSimulator(false);
    expect(attach).not.toHaveBeenCalled();
  });
});
