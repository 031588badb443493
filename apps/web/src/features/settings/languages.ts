import type { Language } from '@sportsbook/betting';

/** Each language named in itself, as a speaker looks for it in a list. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  pt: 'Português',
  es: 'Español',
  fr: 'Français',
  ro: 'Română',
  fi: 'Suomi',
  de: 'Deutsch',
  ja: '日本語',
  el: 'Ελληνικά',
  nl: 'Nederlands',
};
