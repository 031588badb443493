import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './dialog.css';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** Props of `Dialog`. */
export interface DialogProps {
  /** The dialog's visible title, also its accessible name. */
  readonly title: ReactNode;
  readonly onClose: () => void;
  readonly children: ReactNode;
  /** Centre of the screen (default) or a drawer from the left or right edge. */
  readonly placement?: 'center' | 'left' | 'right';
  /** Hides the title visually (it still names the dialog). */
  readonly hideTitle?: boolean;
  /** Extra class on the panel, e.g. to set a width. */
  readonly className?: string;
  /** Escape and the backdrop close the dialog unless this is false. */
  readonly dismissible?: boolean;
  /** `alertdialog` for messages that need an answer. */
  readonly role?: 'dialog' | 'alertdialog';
}

function focusablesIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.hasAttribute('inert'));
}

/**
 * A modal dialog (docs/api.md: `role="dialog"` with a name): focus moves in on open, Tab stays
 * inside, Escape and the backdrop close it, and focus returns to what opened it.
 */
export function Dialog({
  title,
  onClose,
  children,
  placement = 'center',
  hideTitle = false,
  className = '',
  dismissible = true,
  role = 'dialog',
}: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = panel.current;
    if (root) {
      const autofocus = root.querySelector<HTMLElement>('[data-autofocus]');
      (autofocus ?? focusablesIn(root).find((element) => !element.dataset.dialogClose) ?? root).focus();
    }
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && dismissible) {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusables = focusablesIn(panel.current);
    if (focusables.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusables[0]!;
    const last = focusables[focusables.length - 1]!;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className={`dialog-layer dialog-layer--${placement}`} onKeyDown={onKeyDown}>
      <div
        className="dialog-backdrop"
        aria-hidden="true"
        onClick={dismissible ? () => onCloseRef.current() : undefined}
      />
      <div
        ref={panel}
        className={`dialog-panel dialog-panel--${placement} ${className}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className={`dialog-header${hideTitle ? ' dialog-header--bare' : ''}`}>
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'dialog-title'}>
            {title}
          </h2>
          {dismissible ? (
            <button
              type="button"
              className="dialog-close"
              data-dialog-close="true"
              aria-label={t('close')}
              onClick={() => onCloseRef.current()}
            >
              <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
              </svg>
            </button>
          ) : null}
        </div>
        <div className="dialog-body">{children}</div>
      </div>
    </div>
  );
}
