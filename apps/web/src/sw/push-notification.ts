import { COUNTRY_DEFAULTS, DEFAULT_COUNTRY, LANGUAGES } from '@sportsbook/betting';
import type { Language } from '@sportsbook/betting';
import { pushMessageSchema } from '@sportsbook/protocol';
import type { InboxMessage } from '@sportsbook/protocol';
import i18next from 'i18next';
import type { TFunction } from 'i18next';
import { messageText } from '../features/inbox/lib/message-text';
import de from '../locales/de/inbox.json';
import el from '../locales/el/inbox.json';
import en from '../locales/en/inbox.json';
import es from '../locales/es/inbox.json';
import fi from '../locales/fi/inbox.json';
import fr from '../locales/fr/inbox.json';
import ja from '../locales/ja/inbox.json';
import nl from '../locales/nl/inbox.json';
import pt from '../locales/pt/inbox.json';
import ro from '../locales/ro/inbox.json';

/*
 * What the service worker shows for a pushed message (decision 106). The server pushes the Inbox
 * message's kind and parameters and the language the device subscribed in; the words are the
 * Inbox's own (the same locale files and `messageText`), bundled into the worker, so a push reads
 * exactly as the message does in the Inbox, and nothing is fetched to show it.
 */

const INBOX_STRINGS: Readonly<Record<Language, object>> = { en, pt, es, fr, ro, fi, de, ja, el, nl };

/** Where a click on a notification leads: the Inbox, which holds the message. */
export const NOTIFICATION_URL = '/inbox';

/** A notification to show. */
export interface PushNotification {
  readonly title: string;
  readonly body: string;
  /** One notification per bet and kind: a second push about it replaces the first. */
  readonly tag: string;
  readonly url: string;
}

const translator = i18next.createInstance();
void translator.init({
  resources: Object.fromEntries(LANGUAGES.map((language) => [language, { inbox: INBOX_STRINGS[language] }])),
  lng: 'en',
  fallbackLng: 'en',
  ns: ['inbox'],
  defaultNS: 'inbox',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** The notification for a pushed payload, or null when it is not one of ours. */
export function notificationFor(payload: unknown, timezone: string): PushNotification | null {
  const parsed = pushMessageSchema.safeParse(payload);
  if (!parsed.success) return null;
  const { kind, params, lang } = parsed.data;
  const message: InboxMessage = { id: 0, kind, params, read: false, created_at: new Date(0).toISOString() };
  const t = translator.getFixedT(lang, 'inbox') as TFunction<'inbox'>;
  const { title, body } = messageText(message, {
    t,
    language: lang,
    timezone,
    currency: COUNTRY_DEFAULTS[DEFAULT_COUNTRY].currency,
  });
  return { title, body, tag: `${kind}:${String(params.bet_id ?? '')}`, url: NOTIFICATION_URL };
}
