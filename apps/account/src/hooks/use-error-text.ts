import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/http';
import { showMoney } from '../lib/money';

/** Codes the `errors` namespace translates; anything else reads as SERVER_ERROR. */
const KNOWN_CODES = new Set([
  'INVALID_LOGIN',
  'EMAIL_NOT_VERIFIED',
  'ACCOUNT_BLOCKED',
  'LOGIN_DISABLED',
  'REGISTRATION_DISABLED',
  'USERNAME_TAKEN',
  'EMAIL_TAKEN',
  'INVALID_EMAIL',
  'INVALID_USERNAME',
  'WEAK_PASSWORD',
  'UNDERAGE',
  'TERMS_NOT_ACCEPTED',
  'TOKEN_INVALID',
  'COUNTRY_BLOCKED',
  'CARD_DECLINED',
  'PAYMENT_UNAVAILABLE',
  'DEPOSIT_PENDING',
  'IDEMPOTENCY_KEY_REUSED',
  'CARD_INVALID',
  'DEPOSIT_LIMIT_EXCEEDED',
  'BALANCE_INSUFFICIENT',
  'NOT_AUTHENTICATED',
  'RATE_LIMITED',
  'VALIDATION_ERROR',
  'CONNECTION_ERROR',
  'SERVER_ERROR',
]);

const PERIODS = new Set(['daily', 'weekly', 'monthly']);

function stringOf(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * Turns a thrown error into a translated sentence for the player (house rule 9): the refusal
 * code picks the text, its details (a limit's remaining amount, a block's end) fill it in.
 */
export function useErrorText(): (error: unknown, currency?: string | null) => string {
  const { t, i18n } = useTranslation('errors');
  return (error, currency) => {
    const code = error instanceof ApiError ? error.code : 'SERVER_ERROR';
    const details = error instanceof ApiError ? error.details : {};
    const formatDate = (iso: string) =>
      new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
    // Before decision 018 a blocked login answered INVALID_LOGIN with the reason in the details.
    const reason = stringOf(details.reason);
    if (code === 'ACCOUNT_BLOCKED' || (code === 'INVALID_LOGIN' && reason !== null)) {
      if (reason === 'closed') return t('ACCOUNT_CLOSED');
      const until = stringOf(details.until) ?? stringOf(details.blocked_until);
      return until ? t('ACCOUNT_BLOCKED_UNTIL', { date: formatDate(until) }) : t('ACCOUNT_BLOCKED');
    }
    if (code === 'DEPOSIT_LIMIT_EXCEEDED') {
      const period = stringOf(details.period);
      const remaining = typeof details.remaining === 'number' ? details.remaining : null;
      if (period && PERIODS.has(period) && remaining !== null && currency) {
        return t('DEPOSIT_LIMIT_EXCEEDED_DETAIL', {
          period: t(`period.${period}`),
          remaining: showMoney(remaining, currency, i18n.language),
        });
      }
      return t('DEPOSIT_LIMIT_EXCEEDED');
    }
    return t(KNOWN_CODES.has(code) ? code : 'SERVER_ERROR');
  };
}
