import { isErrorCode } from '@sportsbook/betting';
import { useTranslation } from 'react-i18next';
import { useAccountFrameStore } from '../../../stores/account-frame-store';

/** The insufficient-funds banner (spec 000 §8): its button opens the deposit cashier in the account frame. */
export function InsufficientFunds() {
  const { t } = useTranslation('betslip');
  return (
    <div className="slip-banner slip-banner--danger" role="alert">
      <span>{t('error.insufficient')}</span>{' '}
      <button
        type="button"
        className="slip-banner__action"
        onClick={() => useAccountFrameStore.getState().openPage('/cashier/deposit')}
      >
        {t('error.deposit')}
      </button>
    </div>
  );
}

/** A slip error (spec 000 §8): 'Error: {message}' in the bettor's language, or the fallback text. */
export function SlipError({ error }: { readonly error: string }) {
  const { t } = useTranslation(['betslip', 'errors']);
  const message = isErrorCode(error) ? t(`errors:${error}`) : error.trim();
  return (
    <div className="slip-banner slip-banner--danger" role="alert">
      {message ? t('error.prefix', { message }) : t('error.fallback')}
    </div>
  );
}

/** Offered when live prices differ from the slip's and the setting does not take them (spec 000 §4). */
export function AcceptOdds({ onAccept }: { readonly onAccept: () => void }) {
  const { t } = useTranslation('betslip');
  return (
    <div className="slip-banner slip-banner--info" role="status">
      <span>{t('acceptOdds.notice')}</span>
      <button type="button" className="btn btn-blue slip-banner__button" onClick={onAccept}>
        {t('acceptOdds.button')}
      </button>
    </div>
  );
}
