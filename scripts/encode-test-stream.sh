#!/usr/bin/env bash
# Encodes the looping test picture every live stream shows (decision 037) into
# apps/server/src/streams/media/: one fMP4 init segment and SEGMENTS media segments of
# SEGMENT_SECONDS each, H.264 Constrained Baseline (avc1.42C01E), 360x200 (9:5), no audio.
# The files are committed, so `npm start` and CI never need ffmpeg; re-run this only to change
# the picture (Debian: `apt-get install -y ffmpeg`). The server rewrites each segment's decode time
# as it serves it, so the loop plays as one continuous live timeline.
set -euo pipefail

SEGMENT_SECONDS=2
SEGMENTS=4
FPS=15
WIDTH=360
HEIGHT=200
OUT="$(cd "$(dirname "$0")/.." && pwd)/apps/server/src/streams/media"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

command -v ffmpeg >/dev/null || { echo "ffmpeg is needed to re-encode the test stream (apt-get install -y ffmpeg)" >&2; exit 1; }

# A key frame opens every segment (GOP = one segment, no scene cuts), so any segment can start playback.
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "testsrc2=size=${WIDTH}x${HEIGHT}:rate=${FPS}:duration=$((SEGMENT_SECONDS * SEGMENTS))" \
  -c:v libx264 -profile:v baseline -level:v 3.0 -pix_fmt yuv420p -preset veryslow \
  -b:v 110k -maxrate 140k -bufsize 280k \
  -g $((FPS * SEGMENT_SECONDS)) -keyint_min $((FPS * SEGMENT_SECONDS)) -sc_threshold 0 \
  -an -f hls -hls_time "$SEGMENT_SECONDS" -hls_playlist_type vod -hls_segment_type fmp4 \
  -hls_fmp4_init_filename init.mp4 -hls_segment_filename "$WORK/seg-%d.m4s" "$WORK/source.m3u8"

rm -f "$OUT"/init.mp4 "$OUT"/seg-*.m4s
cp "$WORK/init.mp4" "$OUT/init.mp4"
for ((i = 0; i < SEGMENTS; i++)); do cp "$WORK/seg-$i.m4s" "$OUT/seg-$i.m4s"; done

# The facts the server's playlist needs, peak bit rate measured from the files themselves.
largest=$(stat -c %s "$OUT"/seg-*.m4s | sort -n | tail -1)
cat >"$OUT/media.json" <<JSON
{
  "segmentSeconds": $SEGMENT_SECONDS,
  "segments": $SEGMENTS,
  "codecs": "avc1.42c01e",
  "width": $WIDTH,
  "height": $HEIGHT,
  "frameRate": $FPS,
  "bandwidth": $((largest * 8 / SEGMENT_SECONDS))
}
JSON
ls -l "$OUT"
