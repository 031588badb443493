// hls.js ships types for its full build only; its light build (`hls.js/light`, no subtitles,
// no DRM, no alternate audio) has the same API for what the stream player uses.
declare module 'hls.js/light' {
  export { default } from 'hls.js';
  export * from 'hls.js';
}
