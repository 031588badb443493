import { useTranslation } from 'react-i18next';
import { selectShowPicksIcon, useTipsStore } from '../../../stores/tips-store';
import { useUiStore } from '../../../stores/ui-store';
import { CloseIcon, PicksIcon, SettingsIcon, TrashIcon } from './icons';

interface SlipHeaderProps {
  readonly titleId: string;
  readonly count: number;
  /** Clear-all and close are blocked while tickets are being placed (spec 000 §4). */
  readonly processing: boolean;
  readonly onClear: () => void;
  /** Only the mobile floating slip can be closed. */
  readonly onClose?: () => void;
}

/**
 * The slip header (spec 001 §2): title with the selection count, the picks icon when the tips
 * panel is out of the way and tips exist, settings, clear all and, on mobile, close.
 */
export function SlipHeader({ titleId, count, processing, onClear, onClose }: SlipHeaderProps) {
  const { t } = useTranslation('betslip');
  const showPicks = useTipsStore(selectShowPicksIcon);
  return (
    <header className="slip-header">
      <h2 id={titleId} className="slip-header__title">
        {t('title')}
        {count > 0 ? (
          <span className="slip-header__count">
            <span aria-hidden="true">{count}</span>
            <span className="visually-hidden">{t('count', { number: count })}</span>
          </span>
        ) : null}
      </h2>
      <div className="slip-header__actions">
        {showPicks ? (
          <button
            type="button"
            className="icon-button"
            aria-label={t('actions.picks')}
            onClick={() => useTipsStore.getState().setStatus('half')}
          >
            <PicksIcon />
          </button>
        ) : null}
        <button
          type="button"
          className="icon-button"
          aria-label={t('actions.settings')}
          onClick={() => useUiStore.getState().openModal('settings')}
        >
          <SettingsIcon />
        </button>
        {count > 0 ? (
          <button
            type="button"
            className="icon-button"
            aria-label={t('actions.clearAll')}
            disabled={processing}
            onClick={onClear}
          >
            <TrashIcon />
          </button>
        ) : null}
        {onClose ? (
          <button
            type="button"
            className="icon-button"
            aria-label={t('actions.close')}
            disabled={processing}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        ) : null}
      </div>
    </header>
  );
}
