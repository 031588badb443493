import '../lib/zod-csp';
import { COUNTRY_CODES } from '@sportsbook/betting';
import { createDeviceModel, createNativeHost, deviceServicesOf } from '@sportsbook/native-host';
import type { DeviceState, KeyValueStore } from '@sportsbook/native-host';
import { readEnv } from '../lib/env';
import { DEVICE_SIMULATOR_KEY } from '../lib/platform';
import { attachDevice } from './attach';
import { renderControls } from './controls';
import './simulator.css';

/*
 * The device simulator (decision 038): frames the client at phone size as the native
 * app's WebView would, plays the host's side of the bridge with @sportsbook/native-host, and offers
 * a control for every host event. Development only: the server serves it with dev tools on.
 */

/** A key-value store in this origin's localStorage under its own prefix (the client shares the origin). */
function prefixedStore(prefix: string): KeyValueStore & { entries(): [string, string][] } {
  return {
    get: async (key) => window.localStorage.getItem(prefix + key),
    set: async (key, value) => window.localStorage.setItem(prefix + key, value),
    remove: async (key) => window.localStorage.removeItem(prefix + key),
    entries: () =>
      Object.keys(window.localStorage)
        .filter((key) => key.startsWith(prefix))
        .map((key) => [key.slice(prefix.length), window.localStorage.getItem(key) ?? '']),
  };
}

const params = new URLSearchParams(window.location.search);
const initial: { -readonly [K in keyof DeviceState]?: DeviceState[K] } = {};
const platform = params.get('platform');
if (platform === 'ios' || platform === 'android') initial.platform = platform;
const types = params.get('auth');
if (types !== null) initial.localAuthTypes = types === '' ? [] : types.split(',');
const location = params.get('location');
if (location === 'granted' || location === 'denied' || location === 'error' || location === 'prompt')
  initial.location = location;

const model = createDeviceModel(initial);
const storage = prefixedStore('device.storage.');
const secure = prefixedStore('device.secure.');
const log: string[] = [];
const accountOrigin = readEnv().accountOrigin;
let frame: HTMLIFrameElement | null = null;
let detach: (() => void) | null = null;

const host = createNativeHost({
  device: deviceServicesOf(model, { storage, secure }),
  async login(body) {
    const response = await fetch(`${accountOrigin}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return response.json();
  },
  post(message) {
    log.push(`host → app ${message}`);
    controls.refresh();
    frame?.contentWindow?.postMessage(message, window.location.origin);
  },
  onIgnored: (reason) => {
    log.push(`ignored: ${reason}`);
    controls.refresh();
  },
});

const receive = host.receive.bind(host);
host.receive = async (raw) => {
  // Credentials never reach the log.
  log.push(`app → host ${String(raw).replace(/"password":"[^"]*"/, '"password":"•••"')}`);
  controls.refresh();
  await receive(raw);
};

window[DEVICE_SIMULATOR_KEY] = {
  attach(frameWindow) {
    detach?.();
    detach = attachDevice(frameWindow, model, host);
  },
};

function loadApp(): void {
  frame?.remove();
  frame = document.createElement('iframe');
  frame.title = 'App';
  frame.className = 'sim-screen';
  frame.addEventListener('load', () => void host.pageLoaded());
  frame.src = params.get('path') ?? '/';
  document.querySelector('.sim-phone')?.append(frame);
}

const controls = renderControls(document.getElementById('simulator')!, {
  model,
  host,
  log,
  storage: () => [...storage.entries().map(([k, v]) => `${k}=${v}`), ...secure.entries().map(([k]) => `secure:${k}`)],
  countries: COUNTRY_CODES,
  reload: loadApp,
});
model.subscribe(() => controls.refresh());
loadApp();
