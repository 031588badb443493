export { streamRoutes, PLAYLIST_TTL_S, SOURCE_TTL_S } from './routes';
export type { StreamRoutesOptions } from './routes';
export { createStreamService, eventUrlOf } from './service';
export type { StreamService, StreamServiceOptions, StreamState } from './service';
export { createLinkSigner, deriveStreamSecret } from './signing';
export type { LinkSigner } from './signing';
export { loadStreamMedia, liveSegment, decodeTimeOf } from './media';
export type { StreamMedia, MediaInfo } from './media';
export { livePlaylist, liveWindow, WINDOW_SEGMENTS } from './playlist';
