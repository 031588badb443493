import { useEffect, useSyncExternalStore } from 'react';
import { useShellTranslation } from '../../i18n/i18n';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** True while the browser reports a network connection. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * The network modal (spec 001 §2): while offline it covers the page and swallows clicks and
 * drags until the connection is back.
 */
export function NetworkModal() {
  const { t } = useShellTranslation();
  const online = useOnline();
  useEffect(() => {
    if (online) return;
    // Window capture runs before any handler of the page: nothing is clicked, dragged or typed.
    const block = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key === 'Tab') return;
      event.preventDefault();
      event.stopPropagation();
    };
    const types = [
      'click',
      'dblclick',
      'pointerdown',
      'mousedown',
      'touchstart',
      'dragstart',
      'dragover',
      'drop',
      'keydown',
      'submit',
    ];
    for (const type of types) window.addEventListener(type, block, { capture: true });
    return () => {
      for (const type of types) window.removeEventListener(type, block, { capture: true });
    };
  }, [online]);
  if (online) return null;
  return (
    <div
      className="network-modal"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="network-modal-text"
      tabIndex={-1}
      ref={(node) => node?.focus()}
    >
      <div className="network-modal__panel">
        <span className="splash__spinner network-modal__spinner" aria-hidden="true" />
        <p id="network-modal-text">{t('modals.network')}</p>
      </div>
    </div>
  );
}
