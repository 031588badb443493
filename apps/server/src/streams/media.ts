import { readFileSync } from 'node:fs';

/*
 * The looping test picture (scripts/encode-test-stream.sh, decision 037): an fMP4 init segment and
 * a few media segments of equal length. A live stream plays them round and round; each served
 * segment gets the decode time of its place on the live timeline, so players see one continuous
 * stream rather than a clip jumping back in time.
 */

/** Read at run time beside this module, like the migrations and content seed files. */
export const MEDIA_DIR = new URL('./media/', import.meta.url);

/** The facts the encoding script wrote beside the files. */
export interface MediaInfo {
  readonly segmentSeconds: number;
  readonly segments: number;
  /** RFC 6381 codecs of the picture, e.g. `avc1.42c01e`. */
  readonly codecs: string;
  readonly width: number;
  readonly height: number;
  readonly frameRate: number;
  /** Peak bits per second (the largest segment's). */
  readonly bandwidth: number;
}

/** The test picture in memory: init segment, loop segments and their track's timescale. */
export interface StreamMedia {
  readonly info: MediaInfo;
  readonly init: Buffer;
  /** Media segments, each starting with a key frame. */
  readonly loop: readonly Buffer[];
  /** Ticks per second of the video track (the init segment's `mdhd`). */
  readonly timescale: number;
}

interface Box {
  readonly type: string;
  /** Offset of the box's header in the buffer. */
  readonly start: number;
  /** Offset of the box's payload (after size and type). */
  readonly body: number;
  readonly end: number;
}

const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'moof', 'traf']);

/** The boxes of `buffer[from, to)`, one level. */
function boxesIn(buffer: Buffer, from: number, to: number): Box[] {
  const boxes: Box[] = [];
  let offset = from;
  while (offset + 8 <= to) {
    let size = buffer.readUInt32BE(offset);
    const type = buffer.toString('latin1', offset + 4, offset + 8);
    let body = offset + 8;
    if (size === 1) {
      size = Number(buffer.readBigUInt64BE(offset + 8));
      body += 8;
    } else if (size === 0) size = to - offset;
    if (size < body - offset || offset + size > to) throw new Error(`Malformed MP4 box ${type} at ${offset}`);
    boxes.push({ type, start: offset, body, end: offset + size });
    offset += size;
  }
  return boxes;
}

/** Every box along `path` (`['moof', 'traf', 'tfdt']`), descending through containers. */
function find(buffer: Buffer, path: readonly string[], from = 0, to = buffer.length): Box[] {
  const [head, ...rest] = path;
  const matches = boxesIn(buffer, from, to).filter((box) => box.type === head);
  if (rest.length === 0) return matches;
  return matches.flatMap((box) => (CONTAINERS.has(box.type) ? find(buffer, rest, box.body, box.end) : []));
}

/** The video track's timescale from the init segment's `moov/trak/mdia/mdhd`. */
export function timescaleOf(init: Buffer): number {
  const [mdhd] = find(init, ['moov', 'trak', 'mdia', 'mdhd']);
  if (!mdhd) throw new Error('The stream init segment has no mdhd box.');
  const version = init.readUInt8(mdhd.body);
  // version(1) flags(3) then creation/modification times: 4 bytes each (v0) or 8 (v1).
  return init.readUInt32BE(mdhd.body + 4 + (version === 1 ? 16 : 8));
}

/**
 * A copy of `segment` placed at `decodeTime` (in track ticks) with fragment number `sequence`:
 * rewrites `sidx` earliest presentation time, `mfhd` sequence number and `tfdt` base decode time.
 * Sizes never change (64-bit fields are required), so sample offsets stay valid.
 */
export function placeSegment(segment: Buffer, decodeTime: bigint, sequence: number): Buffer {
  const out = Buffer.from(segment);
  for (const sidx of find(out, ['sidx'])) {
    if (out.readUInt8(sidx.body) !== 1) throw new Error('The stream segments need version 1 sidx boxes.');
    out.writeBigUInt64BE(decodeTime, sidx.body + 12);
  }
  for (const mfhd of find(out, ['moof', 'mfhd'])) out.writeUInt32BE(sequence >>> 0, mfhd.body + 4);
  const tfdts = find(out, ['moof', 'traf', 'tfdt']);
  if (tfdts.length === 0) throw new Error('A stream segment has no tfdt box.');
  for (const tfdt of tfdts) {
    if (out.readUInt8(tfdt.body) !== 1) throw new Error('The stream segments need version 1 tfdt boxes.');
    out.writeBigUInt64BE(decodeTime, tfdt.body + 4);
  }
  return out;
}

/** The base decode time of the first fragment of a segment (tests read what `placeSegment` wrote). */
export function decodeTimeOf(segment: Buffer): bigint {
  const [tfdt] = find(segment, ['moof', 'traf', 'tfdt']);
  if (!tfdt) throw new Error('No tfdt box.');
  return segment.readBigUInt64BE(tfdt.body + 4);
}

/** Loads the committed test picture (synchronously, once at start: ~110 KB). */
export function loadStreamMedia(dir: URL = MEDIA_DIR): StreamMedia {
  const info = JSON.parse(readFileSync(new URL('media.json', dir), 'utf8')) as MediaInfo;
  const init = readFileSync(new URL('init.mp4', dir));
  const loop = Array.from({ length: info.segments }, (_, index) => readFileSync(new URL(`seg-${index}.m4s`, dir)));
  return { info, init, loop, timescale: timescaleOf(init) };
}

/** Segment `sequence` of the endless live timeline: loop file `sequence mod n`, placed at `sequence × length`. */
export function liveSegment(media: StreamMedia, sequence: number): Buffer {
  const file = media.loop[sequence % media.loop.length];
  if (!file) throw new Error('The stream has no segments.');
  const ticks = BigInt(Math.round(media.info.segmentSeconds * media.timescale));
  return placeSegment(file, BigInt(sequence) * ticks, sequence);
}
