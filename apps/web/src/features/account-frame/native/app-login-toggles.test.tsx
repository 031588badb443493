import { createDeviceModel, createMemoryStore, createNativeHost, deviceServicesOf } from '@sportsbook/native-host';
import type { DeviceState } from '@sportsbook/native-host';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/i18n';
import { AppLoginToggles } from './app-login-toggles';
import { listenNative } from './native-bridge';
import { handleNativeEvent } from './native-session';
import { useNativeStore } from './native-store';

const IOS_APP = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 SportifyApp/2.3.0';

/**
 * The page wired to the real host module over a device in memory, as the simulator wires it: the
 * page's commands reach `host.receive`, the host's events come back as `message` events.
 */
function connectDevice(device: Partial<DeviceState>, stored: Record<string, string>, secure: Record<string, string>) {
  const model = createDeviceModel(device);
  const storage = createMemoryStore(stored);
  const secureStore = createMemoryStore(secure);
  const received: Promise<void>[] = [];
  const host = createNativeHost({
    device: deviceServicesOf(model, { storage, secure: secureStore }),
    login: async () => ({ status: false, message: 'INVALID_LOGIN' }),
    post: (raw) => window.dispatchEvent(new MessageEvent('message', { data: raw, origin: '' })),
  });
  window.ReactNativeWebView = { postMessage: (raw: string) => void received.push(host.receive(raw)) };
  const stop = listenNative((message) =>
    handleNativeEvent(message, { switchSite: () => undefined, alert: () => undefined, navigate: () => undefined }),
  );
  return { host, storage, secureStore, stop, settled: () => Promise.all(received) };
}

describe("the account menu's app-only login toggles (spec 001 §2)", () => {
  let stop: (() => void) | null = null;
  beforeAll(() => initI18n('en'));
  beforeEach(() => {
    useNativeStore.getState().reset();
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(IOS_APP);
  });
  afterEach(() => {
    stop?.();
    stop = null;
    vi.restoreAllMocks();
    delete window.ReactNativeWebView;
  });

  it('shows the mode the device keeps: Auto login on, the biometric toggle named by the first auth type', async () => {
    const device = connectDevice({ localAuthTypes: ['Face ID', 'Touch ID'] }, { login_mode: 'auto' }, {});
    stop = device.stop;
    render(<AppLoginToggles />);
    await act(() => device.host.pageLoaded());
    expect(screen.getByRole('heading', { name: 'App login' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Auto login' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Face ID' })).not.toBeChecked();
    expect(screen.queryByRole('switch', { name: 'Touch ID' })).not.toBeInTheDocument();
    expect(screen.getByText('Used the next time the app opens.')).toBeInTheDocument();
  });

  it('stores the chosen mode on the device, one at a time; turning it off ends it and drops the password', async () => {
    const device = connectDevice(
      { localAuthTypes: ['Face ID'], biometricPasses: true },
      { login_mode: 'username' },
      { username: 'demo-gb', password: 'demo-pass-1' },
    );
    stop = device.stop;
    const user = userEvent.setup();
    render(<AppLoginToggles />);
    await act(() => device.host.pageLoaded());
    const auto = screen.getByRole('switch', { name: 'Auto login' });
    const faceId = screen.getByRole('switch', { name: 'Face ID' });
    expect(auto).not.toBeChecked();

    await user.click(auto);
    await act(device.settled);
    await waitFor(() => expect(auto).toBeChecked());
    expect(device.storage.snapshot()).toEqual({ login_mode: 'auto' });

    await user.click(faceId);
    await act(device.settled);
    await waitFor(() => expect(faceId).toBeChecked());
    expect(auto).not.toBeChecked();
    expect(device.storage.snapshot()).toEqual({ login_mode: 'biometric' });

    await user.click(faceId);
    await act(device.settled);
    await waitFor(() => expect(faceId).not.toBeChecked());
    expect(device.storage.snapshot()).toEqual({ login_mode: 'username' });
    expect(device.secureStore.snapshot()).toEqual({ username: 'demo-gb' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps biometric login off when the prompt fails, and says so', async () => {
    const device = connectDevice({ localAuthTypes: ['Face ID'], biometricPasses: false }, { login_mode: 'auto' }, {});
    stop = device.stop;
    const user = userEvent.setup();
    render(<AppLoginToggles />);
    await act(() => device.host.pageLoaded());
    await user.click(screen.getByRole('switch', { name: 'Face ID' }));
    await act(device.settled);
    expect(await screen.findByRole('status')).toHaveTextContent('Face ID was not turned on.');
    expect(screen.getByRole('switch', { name: 'Face ID' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Auto login' })).toBeChecked();
    expect(device.storage.snapshot()).toEqual({ login_mode: 'auto' });
  });

  it('offers no biometric toggle when the device reports no local auth types', async () => {
    const device = connectDevice({ localAuthTypes: [] }, {}, {});
    stop = device.stop;
    render(<AppLoginToggles />);
    await act(() => device.host.pageLoaded());
    expect(screen.getByRole('switch', { name: 'Auto login' })).not.toBeChecked();
    expect(screen.getAllByRole('switch')).toHaveLength(1);
  });

  it('is shown in German too', async () => {
    await initI18n('de');
    const device = connectDevice({ localAuthTypes: [] }, {}, {});
    stop = device.stop;
    render(<AppLoginToggles />);
    expect(screen.getByRole('heading', { name: 'App-Anmeldung' })).toBeInTheDocument();
    await initI18n('en');
  });
});
