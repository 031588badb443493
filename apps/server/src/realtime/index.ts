export { createBus, createInProcessBus, createRedisBus, BusClosedError } from './bus';
export type { Bus, BusHandler, BusOptions, BusErrorReporter, RedisBus } from './bus';
export { encodePayload, decodePayload, PayloadError, MAX_DECODED_PAYLOAD_BYTES } from './codec';
export { attachWebsocketGateway, WsRequestError, MAX_WS_FRAME_BYTES, CLOSE_POLICY_VIOLATION } from './gateway';
export type {
  WebsocketGateway,
  WebsocketGatewayOptions,
  WsHandlerRegistry,
  WsRequestContext,
  WsRequestHandler,
} from './gateway';
export type { GatewayStats } from './gateway-contract';
export { websocketGatewayPlugin } from './plugin';
export type { WebsocketGatewayPluginOptions } from './plugin';
export { feedBusChannel } from './feed-channels';
export { KNOWN_BOOKMAKERS, readChannel } from './channel-names';
export { DEFAULT_REALTIME_LIMITS, readRealtimeLimits } from './limits';
export { upgradeAddress } from './client-address';
export type { RealtimeLimits } from './limits';
