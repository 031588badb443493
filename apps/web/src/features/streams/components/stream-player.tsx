import { VIDEO_ASPECT } from '@sportsbook/betting';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchStreamSource, serverMessageOf } from '../api/get-stream-source';

/** What the player shows: loading until the picture moves, then the video, or the server's message. */
type PlayerState =
  { readonly kind: 'loading' } | { readonly kind: 'playing' } | { readonly kind: 'failed'; readonly message: string };

/** Spec 001 §9: the picture's shape, as CSS `aspect-ratio`. */
const VIDEO_ASPECT_RATIO = `${VIDEO_ASPECT.width} / ${VIDEO_ASPECT.height}`;

/** How often the player asks again after a failure that the server did not explain (an expired link). */
const MAX_RESTARTS = 3;

/**
 * Plays an event's live stream, muted and automatically (spec 001 §9), at 9:5. Native HLS where the
 * browser has it (Safari), else hls.js over Media Source Extensions, imported only now (decision 037).
 * When playback fails the server is asked again: its refusal (ended, no stream) is shown as it says;
 * a new link (the old one expired) restarts the picture.
 */
export function StreamPlayer({ eventId, listed }: { readonly eventId: number; readonly listed: boolean }) {
  const { t } = useTranslation('streams');
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<PlayerState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const controller = new AbortController();
    let destroy: () => void = () => undefined;
    let checking = false;
    setState({ kind: 'loading' });

    const fail = (error: unknown) => {
      if (controller.signal.aborted) return;
      setState({ kind: 'failed', message: serverMessageOf(error) ?? t('error') });
    };
    // Playback broke: the server says why (ended, no stream), or a fresh link starts again.
    const recheck = () => {
      if (checking || controller.signal.aborted) return;
      checking = true;
      fetchStreamSource(eventId, controller.signal).then(
        () => (attempt < MAX_RESTARTS ? setAttempt(attempt + 1) : fail(null)),
        fail,
      );
    };
    const onPlaying = () => setState({ kind: 'playing' });
    element.addEventListener('playing', onPlaying);
    element.addEventListener('error', recheck);

    fetchStreamSource(eventId, controller.signal)
      .then(async (hlsUrl) => {
        if (controller.signal.aborted) return;
        if (element.canPlayType('application/vnd.apple.mpegurl')) {
          element.src = hlsUrl;
          destroy = () => {
            element.removeAttribute('src');
            element.load();
          };
        } else {
          const { default: Hls } = await import('hls.js/light');
          if (controller.signal.aborted) return;
          if (!Hls.isSupported()) return fail(null);
          // No worker: fMP4 needs no transmuxing, and the CSP stays without worker-src blob:.
          const hls = new Hls({ enableWorker: false });
          // A refused playlist (403 expired, 404 ended) is not worth hls.js's retries: ask the server why.
          hls.on(Hls.Events.ERROR, (_event, data) => {
            const refused = data.type === Hls.ErrorTypes.NETWORK_ERROR && [403, 404].includes(data.response?.code ?? 0);
            if (data.fatal || refused) recheck();
          });
          hls.loadSource(hlsUrl);
          hls.attachMedia(element);
          destroy = () => hls.destroy();
        }
        element.muted = true;
        void element.play().catch(() => undefined);
      })
      .catch(fail);

    return () => {
      controller.abort();
      element.removeEventListener('playing', onPlaying);
      element.removeEventListener('error', recheck);
      destroy();
    };
  }, [eventId, attempt, t]);

  // The event left the catalogue (it ended): ask the server, which says so in its own words.
  useEffect(() => {
    if (listed) return;
    const controller = new AbortController();
    fetchStreamSource(eventId, controller.signal).catch((error: unknown) => {
      if (!controller.signal.aborted) setState({ kind: 'failed', message: serverMessageOf(error) ?? t('error') });
    });
    return () => controller.abort();
  }, [listed, eventId, t]);

  return (
    <div className="stream-player">
      <video
        ref={video}
        className="stream-player__video"
        style={{ aspectRatio: VIDEO_ASPECT_RATIO }}
        muted
        autoPlay
        playsInline
        hidden={state.kind === 'failed'}
        aria-label={t('video')}
      />
      {state.kind === 'loading' ? (
        <p className="stream-player__note" role="status">
          {t('loading')}
        </p>
      ) : null}
      {state.kind === 'failed' ? (
        <p className="stream-player__note stream-player__note--error" role="alert">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
