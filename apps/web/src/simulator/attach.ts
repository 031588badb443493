import type { DeviceModel, DeviceState, NativeHost } from '@sportsbook/native-host';
import { appUserAgent } from '@sportsbook/native-host';

/*
 * What the simulator puts on the framed client's window before the client starts (decision 038):
 * the React Native bridge, the app's user agent, and the device's location, visibility and
 * network as the WebView would report them. The client asks for this itself, first thing
 * (`adoptDeviceSimulator`), so there is no race with its boot.
 */

const POSITION_UNAVAILABLE = 2;
const PERMISSION_DENIED = 1;

function positionError(code: number, message: string): GeolocationPositionError {
  return { code, message, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError;
}

/** The device's geolocation: answers by the location permission; a request while it is 'prompt' waits for the choice. */
function fakeGeolocation(model: DeviceModel): Geolocation {
  const answer = (state: DeviceState, success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if (state.location === 'granted') {
      success({
        coords: { ...state.position, accuracy: 20, altitude: null, altitudeAccuracy: null, heading: null, speed: null },
        timestamp: Date.now(),
      } as GeolocationPosition);
    } else if (state.location === 'denied') failure?.(positionError(PERMISSION_DENIED, 'User denied Geolocation'));
    else failure?.(positionError(POSITION_UNAVAILABLE, 'Position unavailable'));
  };
  return {
    getCurrentPosition(success, failure) {
      const state = model.get();
      if (state.location !== 'prompt') return answer(state, success, failure);
      const stop = model.subscribe((next) => {
        if (next.location === 'prompt') return;
        stop();
        answer(next, success, failure);
      });
    },
    watchPosition: () => 0,
    clearWatch: () => undefined,
  };
}

/** Puts the app's side of the WebView on `frame`; device changes are told to the page as its events. */
export function attachDevice(frame: Window, model: DeviceModel, host: NativeHost): () => void {
  const { navigator, document } = frame;
  frame.ReactNativeWebView = { postMessage: (message: string) => void host.receive(message) };
  Object.defineProperty(navigator, 'userAgent', { configurable: true, get: () => appUserAgent(model.get()) });
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => model.get().online });
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: fakeGeolocation(model) });
  const permissions = {
    query: async ({ name }: { name: string }) => {
      const location = model.get().location;
      const state = name === 'geolocation' ? (location === 'error' ? 'granted' : location) : 'prompt';
      return { state, name, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined };
    },
  };
  Object.defineProperty(navigator, 'permissions', { configurable: true, value: permissions });
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (model.get().foreground ? 'visible' : 'hidden'),
  });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => !model.get().foreground });
  return model.subscribe((state, previous) => {
    if (state.foreground !== previous.foreground)
      document.dispatchEvent(new (frame as typeof window).Event('visibilitychange'));
    if (state.online !== previous.online)
      frame.dispatchEvent(new (frame as typeof window).Event(state.online ? 'online' : 'offline'));
  });
}
