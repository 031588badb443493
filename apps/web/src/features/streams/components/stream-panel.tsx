import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { streamsQuery } from '../../../lib/streams-api';
import { useSessionStore } from '../../../stores/session-store';
import { useSiteStore } from '../../../stores/site-store';
import { useStreamingStore } from '../../../stores/streaming-store';
import { StreamPlayer } from './stream-player';
import '../streams.css';

/**
 * The live stream widget (spec 001 §2 "Casino mini-games and streams"): guests are asked to log in;
 * a player picks a stream in the box labelled Stream and watches it. On desktop it is the stream
 * sidebar, whose width toggles.
 */
export function StreamPanel({ mobile }: { readonly mobile: boolean }) {
  const { t } = useTranslation('streams');
  const selectId = useId();
  const loggedIn = useSessionStore((state) => state.user !== null);
  const language = useSiteStore((state) => state.language);
  const bookmaker = useSiteStore((state) => state.config.bookmaker);
  const { eventId, wide, testVideo, select, toggleWide, toggleVisible } = useStreamingStore();
  const streams = useQuery({ ...streamsQuery(bookmaker, language), enabled: loggedIn });
  const list = streams.data?.data ?? [];
  // ?test_video=true plays the first stream without a pick (spec 001 §2).
  const chosen = eventId ?? (testVideo ? (list[0]?.event_id ?? null) : null);
  const listed = chosen === null || streams.data === undefined || list.some((stream) => stream.event_id === chosen);

  return (
    <section className={`stream-panel${wide && !mobile ? ' stream-panel--wide' : ''}`} aria-label={t('title')}>
      {/* On desktop the shell's Live stream toggle heads the sidebar; on a phone the panel names itself. */}
      <header className="stream-panel__head">
        {mobile ? <h2 className="stream-panel__title">{t('title')}</h2> : null}
        {mobile ? (
          <button type="button" className="stream-panel__width" onClick={toggleVisible}>
            {t('close')}
          </button>
        ) : (
          <button type="button" className="stream-panel__width" aria-pressed={wide} onClick={toggleWide}>
            {wide ? t('narrow') : t('widen')}
          </button>
        )}
      </header>
      {loggedIn ? (
        <>
          <label className="stream-panel__label" htmlFor={selectId}>
            {t('stream')}
          </label>
          <select
            id={selectId}
            className="stream-panel__select"
            value={chosen ?? ''}
            onChange={(event) => select(event.target.value === '' ? null : Number(event.target.value))}
          >
            <option value="">{streams.isPending ? t('loading') : t('choose')}</option>
            {list.map((stream) => (
              <option key={stream.event_id} value={stream.event_id}>
                {stream.name}
              </option>
            ))}
            {chosen !== null && !list.some((stream) => stream.event_id === chosen) ? (
              <option value={chosen}>{t('ended', { id: chosen })}</option>
            ) : null}
          </select>
          {chosen === null ? (
            <p className="stream-panel__note">{streams.isPending ? t('loading') : t('select')}</p>
          ) : (
            <StreamPlayer key={chosen} eventId={chosen} listed={listed} />
          )}
        </>
      ) : (
        <p className="stream-panel__note">{t('login')}</p>
      )}
    </section>
  );
}
