import { formatMoney, toMoney } from '@sportsbook/betting';
import type { InboxMessage } from '@sportsbook/protocol';
import type { TFunction } from 'i18next';
import { formatDisplayDate } from '../../../lib/format-date';

/** Where a message's words come from: the translator, the player's language, zone and currency. */
export interface MessageContext {
  readonly t: TFunction<'inbox'>;
  readonly language: string;
  readonly timezone: string;
  readonly currency: string;
}

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/**
 * The title and sentence of a message in the player's language. The server stores a kind and
 * parameters (minor units, ids, ISO times), so the same message reads right in every language.
 */
export function messageText(message: InboxMessage, context: MessageContext): { title: string; body: string } {
  const { t, language, timezone } = context;
  const { params } = message;
  const currency = typeof params.currency === 'string' ? params.currency : context.currency;
  const money = (value: unknown) =>
    typeof value === 'number' && Number.isInteger(value) ? formatMoney(toMoney(value), currency, language) : '';
  const when = (value: unknown) => (typeof value === 'string' ? formatDisplayDate(value, timezone, language) : '');
  const values = {
    amount: money(params.amount),
    payout: money(params.payout),
    pending: money(params.pending_amount),
    bet: text(params.bet_id),
    name: text(params.name),
    expires: when(params.expires_at),
    until: when(params.until),
    effective: when(params.effective_at),
    minutes: text(params.minutes),
    period:
      params.period === 'daily' || params.period === 'weekly' || params.period === 'monthly'
        ? t(`period.${params.period}`)
        : '',
  };
  switch (message.kind) {
    case 'bet_settled': {
      const status = ['won', 'partly_won', 'lost', 'void'].includes(text(params.status)) ? text(params.status) : 'won';
      return { title: t(`bet_settled.${status}.title`), body: t(`bet_settled.${status}.body`, values) };
    }
    case 'responsible_gambling': {
      const topic = ['deposit_limit', 'reality_check', 'timed_out', 'self_excluded'].includes(text(params.topic))
        ? text(params.topic)
        : 'deposit_limit';
      const variant =
        topic !== 'deposit_limit'
          ? topic
          : params.pending_amount !== undefined
            ? 'deposit_limit_pending'
            : params.amount === undefined
              ? 'deposit_limit_removed'
              : 'deposit_limit';
      return { title: t('responsible_gambling.title'), body: t(`responsible_gambling.${variant}`, values) };
    }
    default:
      return { title: t(`${message.kind}.title`), body: t(`${message.kind}.body`, values) };
  }
}
