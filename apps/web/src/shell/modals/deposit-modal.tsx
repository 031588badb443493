import { DEPOSIT_MODAL_DEFAULT_AMOUNT_MAJOR, parseStakeInput, toMinor } from '@sportsbook/betting';
import { legacyDepositResponseSchema } from '@sportsbook/protocol';
import { useId, useState } from 'react';
import { Dialog } from '../../components/dialog';
import { ApiError } from '../../lib/http';
import { sportsRequest } from '../../lib/sports-api';
import { COUNTRY_BLOCKED } from './country-blocked';
import { useSessionStore } from '../../stores/session-store';
import { useSiteStore } from '../../stores/site-store';
import { useUiStore } from '../../stores/ui-store';
import { ACCOUNT_PAGES, openAccountPage } from '../links';
import { useQuickDepositStore } from '../quick-deposit';
import { useShellTranslation } from '../../i18n/i18n';

/** A key for one deposit attempt, so a repeated click never deposits twice (randomUUID needs a secure context). */
function createIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' && window.isSecureContext) {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The legacy deposit modal's methods (spec 001 §2); it posts only the amount. */
export const DEPOSIT_METHODS = ['card', 'crypto', 'apple_pay', 'paypal'] as const;
type DepositMethod = (typeof DEPOSIT_METHODS)[number];

/** Why a method other than the saved card cannot be used (Apple Pay is unsupported, decision 042). */
function unavailableText(method: DepositMethod, t: (key: string, options?: Record<string, string>) => string) {
  if (method === 'card') return null;
  if (method === 'apple_pay') return t('deposit.apple_pay_unsupported');
  return t('deposit.not_available', { method: t(`deposit.methods.${method}`) });
}

/**
 * The legacy deposit modal (spec 001 §2) as the quick deposit (decision 058): amount (default 10)
 * and method, then `POST /api/transactions/deposit { amount }` on the sports API, which charges
 * the player's saved card; 'Successfully deposited!' or 'Something went wrong!'. Only the credit
 * card (the saved one) can be charged; the other methods are shown as unavailable.
 */
export function DepositModal() {
  const { t } = useShellTranslation();
  const close = useUiStore((state) => state.closeModal);
  const currency = useSessionStore((state) => state.currency) ?? useSiteStore.getState().config.currency;
  const [text, setText] = useState(String(DEPOSIT_MODAL_DEFAULT_AMOUNT_MAJOR));
  const [method, setMethod] = useState<DepositMethod>('card');
  const savedCard = useQuickDepositStore((state) => state.savedCard);
  const [busy, setBusy] = useState(false);
  const [idempotencyKey] = useState(createIdempotencyKey);
  const amountId = useId();
  const parsed = parseStakeInput(text);
  const valid = parsed.minor !== null && parsed.minor > 0;
  const unavailable = unavailableText(method, t);
  const noteId = useId();
  const openCashier = () => {
    close();
    openAccountPage(ACCOUNT_PAGES.deposit);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!valid || parsed.minor === null || unavailable) return;
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
    } catch (error) {
      // From a blocked country the forbidden modal has already taken this one's place (country-blocked.ts).
      if (error instanceof ApiError && error.code === COUNTRY_BLOCKED) return;
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
              {value === 'card' && savedCard
                ? t('deposit.saved_card', { method: t('deposit.methods.card'), last4: savedCard.last4 })
                : t(`deposit.methods.${value}`)}
            </label>
          ))}
        </fieldset>
        <p id={noteId} className="deposit-form__note" role={unavailable ? 'status' : undefined}>
          {unavailable}
        </p>
        <p className="deposit-form__cashier">
          <button type="button" className="link-button" onClick={openCashier}>
            {t('deposit.open_cashier')}
          </button>
        </p>
        <div className="modal-actions">
          <button type="button" className="btn" onClick={close}>
            {t('modals.cancel')}
          </button>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={!valid || busy || unavailable !== null}
            aria-describedby={unavailable ? noteId : undefined}
          >
            {busy ? t('deposit.depositing') : t('deposit.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
