import { DEPOSIT_MODAL_DEFAULT_AMOUNT_MAJOR, parseStakeInput, toMinor } from '@sportsbook/betting';
import { legacyDepositResponseSchema } from '@sportsbook/protocol';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog';
import { sportsRequest } from '../../lib/sports-api';
import { useSessionStore } from '../../stores/session-store';
import { useSiteStore } from '../../stores/site-store';
import { useUiStore } from '../../stores/ui-store';

/** A key for one deposit attempt, so a repeated click never deposits twice (randomUUID needs a secure context). */
function createIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' && window.isSecureContext) {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The legacy deposit modal's methods (spec 001 §2); it posts only the amount. */
export const DEPOSIT_METHODS = ['card', 'crypto', 'apple_pay', 'paypal'] as const;

/**
 * The legacy deposit modal (spec 001 §2): amount (default 10) and method, then
 * `POST /api/transactions/deposit` on the sports API; 'Successfully deposited!' or 'Something went wrong!'.
 */
export function DepositModal() {
  const { t } = useTranslation('shell');
  const close = useUiStore((state) => state.closeModal);
  const currency = useSessionStore((state) => state.currency) ?? useSiteStore.getState().config.currency;
  const [text, setText] = useState(String(DEPOSIT_MODAL_DEFAULT_AMOUNT_MAJOR));
  const [method, setMethod] = useState<(typeof DEPOSIT_METHODS)[number]>('card');
  const [busy, setBusy] = useState(false);
  const [idempotencyKey] = useState(createIdempotencyKey);
  const amountId = useId();
  const parsed = parseStakeInput(text);
  const valid = parsed.minor !== null && parsed.minor > 0;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!valid || parsed.minor === null) return;
    setBusy(true);
    const { showToast } = useUiStore.getState();
    try {
      const answer = await sportsRequest('/api/transactions/deposit', {
        schema: legacyDepositResponseSchema,
        body: { amount: parsed.minor },
        headers: { 'idempotency-key': idempotencyKey },
      });
      if (answer.status !== 1) throw new Error(answer.message);
      useSessionStore.getState().setBalance(toMinor(answer.data.balance), answer.data.currency, Date.now());
      showToast(t('deposit.success'), 'success');
      close();
    } catch {
      showToast(t('deposit.failure'), 'error');
      setBusy(false);
    }
  };

  return (
    <Dialog title={t('deposit.title')} onClose={close}>
      <form className="deposit-form" onSubmit={(event) => void submit(event)}>
        <label htmlFor={amountId} className="field-label">
          {t('deposit.amount', { currency })}
        </label>
        <input
          id={amountId}
          className="field-input"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(event) => {
            const next = parseStakeInput(event.target.value);
            if (event.target.value === '' || next.text !== '') setText(next.text);
          }}
          data-autofocus
        />
        <fieldset className="field-group">
          <legend className="field-label">{t('deposit.method')}</legend>
          {DEPOSIT_METHODS.map((value) => (
            <label key={value} className="choice">
              <input
                type="radio"
                name="deposit-method"
                value={value}
                checked={method === value}
                onChange={() => setMethod(value)}
              />
              {t(`deposit.methods.${value}`)}
            </label>
          ))}
        </fieldset>
        <div className="modal-actions">
          <button type="button" className="btn" onClick={close}>
            {t('modals.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={!valid || busy}>
            {busy ? t('deposit.depositing') : t('deposit.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
