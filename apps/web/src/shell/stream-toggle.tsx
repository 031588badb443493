import { Suspense } from 'react';
import { useStreamingStore } from '../stores/streaming-store';
import { StreamPanel } from './lazy-features';
import { useShellTranslation } from '../i18n/i18n';

/** Shows or hides the live stream (spec 001 §4 "Streaming visibility toggles"); the player loads on first show. */
export function StreamToggle() {
  const { t } = useShellTranslation();
  const visible = useStreamingStore((state) => state.visible);
  return (
    <button
      type="button"
      className="stream-toggle"
      aria-expanded={visible}
      onClick={() => useStreamingStore.getState().toggleVisible()}
    >
      {t('stream.toggle')}
    </button>
  );
}

/** The stream panel once shown: the sidebar on desktop, above the page on mobile (spec 001 §9). */
export function StreamArea({ mobile }: { readonly mobile: boolean }) {
  const visible = useStreamingStore((state) => state.visible);
  return visible ? (
    <Suspense fallback={null}>
      <StreamPanel mobile={mobile} />
    </Suspense>
  ) : null;
}
