import { Dialog } from '../../components/dialog';
import { useSiteStore } from '../../stores/site-store';
import { useUiStore } from '../../stores/ui-store';
import { useShellTranslation } from '../../i18n/i18n';

/** The forbidden modal (spec 001 §2): the brand is not available in the visitor's country. */
export function ForbiddenModal() {
  const { t } = useShellTranslation();
  const brand = useSiteStore((state) => state.config.brand);
  const close = useUiStore((state) => state.closeModal);
  return (
    <Dialog title={t('modals.forbidden_title')} onClose={close} role="alertdialog">
      <p className="modal-message">{t('modals.forbidden', { brand })}</p>
      <div className="modal-actions">
        <button type="button" className="btn btn-blue" onClick={close} data-autofocus>
          {t('modals.close_caps')}
        </button>
      </div>
    </Dialog>
  );
}
