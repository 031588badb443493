import { useQuery } from '@tanstack/react-query';
import { streamsQuery } from '../../../lib/streams-api';
import { useSiteStore } from '../../../stores/site-store';
import { useStreamingStore } from '../../../stores/streaming-store';
import { useStrings } from '../../../i18n/i18n';

/** 'Watch' on the match page of a streamed live event: opens the stream panel on its stream. */
export function WatchButton({ eventId, eventName }: { readonly eventId: number; readonly eventName: string }) {
  const { t } = useStrings('catalog');
  const language = useSiteStore((state) => state.language);
  const bookmaker = useSiteStore((state) => state.config.bookmaker);
  const streams = useQuery(streamsQuery(bookmaker, language));
  if (!streams.data?.data.some((stream) => stream.event_id === eventId)) return null;
  return (
    <button
      type="button"
      className="watch-button"
      aria-label={t('stream.watchFor', { event: eventName })}
      onClick={() => useStreamingStore.getState().watch(eventId)}
    >
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M4 2.5v11l9-5.5-9-5.5Z" />
      </svg>
      {t('stream.watch')}
    </button>
  );
}
