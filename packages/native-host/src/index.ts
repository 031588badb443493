/*
 * The native app's side of the bridge (spec 001 §4, decision 038): pure TypeScript that a React
 * Native wrapper or the device simulator drives with its own device services.
 */
export { createNativeHost } from './host';
export type { NativeHost, NativeHostOptions } from './host';
export { createMemoryStore } from './device';
export type { Biometrics, DeviceServices, KeyValueStore, PushService } from './device';
export {
  appUserAgent,
  createDeviceModel,
  DEFAULT_DEVICE_STATE,
  deviceServicesOf,
  settingsTarget,
} from './device-state';
export type { DeviceModel, DevicePlatform, DeviceState, LocationPermission, PushPermission } from './device-state';
export { HOST_KEYS, SECURE_KEYS } from './keys';
