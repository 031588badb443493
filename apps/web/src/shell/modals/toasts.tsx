import { TOAST_DURATION_MS } from '../../config/ui-timings';
import { useEffect } from 'react';
import { useUiStore } from '../../stores/ui-store';
import type { Toast } from '../../stores/ui-store';
import { useShellTranslation } from '../../i18n/i18n';

function ToastItem({ toast }: { readonly toast: Toast }) {
  const { t } = useShellTranslation();
  const dismiss = useUiStore((state) => state.dismissToast);
  useEffect(() => {
    const timer = setTimeout(() => dismiss(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [dismiss, toast.id]);
  return (
    <li className={`toast toast--${toast.tone}`}>
      <span className="toast__message">{toast.message}</span>
      <button type="button" className="toast__close" aria-label={t('modals.dismiss')} onClick={() => dismiss(toast.id)}>
        ×
      </button>
    </li>
  );
}

/** The toasts host: each toast shows for 7 s (spec 001 §9) and can be dismissed sooner. */
export function Toasts() {
  const toasts = useUiStore((state) => state.toasts);
  return (
    <div className="toasts" role="status" aria-live="polite">
      <ul className="toasts__list">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ul>
    </div>
  );
}
