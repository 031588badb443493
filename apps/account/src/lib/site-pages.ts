/*
 * The page names of spec 001 §2 "Pages opened in the account frame" that more than one part of
 * the site needs (routes, navigation, tests).
 */

/** Help topics by their address below `/help`. */
export const HELP_TOPIC_PATHS = {
  contact: '/help/contact-us',
  terms: '/help/terms-and-conditions/terms-conditions',
  bonuses: '/help/bonuses/sport',
  rules: '/help/gaming/sport',
  about: '/help/about-us',
  faq: '/help/gaming/faq',
} as const;
/** One help topic. */
export type HelpTopic = keyof typeof HELP_TOPIC_PATHS;
/** The topics in menu order. */
export const HELP_TOPICS = Object.keys(HELP_TOPIC_PATHS) as HelpTopic[];

/** The cashier sections, in tab order, each at `/cashier/{section}`. */
export const CASHIER_SECTIONS = ['deposit', 'withdraw', 'history', 'my-account', 'fair-gaming'] as const;
/** One cashier section. */
export type CashierSection = (typeof CASHIER_SECTIONS)[number];
