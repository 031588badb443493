export { pushRoutes } from './routes';
export type { PushRoutesOptions } from './routes';
export { createPushSender } from './sender';
export type { BetNotifier, PushSender, PushSenderOptions } from './sender';
export { readPushConfig } from './config';
export type { PushConfig } from './config';
export { loadVapidKeys } from './vapid';
export type { VapidKeys } from './push-store';
