import type { MediaInfo } from './media';

/** Segments a live playlist lists: 12 s behind the live edge at 2 s a segment. */
export const WINDOW_SEGMENTS = 6;

/** Where the live timeline stands at `nowMs`: the newest complete segment and the window's first. */
export interface LiveWindow {
  readonly first: number;
  readonly last: number;
}

/**
 * The sliding window at `nowMs`, from the clock alone (no state): segment `n` covers
 * `[n × d, (n + 1) × d)` of unix time and is published once it is complete.
 */
export function liveWindow(info: Pick<MediaInfo, 'segmentSeconds'>, nowMs: number): LiveWindow {
  const last = Math.floor(nowMs / (info.segmentSeconds * 1000)) - 1;
  return { first: last - WINDOW_SEGMENTS + 1, last };
}

/** What a playlist needs beyond the clock: the media facts and how to address its files. */
export interface PlaylistInput {
  readonly info: MediaInfo;
  readonly nowMs: number;
  /** `init.mp4?…` relative to the playlist. */
  readonly initUri: string;
  /** `<n>.m4s?…` relative to the playlist. */
  segmentUri(sequence: number): string;
}

/**
 * A live HLS media playlist (RFC 8216 §4.3.3): version 7 for fMP4 segments with `EXT-X-MAP`, a
 * media sequence that advances with the clock, program date-times, and no `EXT-X-ENDLIST`.
 */
export function livePlaylist({ info, nowMs, initUri, segmentUri }: PlaylistInput): string {
  const { first, last } = liveWindow(info, nowMs);
  const seconds = info.segmentSeconds.toFixed(3);
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${Math.ceil(info.segmentSeconds)}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    '#EXT-X-INDEPENDENT-SEGMENTS',
    `#EXT-X-MAP:URI="${initUri}"`,
  ];
  for (let sequence = first; sequence <= last; sequence += 1) {
    if (sequence === first) {
      lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(sequence * info.segmentSeconds * 1000).toISOString()}`);
    }
    lines.push(`#EXTINF:${seconds},`, segmentUri(sequence));
  }
  return `${lines.join('\n')}\n`;
}
