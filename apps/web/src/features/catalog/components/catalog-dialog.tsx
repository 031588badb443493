import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of `CatalogDialog`. */
export interface CatalogDialogProps {
  readonly title: string;
  readonly onClose: () => void;
  readonly className?: string;
  readonly children: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog (`role="dialog"`, named by its title): focus moves in on open, Tab stays
 * inside, Escape or the backdrop closes it and focus returns where it was.
 */
export function CatalogDialog({ title, onClose, className, children }: CatalogDialogProps) {
  const { t } = useTranslation('catalog');
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    return () => previous?.focus();
  }, []);

  function keepFocus(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className="catalog-dialog__backdrop" onClick={onClose}>
      <div
        ref={panel}
        className={['catalog-dialog', className ?? ''].filter(Boolean).join(' ')}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={keepFocus}
      >
        <header className="catalog-dialog__header">
          <h2 id={titleId} className="catalog-dialog__title">
            {title}
          </h2>
          <button type="button" className="icon-button" aria-label={t('stats.close')} onClick={onClose}>
            <svg viewBox="0 0 16 16" width="18" height="18" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M3.7 2.3 8 6.6l4.3-4.3 1.4 1.4L9.4 8l4.3 4.3-1.4 1.4L8 9.4l-4.3 4.3-1.4-1.4L6.6 8 2.3 3.7z"
              />
            </svg>
          </button>
        </header>
        <div className="catalog-dialog__body">{children}</div>
      </div>
    </div>
  );
}
