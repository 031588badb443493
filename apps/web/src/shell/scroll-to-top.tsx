import { SCROLL_TO_TOP_THRESHOLD_PX } from '../config/ui-timings';
import { useEffect, useState } from 'react';
import { ArrowUpIcon } from './icons';
import { useShellTranslation } from '../i18n/i18n';

/** The scroll-to-top button (spec 001 §2): appears after 300 px of scrolling. */
export function ScrollToTop() {
  const { t } = useShellTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX);
    // The first look waits for the next frame: reading the scroll position right after the
    // first commit would force a layout of the whole page in the middle of starting up.
    const frame = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-top"
      aria-label={t('scroll_to_top')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <ArrowUpIcon />
    </button>
  );
}
