import { useEffect } from 'react';
import { fetchRealityCheck } from '../api/cashier-api';
import { useFrame } from '../frame/frame-context';
import { setRealityCheckInterval, useRealityCheckInterval } from '../lib/reality-check-interval';
import { useSession } from '../lib/session';

const MINUTE_MS = 60_000;

/**
 * The reality check (spec 001 §4, decision 017): every `interval` minutes after login the site
 * tells the shell `sport-reality-check` with the elapsed time (interval × how many have passed);
 * the shell shows the reminder, since the frame is usually hidden.
 */
export function useRealityCheck(): void {
  const bridge = useFrame();
  const session = useSession();
  const interval = useRealityCheckInterval();

  useEffect(() => {
    if (!session) {
      setRealityCheckInterval(null);
      return;
    }
    let live = true;
    fetchRealityCheck(session.token)
      .then((minutes) => live && setRealityCheckInterval(minutes))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [session]);

  useEffect(() => {
    if (!session || !interval) return;
    const periodMs = interval * MINUTE_MS;
    let count = Math.max(0, Math.floor((Date.now() - session.startedAt) / periodMs));
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const due = session.startedAt + (count + 1) * periodMs;
      timer = setTimeout(
        () => {
          count += 1;
          bridge.post('sport-reality-check', { interval_minutes: interval, elapsed_minutes: interval * count });
          schedule();
        },
        Math.max(0, due - Date.now()),
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, [bridge, session, interval]);
}
