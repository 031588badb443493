import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { refreshBalance } from '../lib/balance';
import { useShellTranslation } from '../i18n/i18n';

/** How far a pull from the top of the page must go before letting go refreshes (CSS pixels). */
export const REFRESHER_THRESHOLD_PX = 72;
/** The indicator stays at least this long, so a fast refresh is still seen to happen. */
export const REFRESHER_MIN_SPIN_MS = 600;

type Phase = 'idle' | 'pulling' | 'ready' | 'refreshing';

/** Resolves after `ms` (with the page's timers, so fake timers drive it in tests). */
function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The refresher of the default layout (spec 001 §2; what and when are decision 042): on a touch
 * screen, pulling the page down from its very top and letting go past 72 px refetches the data
 * on screen (every active query: listings, markets, sports, content) and the logged-in balance.
 * The timed refreshes (sports 50 s, balance 5 s then 60 s, top links and bets stats hourly) run
 * on their own; this is the player asking for fresh data now.
 */
export function Refresher() {
  const { t } = useShellTranslation();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>('idle');
  const [distance, setDistance] = useState(0);
  const busy = useRef(false);

  useEffect(() => {
    let startY: number | null = null;
    let pulled = 0;
    const refresh = async () => {
      busy.current = true;
      setPhase('refreshing');
      try {
        await Promise.all([
          queryClient.refetchQueries({ type: 'active' }),
          refreshBalance(),
          wait(REFRESHER_MIN_SPIN_MS),
        ]);
      } finally {
        busy.current = false;
        setPhase('idle');
      }
    };
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      startY = !busy.current && event.touches.length === 1 && window.scrollY <= 0 && touch ? touch.clientY : null;
      pulled = 0;
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (startY === null || !touch) return;
      pulled = Math.max(0, touch.clientY - startY);
      setDistance(Math.min(pulled, REFRESHER_THRESHOLD_PX * 1.5));
      setPhase(pulled === 0 ? 'idle' : pulled >= REFRESHER_THRESHOLD_PX ? 'ready' : 'pulling');
    };
    const onEnd = () => {
      if (startY === null) return;
      startY = null;
      setDistance(0);
      if (pulled >= REFRESHER_THRESHOLD_PX) void refresh();
      else setPhase('idle');
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    window.addEventListener('touchend', onEnd);
    window.addEventListener('touchcancel', onEnd);
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onEnd);
    };
  }, [queryClient]);

  const text =
    phase === 'refreshing'
      ? t('refresher.refreshing')
      : phase === 'ready'
        ? t('refresher.release')
        : phase === 'pulling'
          ? t('refresher.pull')
          : '';
  return (
    <div
      className={`refresher${phase === 'idle' ? '' : ' refresher--shown'}`}
      style={phase === 'pulling' || phase === 'ready' ? { transform: `translateY(${distance / 2}px)` } : undefined}
      role="status"
      data-testid="refresher"
    >
      {text}
    </div>
  );
}
