import { useAccountFrameStore } from '../stores/account-frame-store';

/** First path segments that belong to the embedded account site (spec 001 §2 "Pages opened in the account frame"). */
const FRAME_PREFIXES = [
  '/login',
  '/registration',
  '/registration-with-token/',
  '/reset-password/',
  '/forgot-password',
  '/help',
  '/cashier',
];

/** How a content link opens: a new tab, the account frame, or a route of the client. */
export type LinkKind = 'external' | 'frame' | 'internal';

/** Spec 001 §2: links starting with https:// are external; account-site pages open in the frame; others are routes. */
export function classifyLink(url: string): LinkKind {
  if (/^https:\/\//i.test(url)) return 'external';
  if (FRAME_PREFIXES.some((prefix) => url === prefix || url.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`)))
    return 'frame';
  return 'internal';
}

/** Opens a page of the account site in the frame (spec 001 §2). */
export function openAccountPage(page: string, returnPath?: string): void {
  useAccountFrameStore.getState().openPage(page, returnPath ? { returnPath } : undefined);
}

/** The account-site pages the shell links to. */
export const ACCOUNT_PAGES = {
  login: '/login',
  registration: '/registration',
  deposit: '/cashier/deposit',
  withdraw: '/cashier/withdraw',
  history: '/cashier/history',
  cashier: '/cashier',
  myAccount: '/cashier/my-account',
  playerProtection: '/cashier/fair-gaming',
  help: '/help',
  contact: '/help/contact-us',
  terms: '/help/terms-and-conditions/terms-conditions',
  bonuses: '/help/bonuses/sport',
  rules: '/help/gaming/sport',
  about: '/help/about-us',
  faq: '/help/gaming/faq',
} as const;
