import { Dialog } from '../../components/dialog';
import { useUiStore } from '../../stores/ui-store';
import { useShellTranslation } from '../../i18n/i18n';

/** The generic modal: a title and a message passed through `openModal('generic', { title, message })`. */
export function GenericModal() {
  const { t } = useShellTranslation();
  const props = useUiStore((state) => state.modalProps);
  const close = useUiStore((state) => state.closeModal);
  const title = typeof props.title === 'string' && props.title ? props.title : t('modals.notice');
  return (
    <Dialog title={title} onClose={close}>
      <p className="modal-message">{String(props.message ?? '')}</p>
      <div className="modal-actions">
        <button type="button" className="btn btn-blue" onClick={close}>
          {t('modals.ok')}
        </button>
      </div>
    </Dialog>
  );
}
