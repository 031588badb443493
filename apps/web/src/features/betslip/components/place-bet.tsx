import type { SlipDisabledReason } from '@sportsbook/betting';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface PlaceBetProps {
  readonly reason: SlipDisabledReason | null;
  readonly loggedIn: boolean;
  readonly busy: boolean;
  readonly onPlace: () => void;
}

/**
 * The Place Bet button (docs/api.md hooks: its text is `Place Bet`, translated). Disabled for every
 * reason of the core's `slipDisabledReason`, with the reason written under it and announced;
 * a guest may press it and is sent to login (spec 000 §5).
 */
export function PlaceBet({ reason, loggedIn, busy, onPlace }: PlaceBetProps) {
  const { t } = useTranslation('betslip');
  const reasonId = useId();
  const note = reason && reason !== 'EMPTY' ? t(`place.reason.${reason}`) : !loggedIn ? t('place.loginHint') : '';
  return (
    <div className="slip-place">
      <button
        type="button"
        className="btn btn-primary slip-place__button"
        disabled={reason !== null || busy}
        aria-describedby={note ? reasonId : undefined}
        aria-busy={busy || undefined}
        onClick={onPlace}
      >
        {busy ? t('place.placing') : t('place.button')}
      </button>
      <p id={reasonId} className="slip-place__reason" aria-live="polite">
        {note}
      </p>
    </div>
  );
}
